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
import { isNetworkSilent, networkAnswered, networkWentSilent, subscribeNetwork } from "../offline/connection";
import { isNetworkSilentError, networkClock, READ_SILENCE_MS, readUnlessSilent } from "./silent-network";

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

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

let fetchImpl: Fetch = (url, init) => fetch(url, init);
/** The browser's reads give up on a network that says nothing (the server's renderer has its own deadline). */
let inBrowser = true;

/** The server's renderer answers reads in-process; the browser keeps `fetch`. */
export function setFetch(impl: Fetch): void {
  fetchImpl = impl;
  inBrowser = false;
}

const OFFLINE_ERROR = "Could not reach the server. Check your connection.";

/** When anything last arrived for this page's reads: a read queued behind another that is arriving waits its turn. */
const clock = networkClock();

/**
 * Reads give up once nothing has arrived for READ_SILENCE_MS (no headers, or the body stopped), then fail as they do
 * offline; the query cache then shows what it has and waits for the network (offline/connection.ts). Writes are not
 * timed: a write's answer comes only after its body is up and the server has done the work, which on a slow link or a
 * busy server can take long, and a write given up on may still have happened.
 */
async function sendOnce(url: string, init: RequestInit, read: boolean): Promise<{ res: Response; text: string }> {
  if (!inBrowser || !read) {
    const res = await fetchImpl(url, init);
    if (inBrowser) networkAnswered();
    return { res, text: await res.text().catch(() => "") };
  }
  try {
    const answer = await readUnlessSilent(url, init, { silenceMs: READ_SILENCE_MS, clock, fetch: fetchImpl });
    networkAnswered();
    return answer;
  } catch (e) {
    if (isNetworkSilentError(e)) {
      networkWentSilent();
      listenForTheNetwork();
    }
    throw e;
  }
}

/**
 * While the network is silent, a small read every PROBE_MS tells when it answers again (the page's own reads may be
 * paused: offline/query-client.ts).
 */
const PROBE_MS = 10_000;
let probing: ReturnType<typeof setTimeout> | undefined;
function listenForTheNetwork(): void {
  if (probing !== undefined || !isNetworkSilent()) return;
  probing = setTimeout(() => {
    probing = undefined;
    if (!isNetworkSilent()) return;
    if (typeof navigator !== "undefined" && navigator.onLine === false) {
      addEventListener("online", listenForTheNetwork, { once: true });
      return;
    }
    void send("GET", endpointUrl("checkLiveness"))
      .catch(() => undefined)
      .finally(listenForTheNetwork);
  }, PROBE_MS);
}
if (typeof window !== "undefined") {
  // a page the service worker served because nothing answered starts silent
  listenForTheNetwork();
  subscribeNetwork(listenForTheNetwork);
}

async function send<T>(
  method: string,
  url: string,
  body?: unknown,
  read = method === "GET",
): Promise<{ result: T; message?: string }> {
  const init: RequestInit = { method, credentials: "same-origin", headers: { accept: "application/json" } };
  if (body !== undefined) {
    init.headers = { ...init.headers, "content-type": "application/json" };
    init.body = JSON.stringify(body);
  }
  let res: Response;
  let text: string;
  try {
    ({ res, text } = await sendOnce(url, init, read));
  } catch {
    throw new ApiError(0, OFFLINE_ERROR);
  }
  let envelope: Envelope<T> | null = null;
  try {
    envelope = JSON.parse(text) as Envelope<T>;
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

/**
 * The reads sent as POST (their filters are a body). The build writes each name here as its address, as it does
 * in the callers (web/vite.config.ts), so the two still match in a built bundle. api.test.ts checks the list against
 * the endpoint table: every POST named get… or list… and nothing else.
 */
export const POST_READS: ReadonlySet<string> = new Set<EndpointName>([
  "getAgentDirectoryFirstPage",
  "getAgentProfile",
  "getPageContent",
  "getPageContentBatch",
  "getPageDrafts",
  "getPagePresence",
  "listAgentHistory",
  "listAgents",
  "listBlogPostHistory",
  "listPreviewLinks",
  "listScheduled",
  "listSectionVersions",
]);

function sendTo<N extends EndpointName>(name: N, input: Input<N> | undefined) {
  const { method } = addressOf(name);
  const body = (input as { body?: unknown } | undefined)?.body;
  // POST, PATCH and PUT send a body ({} when the route takes none)
  return send<Result<N>>(
    method,
    endpointUrl(name, ...([input] as AddressArgs<N>)),
    method[0] === "P" ? (body ?? {}) : body,
    method === "GET" || POST_READS.has(name),
  );
}

/** Calls the API by endpoint name (contracts/src/endpoints): what is sent and answered is typed by the route's schemas. */
export const api = {
  /** The answer's `result`. */
  call: async <N extends EndpointName>(name: N, ...[input]: InputArgs<N>): Promise<Result<N>> =>
    (await sendTo(name, input)).result,
  /** The whole answer, for callers that show the server's message. */
  send: <N extends EndpointName>(name: N, ...[input]: InputArgs<N>) => sendTo(name, input),
};
