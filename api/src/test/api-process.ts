import { type ChildProcess, spawn } from "node:child_process";
import { connect, createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Challenge } from "altcha-lib/types";
import { PNG, solvedPayload } from "./forms";

/** The real API as a process of its own (`node --import tsx api/src/server.ts`), for the fault and multi-instance tests. */
export const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Resolves true when something accepts a TCP connection on the port, false when it is refused. */
export const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

export interface ApiProcess {
  base: string;
  child: ChildProcess;
  output(): string;
  /** SIGKILL, and wait until it is gone. */
  kill(): Promise<void>;
}

/**
 * Compiles the API as `npm run build` does for production, into `outdir` (inside the repository, so its packages
 * resolve): what `startApi(..., { script: join(outdir, "server.js") })` runs.
 */
export async function buildApi(outdir: string): Promise<void> {
  const child = spawn(process.execPath, [join(ROOT, "scripts/build-api.mjs"), outdir], { cwd: ROOT, stdio: "inherit" });
  const code = await new Promise((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`the API build failed (${code})`);
}

/**
 * Starts the server on `port` with `env` (besides PATH and NODE_ENV=test) and waits until /api/health answers:
 * the sources through tsx, or a compiled `script` (buildApi).
 */
export async function startApi(port: number, env: Record<string, string>, opts: { script?: string } = {}): Promise<ApiProcess> {
  const base = `http://127.0.0.1:${port}`;
  let output = "";
  const args = opts.script ? [opts.script] : ["--import", "tsx", join(ROOT, "api/src/server.ts")];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: "test", HOST: "127.0.0.1", PORT: String(port), PUBLIC_URL: base, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const api: ApiProcess = {
    base,
    child,
    output: () => output,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGKILL");
      await exited;
    },
  };
  for (const end = Date.now() + 120_000; Date.now() < end; await sleep(100)) {
    if (child.exitCode !== null) throw new Error(`the server exited at start-up (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return api;
  }
  await api.kill();
  throw new Error(`the server did not start:\n${output}`);
}

export type Field = {
  ID: number;
  FieldInputType: string;
  FieldType: string;
  FieldLabel: string;
  FieldValue: string[];
  ValidationType: string;
};

export const formFields = async (base: string, page: string) =>
  ((await (await fetch(`${base}/api/cms/form?pageName=${page}`)).json()) as { result: Field[] }).result;

/** Answers a form's fields as a careful visitor would (the `body` of a submission). */
export function answersFor(fields: Field[], n: number) {
  const value = (f: Field): string | string[] => {
    if (f.FieldType === "Multi-Value") return f.FieldValue.slice(0, 1);
    if (f.FieldValue.length) return f.FieldValue[0] as string;
    if (f.FieldInputType === "Date") return "2026-11-01";
    return (
      { "Only Text": "Pat Rancher", Email: "pat@example.com", Phone: "(406) 555-0100", Zip: "59011", "Only Number": "640" }[
        f.ValidationType
      ] ?? `burst report ${n}`
    );
  };
  return fields.filter((f) => f.FieldInputType !== "FileUpload").map((f) => ({ id: f.ID, label: f.FieldLabel, value: value(f) }));
}

/** A proof of work from `base`, solved as the browser does, in the form the submit routes take. */
export async function solvedAltcha(base: string, headers: Record<string, string> = {}): Promise<string> {
  return solvedPayload((await (await fetch(`${base}/api/altcha/challenge`, { headers })).json()) as Challenge);
}

export interface Submission {
  key: string;
  url: string;
  fields: Record<string, string>;
  file?: { field: string };
  ids: string[];
  acked: boolean;
}

/**
 * One send as the web outbox makes it (an Idempotency-Key, a fresh proof of work); true when the server's answer
 * (a 2xx) arrived. A refusal other than 5xx/429 fails the test; a dead connection is "send it again later".
 */
export async function sendSubmission(base: string, s: Submission, headers: Record<string, string> = {}): Promise<boolean> {
  try {
    const form = new FormData();
    for (const [k, v] of Object.entries(s.fields)) form.append(k, v);
    form.append("altcha", await solvedAltcha(base, headers));
    if (s.file) form.append(s.file.field, new Blob([new Uint8Array(PNG)], { type: "image/png" }), "tyre.png");
    const res = await fetch(`${base}${s.url}`, {
      method: "POST",
      headers: { ...headers, "idempotency-key": s.key, accept: "application/json" },
      body: form,
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await res.json().catch(() => null)) as { result?: { id: string } } | null;
    if (res.status >= 200 && res.status < 300 && body?.result?.id) {
      s.ids.push(body.result.id);
      s.acked = true;
      return true;
    }
    if (res.status < 500 && res.status !== 429) throw new Error(`refused ${res.status}: ${JSON.stringify(body)}`);
    return false;
  } catch (err) {
    if (err instanceof Error && err.message.startsWith("refused")) throw err;
    return false; // the connection died with the server, or it was down: the outbox sends it again
  }
}

/** Signs an editor in on a running instance as the browser would (a nonce, the development provider's token, the
 * exchange) from client address `ip`; the session cookie, ready for a `cookie` header. */
export async function signInOverHttp(base: string, ip: string, email = "editor1@example.com"): Promise<string> {
  const from = { "x-forwarded-for": ip };
  const started = await fetch(`${base}/api/auth/nonce`, { method: "POST", headers: from });
  const { nonce } = ((await started.json()) as { result: { nonce: string } }).result;
  const nonceCookie = started.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  const headers = { "content-type": "application/json", ...from };
  const token = await fetch(`${base}/dev-idp/token`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, name: "Editor", nonce }),
  });
  const { idToken } = (await token.json()) as { idToken: string };
  const res = await fetch(`${base}/api/auth/authenticate`, {
    method: "POST",
    headers: { ...headers, cookie: nonceCookie },
    body: JSON.stringify({ azureToken: idToken, email, username: email }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("hpm_session="));
  if (!cookie) throw new Error("no session cookie");
  return cookie.split(";")[0] as string;
}
