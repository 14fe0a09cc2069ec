import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { accepts, freePort, sleep } from "./test/api-process";
import { createThrowawayDatabase, TEST_DATABASE_URL } from "./test/helper";
import { queueMails } from "./test/mail-rows";
import { startSmtpSink } from "./test/smtp-sink";

// SIGTERM to a real server process (as a container runtime sends it), with a request in flight and a
// long mail queue against a slow SMTP server.

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const QUEUED = 1000;
/** SIGTERM's delay before the port closes (faults/sigterm.test.ts covers what happens during it). */
const SHUTDOWN_DELAY_MS = 1_000;
const sink = await startSmtpSink();
const database = TEST_DATABASE_URL ? await createThrowawayDatabase(TEST_DATABASE_URL) : undefined;
const dirs: string[] = [];
const children: ChildProcess[] = [];

afterAll(async () => {
  // each child leads its own process group: a server a launcher failed to stop is in it too
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {}
  }
  await sink.close();
  await database?.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

function environment(dataDir: string, port: number): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith("VITEST")) env[k] = v;
  return {
    ...env,
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? "",
    WEB_DIST: join(dataDir, "no-web"),
    PRERENDER: "false",
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    SMTP_URL: sink.url,
    MAIL_POLL_MS: "50",
    MAIL_CONCURRENCY: "4",
    SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
  };
}

function start(args: string[], env: Record<string, string>, command = process.execPath) {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (c) => {
    output += c;
  });
  child.stderr?.on("data", (c) => {
    output += c;
  });
  const exited = new Promise<{ code: number | null; signal: string | null; at: number }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return { child, exited, output: () => output };
}

async function healthy(port: number) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** A POST whose body arrives in two halves: the request is in flight until `finish()` sends the rest. */
function slowRequest(port: number, agent: http.Agent) {
  const body = Buffer.from(JSON.stringify({ pageName: "360_Home", client: "mwfbi" }));
  const half = Math.floor(body.length / 2);
  let answer: Promise<{ status: number; body: string }> = Promise.resolve({ status: 0, body: "" });
  const req = http.request({
    host: "127.0.0.1",
    port,
    agent,
    method: "POST",
    path: "/api/cms/get-page-content-list",
    headers: { "content-type": "application/json", "content-length": String(body.length) },
  });
  answer = new Promise((resolve, reject) => {
    req.once("error", reject);
    req.once("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c) => {
        text += c;
      });
      res.once("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.once("error", reject);
    });
  });
  req.write(body.subarray(0, half));
  return {
    answer,
    finish: () => req.end(body.subarray(half)),
  };
}

it("finishes the request in flight, stops mail between messages, gives its leases back and exits 0 within the delay and 10 s", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "hpm-shutdown-"));
  dirs.push(dataDir);
  const port = await freePort();
  const env = environment(dataDir, port);

  // a long queue: at 4 in flight and 100 ms a message it would take 25 s to send
  const setup = await buildApp(loadConfig({ ...env, MAIL_WORKER: "false", LOG_LEVEL: "silent" }));
  await setup.ready();
  const queued = await queueMails(setup.db, QUEUED);
  await setup.close();
  sink.delayMs = 100;

  const server = start(["--import", "tsx", "api/src/server.ts"], env);
  await until("the server to answer", () => healthy(port), 150_000);
  await until("the first mails", () => sink.received.length >= 8, 60_000);

  const agent = new http.Agent({ keepAlive: true });
  const slow = slowRequest(port, agent);
  await sleep(300); // the server has the request's head: it is in flight
  const signalled = Date.now();
  server.child.kill("SIGTERM");

  // it stops taking connections, after the delay, while the request is still open
  await until("the port to close", async () => !(await accepts(port)), SHUTDOWN_DELAY_MS + 5_000);
  await sleep(500);
  slow.finish();
  const answer = await slow.answer;
  expect(answer.status, answer.body).toBe(200);
  expect(JSON.parse(answer.body)).toMatchObject({ status: true });
  agent.destroy();

  const exit = await server.exited;
  expect({ code: exit.code, signal: exit.signal }, server.output()).toEqual({ code: 0, signal: null });
  expect(exit.at - signalled).toBeLessThan(SHUTDOWN_DELAY_MS + 10_000);
  expect(await accepts(port)).toBe(false);

  // the database after the process is gone
  const after = await buildApp(loadConfig({ ...env, MAIL_WORKER: "false", LOG_LEVEL: "silent" }));
  await after.ready();
  try {
    const rows = await after.db.selectFrom("mailOutbox").select(["messageId", "status", "nextAttemptAt"]).execute();
    const sent = rows.filter((r) => r.status === "sent").map((r) => r.messageId);
    const pending = rows.filter((r) => r.status === "pending");
    expect(rows.filter((r) => r.status === "sending")).toEqual([]); // every lease given back
    expect(sent.length).toBeGreaterThan(0);
    expect(pending.length).toBeGreaterThan(QUEUED / 2); // it stopped between messages, not after the queue
    expect(sent.length + pending.length).toBe(QUEUED);
    expect(pending.every((r) => r.nextAttemptAt.getTime() <= Date.now())).toBe(true); // due again at once
    // what the SMTP server accepted is exactly what is marked sent, each once
    const received = sink.received.map((m) => m.parsed.messageId);
    expect(received).toHaveLength(sent.length);
    expect(new Set(received)).toEqual(new Set(sent));
    expect(new Set(sent).size).toBe(sent.length);
    expect(queued).toHaveLength(QUEUED);
  } finally {
    await after.close();
    sink.delayMs = 0;
    sink.clear();
  }
}, 300_000);

it.each([
  ["node scripts/start.mjs", process.execPath, ["scripts/start.mjs"]],
  ["npm start", "npm", ["start"]],
])(
  "`%s` passes SIGTERM to the server and exits with it",
  async (_what, command, args) => {
    const dataDir = mkdtempSync(join(tmpdir(), "hpm-start-"));
    dirs.push(dataDir);
    const port = await freePort();
    const launcher = start(args, { ...environment(dataDir, port), SKIP_BUILD: "1" }, command);
    await until("the server to answer", () => healthy(port), 150_000);
    const signalled = Date.now();
    launcher.child.kill("SIGTERM");
    const exit = await launcher.exited;
    expect({ code: exit.code, signal: exit.signal }, launcher.output()).toEqual({ code: 0, signal: null });
    expect(exit.at - signalled).toBeLessThan(SHUTDOWN_DELAY_MS + 10_000);
    expect(await accepts(port)).toBe(false); // the server is gone, not orphaned
  },
  300_000,
);
