import type { ContentError } from "@hpm/contracts";

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

const request = async <T>(method: string, url: string, body?: unknown) => (await send<T>(method, url, body)).result;

export const api = {
  get: <T>(url: string) => request<T>("GET", url),
  post: <T>(url: string, body?: unknown) => request<T>("POST", url, body ?? {}),
  /** The whole answer, for callers that show the server's message. */
  send: <T>(method: "POST" | "PATCH" | "DELETE", url: string, body?: unknown) => send<T>(method, url, body),
  patch: <T>(url: string, body?: unknown) => request<T>("PATCH", url, body ?? {}),
  delete: <T>(url: string) => request<T>("DELETE", url),
};
