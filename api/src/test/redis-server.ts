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

const pong = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => done(data.toString().startsWith("+PONG")));
  });

/** On a free port, or on `port` (one a test reserved, to start Redis there later than the API). */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  port ??= await freePort();
  let child: ChildProcess | null = null;
  let output = "";

  const up = async () => {
    const started = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--loglevel", "warning"],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    started.stdout?.on("data", (d) => {
      output += d;
    });
    started.stderr?.on("data", (d) => {
      output += d;
    });
    child = started;
    const launch: { error?: Error } = {};
    started.once("error", (err) => {
      launch.error = err;
    });
    for (const end = Date.now() + 20_000; Date.now() < end; await sleep(50)) {
      if (started.exitCode !== null) throw new Error(`redis-server exited (${started.exitCode}):\n${output}`);
      if (launch.error) throw new Error(`redis-server could not be started (is it installed?): ${launch.error.message}`);
      if (await pong(port)) return;
    }
    throw new Error(`redis-server did not answer on ${port}:\n${output}`);
  };
  const down = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((r) => running.once("exit", r));
    running.kill("SIGKILL");
    await exited;
  };

  await up();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    down,
    pause: () => child?.kill("SIGSTOP"),
    resume: () => child?.kill("SIGCONT"),
    up,
    close: down,
  };
}
