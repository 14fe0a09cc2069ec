import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";

export interface LoadContext {
  queryClient: QueryClient;
  params: Record<string, string>;
  pathname: string;
  /** The page's query parameters (its manifest entry's `queryParams`, as the route validated them). */
  search: Record<string, string>;
  /** Set when rendering on the server: reads are awaited until then, and the page is sent with what arrived. */
  deadline?: number;
}

/** A page module's own data, beyond its content (which the route loads for it). */
export type PageLoader = (ctx: LoadContext) => Promise<unknown>;

/**
 * The route loader's read: the same query options the component uses. The server waits for it (until its deadline)
 * so the page renders with its data in one pass; the browser does not hold a navigation on the network: the read
 * goes on and the component shows what it has (saved data, defaults) until it arrives.
 */
export function ensure<T, K extends QueryKey>(ctx: LoadContext, options: FetchQueryOptions<T, Error, T, K>): Promise<unknown> {
  const read = ctx.queryClient.ensureQueryData(options).catch(() => undefined);
  if (ctx.deadline === undefined) return Promise.resolve();
  const left = Math.max(0, ctx.deadline - Date.now());
  return Promise.race([read, new Promise((resolve) => setTimeout(resolve, left))]);
}
