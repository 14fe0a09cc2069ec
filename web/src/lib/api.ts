import type { ContentError } from "@hpm/contracts";
import {
  addresses,
  type EndpointAddress,
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
type AddressArgs<N extends EndpointName> = object extends AddressInput<N> ? [input?: AddressInput<N>] : [input: AddressInput<N>];

/**
 * Where endpoint `name` is. A built bundle carries no table: the build writes each endpoint name in the web's code as
 * its address, "METHOD /path" (`endpointAddresses` in web/vite.config.ts); tests and `vite dev` look names up.
 */
function addressOf(name: EndpointName): EndpointAddress {
  const known = (addresses as Partial<Record<string, EndpointAddress>>)[name];
  if (known) return known;
  const [method, path] = name.split(" ") as [EndpointAddress["method"], string | undefined];
  if (!path) throw new Error(`No address for the endpoint ${name}`);
  return { method, path };
}

/** The address of endpoint `name` with its path parameters and query filled in (links, image sources, uploads). */
export function endpointUrl<N extends EndpointName>(name: N, ...[input]: AddressArgs<N>): string {
  const { params = {}, query = {} } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const path = addressOf(name).path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? "")));
  const qs = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();
  return qs ? `${path}?${qs}` : path;
}

function sendTo<N extends EndpointName>(name: N, input: Input<N> | undefined) {
  const { method } = addressOf(name);
  const body = (input as { body?: unknown } | undefined)?.body;
  // POST, PATCH and PUT send a body ({} when the route takes none)
  return send<Result<N>>(method, endpointUrl(name, ...([input] as AddressArgs<N>)), method[0] === "P" ? (body ?? {}) : body);
}

/** Calls the API by endpoint name (contracts/src/endpoints): what is sent and answered is typed by the route's schemas. */
export const api = {
  /** The answer's `result`. */
  call: async <N extends EndpointName>(name: N, ...[input]: InputArgs<N>): Promise<Result<N>> =>
    (await sendTo(name, input)).result,
  /** The whole answer, for callers that show the server's message. */
  send: <N extends EndpointName>(name: N, ...[input]: InputArgs<N>) => sendTo(name, input),
};
