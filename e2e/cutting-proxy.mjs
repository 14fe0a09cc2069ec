import { connect, createServer } from "node:net";

/**
 * A TCP proxy in front of a server that cuts each connection once `cutAfter` bytes have gone upstream on it (a
 * link that drops mid-upload), and counts every byte it forwards upstream.
 *
 * @param {{ port: number; targetPort: number; targetHost?: string; cutAfter: number }} options  port 0: any free port
 */
export async function startCuttingProxy({ port, targetPort, targetHost = "127.0.0.1", cutAfter }) {
  let upstream = 0;
  let cuts = 0;
  let refusing = false;
  const sockets = new Set();
  const server = createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const target = connect(targetPort, targetHost);
    sockets.add(client);
    sockets.add(target);
    let sent = 0;
    const cut = () => {
      client.destroy();
      target.destroy();
    };
    client.on("data", (chunk) => {
      const room = cutAfter - sent;
      const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
      sent += part.length;
      if (process.env.DEBUG_PROXY) {
        const line = part.subarray(0, 80).toString("latin1").split("\r\n")[0];
        if (/^(GET|POST|HEAD|PATCH|PUT|DELETE) /.test(line)) console.log(`[proxy ${client.remotePort}] ${sent} ${line}`);
      }
      upstream += part.length;
      if (part.length) target.write(part);
      if (sent >= cutAfter) {
        cuts += 1;
        if (process.env.DEBUG_PROXY) console.log(`[proxy ${client.remotePort}] cut`);
        // the bytes written reach the server before the connection goes
        target.end(() => client.destroy());
        client.pause();
      }
    });
    target.on("data", (chunk) => client.write(chunk));
    client.on("error", cut);
    target.on("error", cut);
    client.on("close", () => {
      target.destroy();
      sockets.delete(client);
    });
    target.on("close", () => {
      client.destroy();
      sockets.delete(target);
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });
  const address = server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://localhost:${bound}`,
    /** Bytes forwarded to the server since the start (or the last reset). */
    upstreamBytes: () => upstream,
    cuts: () => cuts,
    reset() {
      upstream = 0;
      cuts = 0;
    },
    /** @param {boolean} value */
    setRefusing(value) {
      refusing = value;
      if (value) for (const s of sockets) s.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve(undefined));
      }),
  };
}
