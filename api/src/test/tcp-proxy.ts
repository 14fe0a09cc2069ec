import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy a test controls, to cut the way to a server (PostgreSQL): `cut()` resets every connection and
 * stops listening (new connections are refused), `restore()` listens again on the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const track = (s: Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
    s.on("error", () => s.destroy());
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const srv = createServer((client) => {
        const upstream = connect(target.port, target.host);
        track(client);
        track(upstream);
        client.pipe(upstream);
        upstream.pipe(client);
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
      });
      srv.once("error", reject);
      srv.listen(port, "127.0.0.1", () => {
        port = (srv.address() as { port: number }).port;
        server = srv;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    async cut() {
      const srv = server;
      server = undefined;
      const closed = new Promise<void>((resolve) => (srv ? srv.close(() => resolve()) : resolve()));
      for (const s of sockets) s.resetAndDestroy();
      await closed;
    },
    restore: listen,
    close() {
      return this.cut();
    },
  };
}
