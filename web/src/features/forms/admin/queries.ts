import {
  DEFAULT_CLIENT,
  type FormField,
  type FormFieldInput,
  type FormFieldReadBack,
  type FormPage,
  type SendThrough,
} from "@hpm/contracts";
import type { Recipient } from "@hpm/contracts/schemas";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { showToast } from "../../../lib/toast";
import { formQueryKey } from "../form-query";

export const recipientsQueryKey = (pageName: string, client = DEFAULT_CLIENT) => ["form-recipients", client, pageName] as const;

export const recipientsQueryOptions = (pageName: FormPage, client = DEFAULT_CLIENT) =>
  queryOptions({
    queryKey: recipientsQueryKey(pageName, client),
    queryFn: () => api.get<Recipient[]>(`/api/cms/email?${new URLSearchParams({ pageName, client })}`),
    staleTime: 0,
  });

export function useRecipients(pageName: FormPage, client = DEFAULT_CLIENT) {
  return useQuery(recipientsQueryOptions(pageName, client));
}

function useFormMutation<V>(key: readonly unknown[], run: (vars: V) => Promise<{ message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: run,
    onSuccess: async ({ message }) => {
      if (message) showToast(message);
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function useSaveField(pageName: FormPage, client = DEFAULT_CLIENT) {
  return useFormMutation(
    formQueryKey(pageName, client),
    ({ id, input, baseUpdatedAt }: { id?: number; input: FormFieldInput; baseUpdatedAt?: string }) =>
      api.send<FormFieldReadBack>(id ? "PATCH" : "POST", id ? `/api/cms/form/${id}` : "/api/cms/form", {
        ...input,
        client,
        ...(id && baseUpdatedAt ? { baseUpdatedAt } : {}),
      }),
  );
}

export function useDeleteField(pageName: FormPage, client = DEFAULT_CLIENT) {
  return useFormMutation(formQueryKey(pageName, client), (id: number) =>
    api.send<null>("DELETE", `/api/cms/form/${id}?${new URLSearchParams({ client })}`),
  );
}

export function useSortFields(pageName: FormPage, client = DEFAULT_CLIENT) {
  return useFormMutation(formQueryKey(pageName, client), (fields: FormField[]) =>
    api.send<FormFieldReadBack[]>(
      "PATCH",
      `/api/cms/form/sort?${new URLSearchParams({ pageName, client })}`,
      fields.map((f, i) => ({ fieldId: f.id, sortOrder: i + 1 })),
    ),
  );
}

export function useAddRecipient(pageName: FormPage, client = DEFAULT_CLIENT) {
  return useFormMutation(recipientsQueryKey(pageName, client), (input: { sendThrough: SendThrough | ""; email: string }) =>
    api.send<Recipient[]>("POST", "/api/cms/email", { ...input, pageName, client }),
  );
}

export function useDeleteRecipient(pageName: FormPage, client = DEFAULT_CLIENT) {
  return useFormMutation(recipientsQueryKey(pageName, client), (id: number) =>
    api.send<null>("DELETE", `/api/cms/email/${id}?${new URLSearchParams({ client })}`),
  );
}
