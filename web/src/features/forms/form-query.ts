import { DEFAULT_CLIENT, FORM_PAGES, type FormField, type FormFieldReadBack, fromReadBack } from "@hpm/contracts";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";

// Under "content" so the persisted cache keeps it: the forms work offline after one visit.
export const formQueryKey = (pageName: string, client = DEFAULT_CLIENT) => ["content", client, "form", pageName] as const;

export const formFieldsQueryOptions = (pageName: string, client = DEFAULT_CLIENT) =>
  queryOptions({
    queryKey: formQueryKey(pageName, client),
    queryFn: async (): Promise<FormField[]> => {
      const params = new URLSearchParams({ pageName, client });
      const rows = await api.get<FormFieldReadBack[]>(`/api/cms/form?${params}`);
      return rows.map(fromReadBack);
    },
  });

/** The page's form definition (cached and persisted, so the form works offline after one visit). */
export const useFormFields = (pageName: string, client = DEFAULT_CLIENT) => useQuery(formFieldsQueryOptions(pageName, client));

/** The offline warm-up: the quote, contact and incident report definitions, so those forms work with no signal. */
export const prefetchFormDefinitions = (queryClient: QueryClient, staleTime: number) =>
  Promise.all(FORM_PAGES.map((page) => queryClient.prefetchQuery({ ...formFieldsQueryOptions(page), staleTime })));
