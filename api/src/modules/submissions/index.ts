import fp from "fastify-plugin";
import type { Config } from "../../config";
import { createAltcha, databaseSpentSolutions } from "./altcha";
import { scheduleAttachmentSweep } from "./attachment-sweep";
import resumableRoutes from "./resumable.routes";
import { createResumableUploads } from "./resumable.service";
import { createSubmissionService, type SubmissionService } from "./submission.service";
import { createFormFlows } from "./submit.forms";
import submissionRoutes from "./submit.routes";
import { createSubmitService } from "./submit.service";

declare module "fastify" {
  interface FastifyInstance {
    /** The stored submissions and their files (the inbox lists them, the mail worker attaches their files). */
    submissions: SubmissionService;
  }
}

/**
 * The submissions module: its services, built once here, the resumable uploads attachments may arrive by, the sweep
 * of orphaned attachment files and abandoned uploads, and its routes.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const submissions = createSubmissionService({ db: app.db, files: app.privateStorage, outbox: app.mailOutbox });
    app.decorate("submissions", submissions);
    // spent solutions in the database every instance shares, beside the submissions: no Redis outage can lose one
    const altcha = createAltcha(databaseSpentSolutions(app.db), config.altcha);
    const flows = createFormFlows({
      forms: app.forms,
      agents: app.agents,
      mailboxes: { office: config.mail.officeMailbox, quote: config.mail.quoteMailbox },
    });
    const uploads = createResumableUploads({
      db: app.db,
      files: app.privateStorage,
      maxAgeMs: config.resumableUploads.maxAgeMs,
    });
    const submit = createSubmitService({
      submissions,
      flows,
      files: app.privateStorage,
      mail: app.mail,
      altcha,
      uploads,
      config,
    });
    const sweep = scheduleAttachmentSweep({
      db: app.db,
      storage: app.privateStorage,
      maxAgeMs: config.attachmentSweep.orphanAgeMs,
      pieceMaxAgeMs: config.resumableUploads.maxAgeMs,
      expireUploads: uploads.sweep,
      intervalMs: config.attachmentSweep.intervalMs,
      log: app.log,
    });
    app.addHook("onReady", async () => sweep.start());
    app.addHook("preClose", async () => sweep.stop());
    await app.register(submissionRoutes, { config, altcha, submit });
    await app.register(resumableRoutes, { config, uploads });
  },
  { name: "submissions", dependencies: ["db", "storage", "mail", "forms", "agents"] },
);
