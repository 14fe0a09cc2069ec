import { type ChildProcess, spawn } from "node:child_process";
import { connect } from "node:net";
import { freePort, sleep } from "./api-process";

/**
 * A redis-server of the test's own on a free port (never the shared one), without persistence: it can be stopped
 * ("down": the connections close), paused with SIGSTOP ("hang": connections stay open, nothing answers), resumed,
 * and started again on the same port.
 */
export interface RedisServer {
  port: number;
  url: string;
  /** Kills it and waits until it is gone. */
  down(): Promise<void>;
  pause(): void;
  resume(): void;
  /** Starts it again on the same port, empty. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/** The pid of the Redis answering on `port` (INFO server), or null when none answers. */
const pidOn = (port: number) =>
  new Promise<number | null>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let reply = "";
    const done = (pid: number | null) => {
      socket.destroy();
      resolve(pid);
    };
    socket.setTimeout(1_000, () => done(null));
    socket.once("error", () => done(null));
    socket.once("connect", () => socket.write("INFO server\r\n"));
    socket.on("data", (data) => {
      reply += data;
      const pid = /process_id:(\d+)/.exec(reply)?.[1];
      if (pid) done(Number(pid));
    });
  });

/** Starts redis-server on `port`; null when it exits at once (the port taken by another process). */
async function launch(port: number, onOutput: (text: string) => void): Promise<ChildProcess | null> {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--loglevel", "warning"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const started: { error?: Error } = {};
  child.once("error", (err) => {
    started.error = err;
  });
  child.stdout?.on("data", (d) => onOutput(String(d)));
  child.stderr?.on("data", (d) => onOutput(String(d)));
  for (const end = Date.now() + 20_000; Date.now() < end; await sleep(50)) {
    if (started.error) throw new Error(`redis-server could not be started (is it installed?): ${started.error.message}`);
    if (child.exitCode !== null) return null;
    // its own answer, not that of another server already on the port
    if ((await pidOn(port)) === child.pid) return child;
  }
  child.kill("SIGKILL");
  throw new Error(`redis-server did not answer on ${port}`);
}

/** On a free port, or on `reserved` (one a test chose, to start Redis there later than the API). */
export async function startRedisServer(reserved?: number): Promise<RedisServer> {
  let output = "";
  const log = (text: string) => {
    output += text;
  };
  let port = reserved ?? (await freePort());
  let child = await launch(port, log);
  // a port found free may be taken before redis-server binds it (tests run side by side): another one then
  for (let attempt = 0; !child && reserved === undefined && attempt < 5; attempt++) {
    port = await freePort();
    child = await launch(port, log);
  }
  if (!child) throw new Error(`redis-server did not start on ${port}:\n${output}`);

  const down = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((r) => running.once("exit", r));
    running.kill("SIGKILL");
    await exited;
  };
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    down,
    pause: () => child?.kill("SIGSTOP"),
    resume: () => child?.kill("SIGCONT"),
    async up() {
      child = await launch(port, log);
      if (!child) throw new Error(`redis-server could not start again on ${port}:\n${output}`);
    },
    close: down,
  };
}
