import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { DataDirInUseError } from "./db/data-dir-lock";

/** Once the server stops taking connections: how long the requests in flight and the mail being sent have to finish. */
const CLOSE_MS = 10_000;
/** How long a connection accepted just before the port closed has to send its request. */
const ACCEPTED_GRACE_MS = 1_000;

const config = loadConfig();
const app = await buildApp(config, {
  fastify: {
    logger: { level: config.logLevel, transport: undefined },
    connectionTimeout: 30_000,
    requestTimeout: 60_000,
    keepAliveTimeout: 72_000,
    // a request arriving as the server closes is served (with `connection: close`), not answered 503 unread: closing
    // a connection with a request body still unread resets it, and the client never sees the 503
    return503OnClosing: false,
  },
}).catch((err: unknown) => {
  if (!(err instanceof DataDirInUseError)) throw err;
  console.error(err.message);
  process.exit(1);
});

// While the server drains, every answer closes its connection, so the client's next request goes out on a new one
// (to another instance once the load balancer has taken this one out) and never on a kept-alive connection this
// server is about to close: a request arriving on a connection as it is closed is what a client sees as a reset.
app.addHook("onSend", (_request, reply, payload, done) => {
  if (app.draining) reply.header("connection", "close");
  done(null, payload);
});

// SIGTERM (a container runtime, a rolling deploy): readiness answers 503 at once, and the server keeps serving for
// SHUTDOWN_DELAY_MS while load balancers take it out of their pools; then it stops taking connections, finishes the
// requests in flight and the mail it is sending, and exits 0. SIGINT (Ctrl+C) or a crash skips the delay; a second
// signal, or CLOSE_MS past the delay, exits 1 at once.
closeWithGrace({ delay: config.shutdownDelayMs + CLOSE_MS, logger: app.log }, async ({ signal, err }) => {
  app.draining = true;
  if (err) app.log.error({ err }, "closing after an error");
  else if (signal === "SIGTERM" && config.shutdownDelayMs > 0) {
    app.log.info({ signal, delayMs: config.shutdownDelayMs }, "draining: readiness 503, still serving");
    await sleep(config.shutdownDelayMs);
  }
  app.log.info({ signal }, "shutting down");
  await stopAccepting();
  await app.close();
});

/**
 * Stops taking connections and gives the ones just accepted a moment to deliver their request, which is then answered
 * (closing its connection). http.Server#close would also close every connection without a request under way at once,
 * and that includes one whose request is still unread in the socket: its client sees a reset.
 */
async function stopAccepting() {
  if (!app.server.listening) return;
  net.Server.prototype.close.call(app.server);
  await sleep(ACCEPTED_GRACE_MS);
}

await app.listen({ host: config.host, port: config.port });
app.log.info(`site and API on ${config.publicUrl}`);
