import type { ContentError } from "@hpm/contracts";
import {
  addresses,
  type EndpointAddressInput,
  type EndpointInput,
  type EndpointName,
  type EndpointResult,
  type Endpoints,
} from "@hpm/contracts/endpoints";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: ContentError[] = [],
    /** The whole error answer: a 409 of a stale save carries `current`, what is saved now (issue 18). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

interface Envelope<T> {
  status: boolean;
  result?: T;
  message?: string;
  errors?: ContentError[];
}

let fetchImpl: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);

/** The server's renderer answers reads in-process; the browser keeps `fetch`. */
export function setFetch(impl: (url: string, init: RequestInit) => Promise<Response>): void {
  fetchImpl = impl;
}

async function send<T>(method: string, url: string, body?: unknown): Promise<{ result: T; message?: string }> {
  const init: RequestInit = { method, credentials: "same-origin", headers: { accept: "application/json" } };
  if (body !== undefined) {
    init.headers = { ...init.headers, "content-type": "application/json" };
    init.body = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetchImpl(url, init);
  } catch {
    throw new ApiError(0, "Could not reach the server. Check your connection.");
  }
  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (!res.ok || !envelope || envelope.status !== true)
    throw new ApiError(
      res.ok ? 200 : res.status,
      envelope?.message ?? `Request failed (${res.status})`,
      envelope?.errors ?? [],
      (envelope ?? {}) as unknown as Record<string, unknown>,
    );
  return { result: envelope.result as T, message: envelope.message };
}

type Input<N extends EndpointName> = EndpointInput<Endpoints[N]>;
type Result<N extends EndpointName> = EndpointResult<Endpoints[N]>;
/** The input argument: optional when the endpoint takes nothing that is required. */
type InputArgs<N extends EndpointName> = object extends Input<N> ? [input?: Input<N>] : [input: Input<N>];
type AddressInput<N extends EndpointName> = EndpointAddressInput<Endpoints[N]>;
type AddressArgs<N extends EndpointName> = object extends AddressInput<N>
  ? [input?: AddressInput<N>]
  : [input: AddressInput<N>];

/** The address of endpoint `name` with its path parameters and query filled in (links, image sources, uploads). */
export function endpointUrl<N extends EndpointName>(name: N, ...[input]: AddressArgs<N>): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, string | number>; query?: Record<string, unknown> };
  const path = addresses[name].path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params?.[key] ?? "")));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

function sendTo<N extends EndpointName>(name: N, input: Input<N> | undefined) {
  const { method } = addresses[name];
  const body = (input as { body?: unknown } | undefined)?.body;
  const withBody = method === "POST" || method === "PATCH" || method === "PUT";
  return send<Result<N>>(method, endpointUrl(name, ...([input] as AddressArgs<N>)), withBody ? (body ?? {}) : body);
}

/** Calls the API by endpoint name (contracts/src/endpoints): what is sent and answered is typed by the route's schemas. */
export const api = {
  /** The answer's `result`. */
  call: async <N extends EndpointName>(name: N, ...[input]: InputArgs<N>): Promise<Result<N>> =>
    (await sendTo(name, input)).result,
  /** The whole answer, for callers that show the server's message. */
  send: <N extends EndpointName>(name: N, ...[input]: InputArgs<N>) => sendTo(name, input),
  /** @deprecated MIGRATION ONLY: by URL; being replaced by `call` (removed when every caller uses names). */
  get: async <T>(url: string) => (await send<T>("GET", url)).result,
  /** @deprecated MIGRATION ONLY */
  post: async <T>(url: string, body?: unknown) => (await send<T>("POST", url, body ?? {})).result,
  /** @deprecated MIGRATION ONLY */
  patch: async <T>(url: string, body?: unknown) => (await send<T>("PATCH", url, body ?? {})).result,
  /** @deprecated MIGRATION ONLY */
  delete: async <T>(url: string) => (await send<T>("DELETE", url)).result,
  /** @deprecated MIGRATION ONLY */
  sendUrl: <T>(method: "POST" | "PATCH" | "DELETE", url: string, body?: unknown) => send<T>(method, url, body),
};
