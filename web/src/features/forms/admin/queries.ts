import { DEFAULT_CLIENT, type FormField, type FormFieldInput, type FormPage, type SendThrough } from "@hpm/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { showToast } from "../../../lib/toast";
import { formQueryKey } from "../form-query";

export const recipientsQueryKey = (pageName: string, client = DEFAULT_CLIENT) => ["form-recipients", client, pageName] as const;

export const recipientsQueryOptions = (pageName: FormPage, client = DEFAULT_CLIENT) =>
  queryOptions({
    queryKey: recipientsQueryKey(pageName, client),
    queryFn: () => api.call("listRecipients", { query: { pageName, client } }),
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
      id
        ? api.send("saveFormField", {
            params: { id: String(id) },
            body: { ...input, client, ...(baseUpdatedAt ? { baseUpdatedAt } : {}) },
          })
        : api.send("addFormField", { body: { ...input, client } }),
  );
}

export function useDeleteField(pageName: FormPage, client = DEFAULT_CLIENT) {
  return useFormMutation(formQueryKey(pageName, client), (id: number) =>
    api.send("deleteFormField", { params: { id: String(id) }, query: { client } }),
  );
}

export function useSortFields(pageName: FormPage, client = DEFAULT_CLIENT) {
  return useFormMutation(formQueryKey(pageName, client), (fields: FormField[]) =>
    api.send("sortFormFields", {
      query: { pageName, client },
      body: fields.map((f, i) => ({ fieldId: f.id, sortOrder: i + 1 })),
    }),
  );
}

export function useAddRecipient(pageName: FormPage, client = DEFAULT_CLIENT) {
  return useFormMutation(recipientsQueryKey(pageName, client), (input: { sendThrough: SendThrough | ""; email: string }) =>
    api.send("addRecipient", { body: { ...input, pageName, client } }),
  );
}

export function useDeleteRecipient(pageName: FormPage, client = DEFAULT_CLIENT) {
  return useFormMutation(recipientsQueryKey(pageName, client), (id: number) =>
    api.send("deleteRecipient", { params: { id: String(id) }, query: { client } }),
  );
}
