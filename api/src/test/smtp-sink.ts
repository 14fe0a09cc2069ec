import type { AddressInfo } from "node:net";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  raw: Buffer;
  parsed: Email;
}

/** A reply the sink gives instead of accepting a message: `{ code: 550, message: "No such user" }`. */
export interface Refusal {
  code: number;
  message: string;
}

/**
 * A real SMTP server for tests (smtp-server): it receives what the API's nodemailer transport sends.
 * `refuseNext(n)` makes it answer the next n messages with a temporary failure (451); `refuseWhen`
 * decides per message (any code, 4xx or 5xx); `delayMs` makes each message take that long to accept;
 * `down()` closes the port (connections refused) and `up()` opens the same port again.
 */
export async function startSmtpSink(opts: { port?: number } = {}) {
  const received: ReceivedMail[] = [];
  let refuse = 0;
  let refused = 0;
  let refuseWhen: ((mail: { envelope: ReceivedMail["envelope"]; raw: Buffer }) => Refusal | undefined) | undefined;
  let delayMs = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let port = opts.port ?? 0;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      closeTimeout: 100,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        stream.on("end", async () => {
          if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
          inFlight--;
          const raw = Buffer.concat(chunks);
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
          };
          let refusal: Refusal | undefined;
          if (refuse > 0) {
            refuse--;
            refusal = { code: 451, message: "Mailbox busy, try again later" };
          } else refusal = refuseWhen?.({ envelope, raw });
          if (refusal) {
            refused++;
            return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          }
          received.push({ envelope, raw, parsed: await PostalMime.parse(raw) });
          callback();
        });
      },
    });

  let server: SMTPServer | null = null;
  const listen = async () => {
    const s = create();
    // a sender killed mid-message (the fault tests) resets its connection: expected here, not a failure of the sink
    s.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code !== "ECONNRESET" && err.code !== "EPIPE") throw err;
    });
    await new Promise<void>((resolve) => s.listen(port, "127.0.0.1", resolve));
    port = (s.server.address() as AddressInfo).port;
    server = s;
  };
  const close = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      if (s) s.close(() => resolve());
      else resolve();
    });
  await listen();

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refused() {
      return refused;
    },
    refuseNext(n: number) {
      refuse = n;
    },
    /** Decides for each message whether it is refused, and how; `undefined` accepts it. */
    refuseWhen(fn: typeof refuseWhen) {
      refuseWhen = fn;
    },
    /** The most messages that were being received at the same time. */
    get maxInFlight() {
      return maxInFlight;
    },
    set delayMs(ms: number) {
      delayMs = ms;
    },
    get delayMs() {
      return delayMs;
    },
    /** The mail server goes away: the port is closed, open connections are dropped. */
    down: close,
    /** ... and comes back on the same port. */
    up: listen,
    clear() {
      received.length = 0;
    },
    close,
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
