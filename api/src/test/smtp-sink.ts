import type { AddressInfo } from "node:net";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  raw: Buffer;
  parsed: Email;
}

/**
 * A real SMTP server for tests (smtp-server): it receives what the API's nodemailer transport sends.
 * `refuseNext(n)` makes it answer the next n messages with a temporary failure (451).
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  let refuse = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        if (refuse > 0) {
          refuse--;
          refused++;
          const err = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
          return callback(err);
        }
        const raw = Buffer.concat(chunks);
        const parsed = await PostalMime.parse(raw);
        received.push({
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
          },
          raw,
          parsed,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refused() {
      return refused;
    },
    refuseNext(n: number) {
      refuse = n;
    },
    clear() {
      received.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
