import { TUS_VERSION } from "@hpm/contracts";

/**
 * A small tus 1.0.0 client on fetch alone (the service worker has no XMLHttpRequest): one file goes up in pieces,
 * each PATCH confirmed by the server's Upload-Offset, and after a drop it continues from the offset the server
 * holds (HEAD) instead of starting over.
 */

/** Where one file's upload stands: its address on the server and the bytes the server has confirmed. */
export interface ResumableState {
  url: string;
  offset: number;
}

export interface UploadSource {
  field: string;
  name: string;
  type: string;
  blob: Blob;
}

/** The server refused the file (too large, not an allowed type, a bad request): sending it again will not help. */
export class UploadRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "UploadRefused";
  }
}

/** No answer, a dropped connection or a server error: worth another try later. */
export class UploadInterrupted extends Error {
  name = "UploadInterrupted";
}

export interface TusOptions {
  /** The creation address (POST). */
  endpoint: string;
  /** The submission's Idempotency-Key, sent as the upload's `key`. */
  key: string;
  /** Keeps a file's state on the device after every confirmed piece (and when it starts or starts over). */
  save: (index: number, state: ResumableState | undefined) => Promise<void>;
  pieceBytes?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const PIECE_BYTES = 256 * 1024;
export const REQUEST_TIMEOUT_MS = 15_000;
const MIN_PIECE_BYTES = 32 * 1024;
/**
 * After a dropped connection: a browser resends a request whose reused connection dropped before any answer
 * (Chromium does, with the whole body), and that copy is refused (409) once it has crossed the wire. Small pieces
 * keep that waste small on a link that drops; eight clean pieces in a row and they grow again.
 */
const DROPPED_PIECE_BYTES = 64 * 1024;
const CLEAN_PIECES_TO_GROW = 8;
const CONFLICTS_PER_ATTEMPT = 8;

const base64 = (text: string) => {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const here = () => (typeof location === "undefined" ? "http://localhost/" : location.href);

/** The upload's address on this site: Location may be absolute (another host name for the same server) or relative. */
export function uploadAddress(endpoint: string, locationHeader: string): string {
  const absolute = new URL(locationHeader, new URL(endpoint, here()));
  if (/^https?:/.test(endpoint)) return new URL(absolute.pathname + absolute.search, endpoint).href;
  return absolute.pathname + absolute.search;
}

/** The upload's id, the last segment of its address. */
export const uploadId = (url: string) => decodeURIComponent(new URL(url, here()).pathname.split("/").pop() ?? "");

class Answered {
  constructor(
    readonly status: number,
    readonly headers: Headers,
    readonly message: string,
  ) {}
}

async function messageOf(res: Response): Promise<string> {
  const text = await res.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === "string") return body.message;
  } catch {
    // not JSON: the text itself, when short
  }
  return text && text.length < 300 ? text : `The server refused this file (${res.status}).`;
}

/** One request with a deadline: no answer within `timeoutMs` aborts it. */
async function request(doFetch: typeof fetch, url: string, init: RequestInit, timeoutMs: number): Promise<Answered> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const res = await doFetch(url, { ...init, signal: abort.signal, credentials: "same-origin", cache: "no-store" });
    const message = res.ok ? "" : await messageOf(res);
    if (res.ok) await res.body?.cancel().catch(() => undefined);
    return new Answered(res.status, res.headers, message);
  } catch (err) {
    throw new UploadInterrupted(
      abort.signal.aborted ? "No answer from the server." : `The connection dropped (${(err as Error).message}).`,
    );
  } finally {
    clearTimeout(timer);
  }
}

const offsetOf = (answer: Answered) => {
  const raw = answer.headers.get("upload-offset");
  const n = raw === null ? Number.NaN : Number(raw);
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};

const refusedStatus = (status: number) => status >= 400 && status < 500 && ![404, 408, 409, 410, 423, 429].includes(status);

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Sends one file, continuing from `state` (what the device last knew). Resolves with the finished upload's state;
 * throws UploadRefused (give up, tell the person) or UploadInterrupted (try again later).
 */
export async function uploadFile(
  options: TusOptions,
  index: number,
  file: UploadSource,
  known: ResumableState | undefined,
): Promise<ResumableState> {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const size = file.blob.size;
  const tus = { "Tus-Resumable": TUS_VERSION };
  const maxPiece = options.pieceBytes ?? PIECE_BYTES;
  let piece = maxPiece;
  let clean = 0;
  let state = known;
  // a known address is asked first: the server may hold more (or less) than the device last heard
  let ask = state !== undefined && state.offset < size;
  let conflicts = 0;
  let failedAt = -1;

  const save = async (next: ResumableState | undefined) => {
    state = next;
    await options.save(index, next);
  };

  for (;;) {
    try {
      if (!state) {
        const metadata = [
          ["key", options.key],
          ["field", file.field],
          ["filename", file.name],
          ["filetype", file.type || "application/octet-stream"],
        ]
          .map(([k, v]) => `${k} ${base64(v ?? "")}`)
          .join(",");
        const created = await request(
          doFetch,
          options.endpoint,
          { method: "POST", headers: { ...tus, "Upload-Length": String(size), "Upload-Metadata": metadata } },
          timeoutMs,
        );
        const where = created.headers.get("location");
        if (created.status === 201 && where) {
          await save({ url: uploadAddress(options.endpoint, where), offset: 0 });
          ask = false;
          continue;
        }
        if (refusedStatus(created.status)) throw new UploadRefused(created.status, created.message);
        throw new UploadInterrupted(`The server could not start the upload (${created.status}).`);
      }
      if (ask) {
        const head = await request(doFetch, state.url, { method: "HEAD", headers: tus }, timeoutMs);
        if (head.status === 404 || head.status === 410) {
          await save(undefined); // gone (abandoned and removed): this file starts again
          continue;
        }
        const offset = offsetOf(head);
        if (head.status >= 200 && head.status < 300 && offset !== undefined) {
          if (offset !== state.offset) await save({ url: state.url, offset });
          ask = false;
        } else if (refusedStatus(head.status)) throw new UploadRefused(head.status, head.message);
        else throw new UploadInterrupted(`The server could not say where the upload stands (${head.status}).`);
      }
      if (state.offset >= size) return state;

      const from = state.offset;
      const patched = await request(
        doFetch,
        state.url,
        {
          method: "PATCH",
          headers: { ...tus, "Upload-Offset": String(from), "Content-Type": "application/offset+octet-stream" },
          body: file.blob.slice(from, Math.min(size, from + piece)),
        },
        timeoutMs,
      );
      const offset = offsetOf(patched);
      if (patched.status >= 200 && patched.status < 300) {
        if (offset === undefined || offset <= from) ask = true;
        else await save({ url: state.url, offset: Math.min(offset, size) });
        if (++clean >= CLEAN_PIECES_TO_GROW) {
          piece = Math.min(maxPiece, piece * 2);
          clean = 0;
        }
        conflicts = 0;
      } else if (patched.status === 404 || patched.status === 410) {
        await save(undefined);
      } else if (patched.status === 409 || patched.status === 423) {
        // the server holds another offset (a piece that half arrived, then the browser's resent copy of it) or still
        // finishes a dropped request: the link drops, so small pieces from here
        piece = Math.min(piece, DROPPED_PIECE_BYTES);
        clean = 0;
        if (++conflicts > CONFLICTS_PER_ATTEMPT) throw new UploadInterrupted("The server kept refusing the piece's offset.");
        if (patched.status === 409 && offset !== undefined) await save({ url: state.url, offset: Math.min(offset, size) });
        else ask = true;
        await wait(200 * conflicts);
      } else if (refusedStatus(patched.status)) throw new UploadRefused(patched.status, patched.message);
      else throw new UploadInterrupted(`The server could not take the piece (${patched.status}).`);
    } catch (err) {
      if (!(err instanceof UploadInterrupted)) throw err;
      clean = 0;
      if (err.message.startsWith("No answer")) piece = Math.max(MIN_PIECE_BYTES, Math.floor(piece / 2));
      else piece = Math.min(piece, DROPPED_PIECE_BYTES);
      // a drop after progress: ask where the server is and go on at once; a drop with none since the last one: later
      const at = state?.offset ?? 0;
      if (at > failedAt) {
        failedAt = at;
        ask = state !== undefined;
        continue;
      }
      throw err;
    }
  }
}
