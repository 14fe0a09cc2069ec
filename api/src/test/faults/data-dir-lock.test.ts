import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApi, freePort, ROOT, sleep } from "../api-process";
import { TEST_DATABASE_URL } from "../helper";

/**
 * Fault: the embedded database's DATA_DIR lock as containers meet it, on the production build (compiled here, run
 * as `node server.js`). A server killed with SIGKILL and started again in a new pid namespace (`unshare -pf
 * --mount-proc`: it is pid 1 again, as in a restarted container), then with another host name (a rescheduled pod):
 * it starts each time. While one runs, a second start is refused with the message naming it; two starts at the same
 * moment on the lock a killed server left: exactly one runs, the other is refused.
 */
const SKIP = TEST_DATABASE_URL ? "it is the embedded database's: the run without TEST_DATABASE_URL has it" : "";

/** Why pid and UTS namespaces cannot be made here (not root, a container that forbids it), or "". */
function unshareProblem(): string {
  if (SKIP) return SKIP;
  const probe = spawnSync("unshare", ["-p", "-f", "-u", "--mount-proc", "true"], { encoding: "utf8" });
  if (probe.error) return `unshare is not available (${probe.error.message})`;
  return probe.status === 0 ? "" : `unshare -pfu --mount-proc is not allowed here (${probe.stderr.trim() || probe.status})`;
}
const NO_UNSHARE = unshareProblem();

const build = join(ROOT, "api", ".tmp", `data-dir-lock-${randomBytes(4).toString("hex")}`);
const dataDir = mkdtempSync(join(tmpdir(), "hpm-lock-fault-"));
const lockFile = join(dataDir, "db", "db.lock");
const started: { child: ChildProcess; inNamespace: boolean }[] = [];

beforeAll(async () => {
  if (SKIP) return;
  await buildApi(build);
  mkdirSync(join(dataDir, "web"), { recursive: true });
  writeFileSync(join(dataDir, "web", "index.html"), '<!doctype html><html><body><div id="root"></div></body></html>');
}, 240_000);

afterAll(async () => {
  for (const { child, inNamespace } of started)
    if (child.exitCode === null && child.signalCode === null) await stop(child, inNamespace).catch(() => child.kill("SIGKILL"));
  rmSync(build, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

interface Server {
  child: ChildProcess;
  base: string;
  output(): string;
  exited: Promise<number | null>;
}

/** `node server.js` in production, behind `prefix` (e.g. unshare), on DATA_DIR. */
async function launch(prefix: string[] = []): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const argv = [...prefix, process.execPath, join(build, "server.js")];
  const child = spawn(argv[0] as string, argv.slice(1), {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      SESSION_SECRET: "data-dir-lock-fault-test-secret-0123456789",
      ALLOW_DEV_IDP: "1",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, "web"),
      PRERENDER: "false",
      SEED_DEMO: "false",
      MAIL_WORKER: "false",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push({ child, inNamespace: prefix[0] === "unshare" });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, base, output: () => output, exited };
}

/** "up" once /api/health answers 200, "exited" if the process ends first. */
async function outcome(server: Server): Promise<"up" | "exited"> {
  let gone = false;
  void server.exited.then(() => {
    gone = true;
  });
  for (const end = Date.now() + 180_000; Date.now() < end; await sleep(200)) {
    if (gone) return "exited";
    const ok = await fetch(`${server.base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return "up";
  }
  throw new Error(`the server neither started nor exited:\n${server.output()}`);
}

async function up(server: Server) {
  if ((await outcome(server)) !== "up") throw new Error(`the server did not start (${await server.exited}):\n${server.output()}`);
}

/** The process `pid` started (unshare's child in the new namespace: the server itself). */
function childOf(pid: number): number {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = (() => {
      try {
        return readFileSync(`/proc/${entry}/stat`, "utf8");
      } catch {
        return "";
      }
    })();
    // pid (comm) state ppid ...: comm may hold spaces, so read after its closing parenthesis
    if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid) return Number(entry);
  }
  throw new Error(`no child of ${pid}`);
}

/** kill -9 of the server process (in a namespace: the pid 1 there, whose end ends everything in it), and wait. */
async function stop(child: ChildProcess, inNamespace = false) {
  const gone = new Promise((resolve) => child.once("exit", resolve));
  process.kill(inNamespace ? childOf(child.pid as number) : (child.pid as number), "SIGKILL");
  await gone;
}

const owner = () => JSON.parse(readFileSync(lockFile, "utf8")) as { pid: number; host: string };
const inUse = (pid: number, host: string) =>
  `The embedded database in ${join(dataDir, "db")} is in use by another process (pid ${pid} on ${host}`;

describe("the embedded database's DATA_DIR lock, on the production build", () => {
  const NEW_PID_NAMESPACE = ["unshare", "-p", "-f", "--mount-proc"];
  // a new UTS namespace too, named as a pod rescheduled elsewhere would be
  const ANOTHER_HOST = ["unshare", "-p", "-f", "-u", "--mount-proc", "sh", "-c", 'hostname "$0" && exec "$@"', "rescheduled-pod"];

  it.skipIf(NO_UNSHARE)(
    `starts again after kill -9 as pid 1 of a new pid namespace, and with another host name${NO_UNSHARE ? ` (skipped: ${NO_UNSHARE})` : ""}`,
    async () => {
      const first = await launch(NEW_PID_NAMESPACE);
      await up(first);
      expect(owner()).toMatchObject({ pid: 1, host: hostname() });
      await stop(first.child, true);

      // a container restarted: the same pid 1, the same host name, the lock file saying so
      const again = await launch(NEW_PID_NAMESPACE);
      await up(again);
      await stop(again.child, true);

      const moved = await launch(ANOTHER_HOST);
      await up(moved);
      expect(owner()).toMatchObject({ pid: 1, host: "rescheduled-pod" });

      // and while it runs, another start is refused, told which process holds the database
      const second = await launch();
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(inUse(1, "rescheduled-pod"));
      await stop(moved.child, true);
    },
    600_000,
  );

  it.skipIf(SKIP)(
    `refuses a second start while one runs; of two simultaneous starts on a killed server's lock exactly one runs${SKIP ? ` (skipped: ${SKIP})` : ""}`,
    async () => {
      const holder = await launch();
      await up(holder);
      const refused = await launch();
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain(inUse(holder.child.pid as number, hostname()));
      await stop(holder.child);

      const pair = [await launch(), await launch()];
      const outcomes = await Promise.all(pair.map(outcome));
      expect([...outcomes].sort()).toEqual(["exited", "up"]);
      const winner = pair[outcomes.indexOf("up")] as Server;
      const loser = pair[outcomes.indexOf("exited")] as Server;
      expect(await loser.exited).toBe(1);
      expect(loser.output()).toContain(inUse(winner.child.pid as number, hostname()));
      expect((await fetch(`${winner.base}/api/health/ready`)).status).toBe(200);
      await stop(winner.child);
    },
    600_000,
  );
});
