import { DEFAULT_CLIENT, type FormField, type FormFieldReadBack, fromReadBack } from "@hpm/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const formQueryKey = (pageName: string, client = "mwfbi") => ["form", client, pageName] as const;

export const formFieldsQueryOptions = (pageName: string, client = DEFAULT_CLIENT) =>
  queryOptions({
    queryKey: formQueryKey(pageName, client),
    queryFn: async (): Promise<FormField[]> => {
      const query = new URLSearchParams({ pageName, client });
      return (await api.get<FormFieldReadBack[]>(`/api/cms/form?${query}`)).map(fromReadBack);
    },
  });

export function useFormFields(pageName: string, client = DEFAULT_CLIENT) {
  return useQuery(formFieldsQueryOptions(pageName, client));
}
