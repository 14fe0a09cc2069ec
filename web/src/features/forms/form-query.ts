import { DEFAULT_CLIENT, FORM_PAGES, type FormField, type FormPage, fromReadBack } from "@hpm/contracts";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { PUBLIC_READ } from "../../offline/query-meta";
import { ensure, type PageLoader } from "../../routing/load";

export const formQueryKey = (pageName: string, client = DEFAULT_CLIENT) => ["content", client, "form", pageName] as const;

export const formFieldsQueryOptions = (pageName: string, client = DEFAULT_CLIENT) =>
  queryOptions({
    queryKey: formQueryKey(pageName, client),
    queryFn: async (): Promise<FormField[]> => {
      const rows = await api.call("listFormFields", { query: { pageName: pageName as FormPage, client } });
      return rows.map(fromReadBack);
    },
    // kept on the device: the forms work offline after one visit
    meta: PUBLIC_READ,
  });

/** The page's form definition (cached and persisted, so the form works offline after one visit). */
export const useFormFields = (pageName: string, client = DEFAULT_CLIENT) => useQuery(formFieldsQueryOptions(pageName, client));

/** The route loader of a form page: its form definition, read as the form reads it. */
export const formPageLoader =
  (pageName: string): PageLoader =>
  (ctx) =>
    ensure(ctx, formFieldsQueryOptions(pageName));

/** The offline warm-up: the quote, contact and incident report definitions, so those forms work with no signal. */
export const prefetchFormDefinitions = (queryClient: QueryClient, staleTime: number) =>
  Promise.all(FORM_PAGES.map((page) => queryClient.prefetchQuery({ ...formFieldsQueryOptions(page), staleTime })));
