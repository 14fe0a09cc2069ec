import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  messageId: string;
  from: string;
  replyTo?: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

/** Where mail goes: SMTP in production, `.eml` files when no SMTP_URL is set. */
export interface MailTransport {
  readonly name: string;
  /** Delivers the message; an aborted `signal` gives up on it (shutdown). */
  send(message: MailMessage, signal?: AbortSignal): Promise<void>;
  close(): void;
}

const toNodemailer = (m: MailMessage) => ({
  messageId: m.messageId,
  from: m.from,
  replyTo: m.replyTo,
  to: m.to,
  cc: m.cc,
  bcc: m.bcc,
  subject: m.subject,
  text: m.text,
  html: m.html,
  attachments: m.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
});

/**
 * A pool of up to `connections` SMTP connections, each reused for many messages. A server that stalls for a
 * minute fails the delivery (retried later); the row's lease is renewed meanwhile, so no other instance takes it.
 */
export class SmtpTransport implements MailTransport {
  readonly name = "smtp";
  private readonly transporter;
  constructor(url: string, connections = 1) {
    this.transporter = nodemailer.createTransport({
      url,
      pool: true,
      maxConnections: connections,
      maxMessages: 1000,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    });
  }
  async send(message: MailMessage, signal?: AbortSignal) {
    await this.transporter.sendMail({ ...toNodemailer(message), signal });
  }
  close() {
    this.transporter.close();
  }
}

/** Writes each message as `<dir>/<message id>.eml`: the same message written twice is one file. */
export class EmlFileTransport implements MailTransport {
  readonly name = "eml-files";
  private readonly transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  constructor(private readonly dir: string) {}
  async send(message: MailMessage) {
    const info = await this.transporter.sendMail({ ...toNodemailer(message), bcc: message.bcc });
    await mkdir(this.dir, { recursive: true });
    const file = join(this.dir, `${message.messageId.replace(/[^A-Za-z0-9._-]/g, "_")}.eml`);
    await writeFile(`${file}.tmp`, info.message as Buffer);
    await rename(`${file}.tmp`, file);
  }
  close() {}
}
