import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { accepts, freePort, ROOT, sleep } from "../api-process";
import { createThrowawayDatabase, TEST_DATABASE_URL } from "../helper";

/**
 * Fault: a rolling deploy's SIGTERM under load, on the production build (`node api/dist/server.js`, compiled first
 * when the sources are newer). 50 clients on kept-alive connections send pages (`GET /360/faq`) and POSTs (a content
 * read, page views) without pause. The load balancer in front polls readiness every 200 ms and, half a second after
 * it first answers 503, sends no new connection to this instance (kube-proxy and most balancers move only new
 * connections; requests on connections already open keep arriving). Expected: readiness 503 from the signal on, every
 * request answered while the server keeps serving for SHUTDOWN_DELAY_MS, each answer closing its connection, no
 * connection reset, every POST answered or never sent, and exit 0 within SHUTDOWN_DELAY_MS + 10 s.
 */
const CLIENTS = 50;
const DELAY_MS = 6_000;
const PROBE_EVERY_MS = 200;
const BALANCER_LAG_MS = 500;

const dataDir = mkdtempSync(join(tmpdir(), "hpm-sigterm-"));
const database = TEST_DATABASE_URL ? await createThrowawayDatabase(TEST_DATABASE_URL) : undefined;
let server: ChildProcess | undefined;

afterAll(async () => {
  if (server?.pid && server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** api/dist/server.js as `npm run build` makes it, made again if a source is newer. */
function productionBuild(): string {
  const built = join(ROOT, "api/dist/server.js");
  const sources = ["api/src", "contracts/src", "migrations/src"].map((d) => newestSource(join(ROOT, d)));
  if (!existsSync(built) || Math.max(...sources) > statSync(built).mtimeMs) {
    const build = spawnSync(process.execPath, ["scripts/build-api.mjs"], { cwd: ROOT, encoding: "utf8" });
    if (build.status !== 0) throw new Error(`the API build failed:\n${build.stdout}${build.stderr}`);
  }
  return built;
}

/** The site's build when there is one (`npm run build`), else a shell and a small renderer standing in for it. */
function webBuild(): string {
  const web = join(ROOT, "web/dist");
  if (existsSync(join(web, "index.html")) && existsSync(join(ROOT, "web/dist-server/entry-server.js"))) return web;
  mkdirSync(join(dataDir, "site/dist"), { recursive: true });
  mkdirSync(join(dataDir, "site/dist-server"));
  writeFileSync(
    join(dataDir, "site/dist/index.html"),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dataDir, "site/dist-server/entry-server.js"),
    'export function configureServer() {} export async function render(url) { return { html: "<main>" + url + "</main>", head: "", state: {} }; }',
  );
  return join(dataDir, "site/dist");
}

/** The balancer in front: once it has taken this instance `out`, no new connection goes to it (only kept-alive ones). */
const balancer = { out: false };
const hasFreeConnection = (agent: http.Agent) => Object.values(agent.freeSockets).some((list) => (list?.length ?? 0) > 0);

type Outcome =
  | { kind: "answered"; status: number; closes: boolean; sentAt: number }
  | { kind: "rerouted" | "refused" | "reset"; error: string; sentAt: number };

function send(agent: http.Agent, port: number, method: "GET" | "POST", path: string, body?: object): Promise<Outcome> {
  const sentAt = Date.now();
  // a request on a kept-alive connection still comes here; one that needs a new connection goes elsewhere
  if (balancer.out && !hasFreeConnection(agent))
    return Promise.resolve({ kind: "rerouted", error: "taken out of the pool", sentAt });
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve) => {
    const failed = (err: NodeJS.ErrnoException) =>
      resolve({
        kind: err.code === "ECONNREFUSED" ? "refused" : "reset",
        error: `${err.code ?? ""} ${err.message}`,
        sentAt,
      });
    const req = http.request({
      host: "127.0.0.1",
      port,
      agent,
      method,
      path,
      headers: payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {},
    });
    req.once("error", failed);
    req.once("response", (res) => {
      res.once("error", failed);
      res.once("end", () =>
        resolve({ kind: "answered", status: res.statusCode ?? 0, closes: res.headers.connection === "close", sentAt }),
      );
      res.resume();
    });
    req.end(payload);
  });
}

/** The readiness probe's answer, or null when there was none (the port closed). */
const readiness = (port: number) =>
  new Promise<{ status: number; draining?: boolean } | null>((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/api/health/ready", agent: false, timeout: 5_000 }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c) => {
        body += c;
      });
      res.once("error", () => resolve(null));
      res.once("end", () => {
        try {
          const draining = (JSON.parse(body) as { result?: { draining?: boolean } }).result?.draining;
          resolve({ status: res.statusCode ?? 0, draining });
        } catch {
          resolve({ status: res.statusCode ?? 0 });
        }
      });
    });
    req.once("timeout", () => req.destroy());
    req.once("error", () => resolve(null));
  });

it(`answers every request of ${CLIENTS} kept-alive clients through SIGTERM, resets none, and exits 0`, async () => {
  const entry = productionBuild();
  const port = await freePort();
  let output = "";
  server = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      SESSION_SECRET: "sigterm-fault-test-session-secret-0123456789",
      ALLOW_DEV_IDP: "1",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      WEB_DIST: webBuild(),
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "1000000",
      SHUTDOWN_DELAY_MS: String(DELAY_MS),
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const child = server;
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<{ code: number | null; signal: string | null; at: number }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (let ready = false, end = Date.now() + 120_000; !ready; await sleep(200)) {
    if (gone || child.exitCode !== null) throw new Error(`the server exited at start-up:\n${output}`);
    if (Date.now() > end) throw new Error(`the server did not become ready:\n${output}`);
    ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`)
      .then((r) => r.ok)
      .catch(() => false);
  }

  const agent = new http.Agent({ keepAlive: true });
  const outcomes: { method: string; path: string; outcome: Outcome }[] = [];
  const client = async (n: number) => {
    for (let i = 0; !gone; i++) {
      const [method, path, body] =
        n % 2 === 0
          ? (["GET", "/360/faq"] as const)
          : i % 2 === 0
            ? (["POST", "/api/cms/get-page-content-list", { pageName: "FAQ", client: "mwfbi" }] as const)
            : (["POST", "/api/page-views", { paths: ["/360/faq"] }] as const);
      const outcome = await send(agent, port, method, path, body);
      outcomes.push({ method, path, outcome });
      if (outcome.kind !== "answered") await sleep(25); // the next request would go to another instance
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));

  // the balancer's readiness probe, on a connection of its own each time
  const probes: { at: number; status: number; draining?: boolean }[] = [];
  let firstNotReady = 0;
  const probing = (async () => {
    while (!gone) {
      const answer = await readiness(port);
      if (answer) probes.push({ at: Date.now(), ...answer });
      if (answer?.status === 503 && !firstNotReady) {
        firstNotReady = Date.now();
        setTimeout(() => {
          balancer.out = true;
        }, BALANCER_LAG_MS);
      }
      await sleep(PROBE_EVERY_MS);
    }
  })();

  await sleep(2_000); // under load
  const signalled = Date.now();
  child.kill("SIGTERM");
  const exit = await exited;
  await Promise.all([...clients, probing]);
  agent.destroy();

  // (a request sent once readiness answered 503 reached the server after it started draining)
  const draining = outcomes.filter((o) => o.outcome.sentAt >= firstNotReady);
  const count = (kind: Outcome["kind"], list = outcomes) => list.filter((o) => o.outcome.kind === kind).length;
  const summary = {
    requests: outcomes.length,
    answeredWhileDraining: count("answered", draining),
    rerouted: count("rerouted"),
    refused: count("refused"),
    resets: count("reset"),
  };
  if (process.env.FAULT_TRACE) console.info(summary, `exit after ${exit.at - signalled} ms`);
  const resets = outcomes.filter((o) => o.outcome.kind === "reset").slice(0, 5);
  expect(summary.resets, `${JSON.stringify(summary)} ${JSON.stringify(resets)}\n${output}`).toBe(0);
  // every POST was answered, or never sent (the balancer sent it elsewhere, or the port refused the connection)
  expect(outcomes.filter((o) => o.method === "POST" && o.outcome.kind === "reset")).toEqual([]);
  // answered, all of them: no request failed or was turned away while the server drained
  const answers = outcomes.flatMap((o) => (o.outcome.kind === "answered" ? [{ ...o, ...o.outcome }] : []));
  expect(answers.filter((a) => a.status !== 200).map((a) => `${a.method} ${a.path} ${a.status}`)).toEqual([]);
  // readiness: 200 before the signal, 503 (draining) from the first 503 on, soon after the signal
  expect(firstNotReady).toBeGreaterThan(signalled);
  expect(firstNotReady - signalled).toBeLessThan(DELAY_MS);
  expect(probes.filter((p) => p.at < signalled).every((p) => p.status === 200)).toBe(true);
  expect(probes.filter((p) => p.at >= firstNotReady).every((p) => p.status === 503 && p.draining === true)).toBe(true);
  // it kept serving while draining, each answer closing its connection
  expect(summary.answeredWhileDraining).toBeGreaterThan(0);
  expect(answers.filter((a) => a.sentAt >= firstNotReady && !a.closes)).toEqual([]);
  // exit 0, within the delay and 10 s
  expect({ code: exit.code, signal: exit.signal }, output).toEqual({ code: 0, signal: null });
  expect(exit.at - signalled).toBeGreaterThanOrEqual(DELAY_MS);
  expect(exit.at - signalled).toBeLessThan(DELAY_MS + 10_000);
  expect(await accepts(port)).toBe(false);
}, 240_000);
