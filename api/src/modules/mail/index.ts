import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config";
import { EmlFileTransport, SmtpTransport } from "./mail.transport";
import { createMailWorker, type MailWorker } from "./mail.worker";
import { createMailOutboxService, type MailOutboxService } from "./mail-outbox.service";

declare module "fastify" {
  interface FastifyInstance {
    /** The queue of outgoing e-mails: the submissions module writes to it, the inbox reads and requeues. */
    mailOutbox: MailOutboxService;
    /** The worker that sends the queued e-mails. */
    mail: MailWorker;
  }
}

/** Every `pollMs` once the server is ready (MAIL_WORKER), a pass over what is due; on close the worker stops. */
function runWorker(app: FastifyInstance, worker: MailWorker, mail: Config["mail"]) {
  let timer: NodeJS.Timeout | undefined;
  let closing = false;
  const loop = () => {
    timer = setTimeout(async () => {
      await worker.drain().catch((err) => app.log.warn({ err: String(err) }, "mail pass failed"));
      if (!closing) loop();
    }, mail.pollMs);
    timer.unref();
  };
  if (mail.worker) app.addHook("onReady", async () => loop());
  let stopped: Promise<void> = Promise.resolve();
  // Not awaited here: the server stops listening and finishes its requests while the worker ends
  // the messages in flight; onClose (before the database closes) waits for both.
  app.addHook("preClose", async () => {
    closing = true;
    clearTimeout(timer);
    stopped = worker.stop();
  });
  app.addHook("onClose", async () => {
    await stopped;
    worker.transport.close();
  });
}

/** The mail module: the outbox and its worker, built once here. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const { mail } = config;
    const transport = mail.smtpUrl ? new SmtpTransport(mail.smtpUrl, mail.concurrency) : new EmlFileTransport(mail.dir);
    const outbox = createMailOutboxService(app.db, mail.leaseSeconds);
    app.decorate("mailOutbox", outbox);
    // A submission's files are the submissions module's: it registers after this one (it queues into the outbox),
    // and the worker asks it for a mail's attachments only when it sends.
    const attachmentsOf = (submissionId: string) => app.submissions.attachmentsOf(submissionId);
    const worker = createMailWorker(outbox, attachmentsOf, transport, {
      maxAttempts: mail.maxAttempts,
      retryBaseMs: mail.retryBaseMs,
      retryMaxMs: mail.retryMaxMs,
      concurrency: mail.concurrency,
      log: app.log,
    });
    app.decorate("mail", worker);
    if (!mail.smtpUrl) app.log.info({ dir: mail.dir }, "no SMTP_URL: e-mails are written as .eml files");
    runWorker(app, worker, mail);
  },
  { name: "mail", dependencies: ["db"] },
);
