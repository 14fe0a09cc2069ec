/*
 * Giving up on a network that says nothing. A captive or saturated link accepts connections and never answers: a
 * request sent into it neither fails nor arrives, and whatever waits for it waits for ever. A request here gives up
 * only when NOTHING has arrived for a while: not its headers, not a piece of its body, and nothing for any other
 * request either (a read queued behind a long download on a slow link is waiting its turn, not lost). Once bytes
 * flow, it is left to finish. No DOM: the service worker uses it too (web/src/sw.ts), and it runs under Node in tests.
 */

/** How long the page's reads wait with nothing arriving before they give up (web/src/lib/api.ts). */
export const READ_SILENCE_MS = 4000;

/** What a request that gave up on a silent network fails with. */
export class NetworkSilentError extends Error {
  constructor(readonly silentForMs: number) {
    super(`Nothing arrived from the network for ${Math.round(silentForMs / 1000)} s`);
    this.name = "NetworkSilentError";
  }
}

export const isNetworkSilentError = (e: unknown): e is NetworkSilentError =>
  e instanceof NetworkSilentError || (e instanceof Error && e.name === "NetworkSilentError");

/** When anything last arrived from the network, shared by the requests of one page (or one service worker). */
export interface NetworkClock {
  /** Something arrived: a response's headers or a piece of a body. */
  heard(): void;
  lastHeard(): number;
  now(): number;
}

export function networkClock(now: () => number = Date.now): NetworkClock {
  let last = Number.NEGATIVE_INFINITY;
  return {
    heard: () => {
      last = now();
    },
    lastHeard: () => last,
    now,
  };
}

export interface SilenceWatch {
  /** Aborted (with a NetworkSilentError) once nothing has arrived for the watch's time, or when `outer` aborts. */
  signal: AbortSignal;
  /** This request heard something: the wait starts again. */
  heard(): void;
  /** The request is over: no more waiting. */
  stop(): void;
}

/**
 * Watches one request: its signal aborts once neither it nor any request on `clock` has heard anything for
 * `silenceMs` since it started.
 */
export function watchSilence(silenceMs: number, clock: NetworkClock, outer?: AbortSignal | null): SilenceWatch {
  const controller = new AbortController();
  let own = clock.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    outer?.removeEventListener("abort", onOuter);
  };
  const onOuter = () => {
    stop();
    controller.abort(outer?.reason);
  };
  const check = () => {
    const quiet = clock.now() - Math.max(own, clock.lastHeard());
    if (quiet >= silenceMs) {
      stop();
      controller.abort(new NetworkSilentError(quiet));
    } else timer = setTimeout(check, silenceMs - quiet);
  };
  if (outer?.aborted) controller.abort(outer.reason);
  else {
    outer?.addEventListener("abort", onOuter, { once: true });
    timer = setTimeout(check, silenceMs);
  }
  return {
    signal: controller.signal,
    heard: () => {
      own = clock.now();
      clock.heard();
    },
    stop,
  };
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * `fetch` and the whole body read as text, giving up (rejecting with a NetworkSilentError) once nothing has arrived
 * for `silenceMs`: no headers yet, or no new piece of the body.
 */
export async function readUnlessSilent(
  url: string,
  init: RequestInit,
  { silenceMs, clock, fetch: send = (u, i) => fetch(u, i) }: { silenceMs: number; clock: NetworkClock; fetch?: Fetch },
): Promise<{ res: Response; text: string }> {
  const watch = watchSilence(silenceMs, clock, init.signal);
  try {
    const res = await send(url, { ...init, signal: watch.signal });
    watch.heard();
    let text = "";
    const reader = res.body?.getReader();
    if (reader) {
      const decoder = new TextDecoder();
      for (let piece = await reader.read(); !piece.done; piece = await reader.read()) {
        watch.heard();
        text += decoder.decode(piece.value, { stream: true });
      }
      text += decoder.decode();
    }
    return { res, text };
  } catch (e) {
    throw isNetworkSilentError(watch.signal.reason) ? watch.signal.reason : e;
  } finally {
    watch.stop();
  }
}
