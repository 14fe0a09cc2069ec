import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  DEFAULT_CLIENT,
  FORM_MESSAGES,
  IDEMPOTENCY_HEADER,
  type SubmissionKind,
} from "@hpm/contracts";
import { ContactMeBody, ErrorBody } from "@hpm/contracts/schemas";
import type { FastifyRequest } from "fastify";
import Type from "typebox";
import type { Config } from "../../config";
import { BadRequestError, PayloadTooLargeError } from "../../errors";
import { publicPostLimit } from "../../plugins/security";
import { findBadText, notTextError } from "../../plugins/text-input";
import { createAgentRepository } from "../agents/agent.repository";
import { createAgentService } from "../agents/agent.service";
import { createFormRepository } from "../forms/form.repository";
import { createFormService } from "../forms/form.service";
import { createMailOutboxService } from "../mail/mail-outbox.service";
import { createAltcha, databaseSpentSolutions } from "./altcha";
import { scheduleAttachmentSweep } from "./attachment-sweep";
import { createSubmissionService } from "./submission.service";
import { createFormFlows } from "./submit.forms";
import { createSubmitService } from "./submit.service";
import type { IncomingFile } from "./submit.types";

const KEY = /^[A-Za-z0-9-]{8,100}$/;
const CLIENT = /^[a-z0-9-]{1,40}$/;
const FILE_FIELD = /^files\.[1-9][0-9]{0,8}$/;

const SubmitResult = Type.Object({
  status: Type.Literal(true),
  message: Type.String(),
  result: Type.Object({ id: Type.String() }),
  data: Type.Object({ message: Type.String() }),
});
const errors = { 400: ErrorBody, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody, 429: ErrorBody };

function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  if (typeof raw !== "string" || !KEY.test(raw)) throw new BadRequestError("The Idempotency-Key header is not valid.");
  return raw;
}

async function readMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) throw new BadRequestError("Send the form as multipart/form-data.");
  // field names are the client's: a map without a prototype, so "__proto__" or "constructor" is just a name
  const fields: Record<string, string> = Object.create(null);
  const files: IncomingFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (!FILE_FIELD.test(part.fieldname)) {
          await part.toBuffer().catch(() => undefined);
          throw new BadRequestError("Attach files to a file field of the form.");
        }
        const data = await part.toBuffer();
        if (data.length === 0) continue;
        files.push({ fieldName: part.fieldname, name: part.filename || "attachment", data });
      } else if (typeof part.value === "string") {
        // the same answer as for JSON text (plugins/text-input.ts): NUL or a lone surrogate is refused, the field named
        const bad = findBadText(part.fieldname, "") ?? findBadText(part.value, part.fieldname);
        if (bad !== null) throw notTextError(bad);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new PayloadTooLargeError(FORM_MESSAGES.fileTooLarge);
    if (code === "FST_FILES_LIMIT") throw new PayloadTooLargeError(FORM_MESSAGES.tooManyFiles);
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") throw new PayloadTooLargeError("The form has too many parts.");
    throw err;
  }
  return { fields, files };
}

const submissionRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  // spent solutions in the database every instance shares, beside the submissions: no Redis outage can lose one
  const altcha = createAltcha(databaseSpentSolutions(app.db), config.altcha);
  const submissions = createSubmissionService({
    db: app.db,
    files: app.privateStorage,
    outbox: createMailOutboxService(app.db),
  });
  const flows = createFormFlows({
    forms: createFormService(createFormRepository(app.db)),
    agents: createAgentService(createAgentRepository(app.db)),
    mailboxes: { office: config.mail.officeMailbox, quote: config.mail.quoteMailbox },
  });
  const service = createSubmitService({ submissions, flows, files: app.privateStorage, mail: app.mail, altcha, config });
  const sweep = scheduleAttachmentSweep({
    db: app.db,
    storage: app.privateStorage,
    maxAgeMs: config.attachmentSweep.orphanAgeMs,
    intervalMs: config.attachmentSweep.intervalMs,
    log: app.log,
  });
  app.addHook("onReady", async () => sweep.start());
  app.addHook("preClose", async () => sweep.stop());
  await app.register(multipart, {
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: ATTACHMENT_MAX_FILES, fields: 30, fieldSize: 300_000, parts: 40 },
  });

  app.get(
    "/api/altcha/challenge",
    {
      config: { access: "public", rateLimit: publicPostLimit(config, 4) },
      schema: { tags: ["forms"], summary: "A proof-of-work challenge for the next submission" },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return altcha.challenge();
    },
  );

  const multipartRoutes: [string, SubmissionKind, string][] = [
    ["/api/auth/send-start-a-quote", "quote", "Start a Quote request (multipart)"],
    ["/api/auth/contact-us", "contact", "Contact form message (multipart)"],
    ["/api/auth/ers", "ers", "Emergency roadside service incident report (multipart)"],
  ];
  for (const [url, kind, summary] of multipartRoutes) {
    app.post(
      url,
      {
        config: { access: "public", rateLimit: publicPostLimit(config) },
        schema: { tags: ["forms"], summary, consumes: ["multipart/form-data"], response: { 200: SubmitResult, ...errors } },
      },
      async (request, reply) => {
        const key = idempotencyKey(request);
        const { fields, files } = await readMultipart(request);
        const client = fields.client && CLIENT.test(fields.client) ? fields.client : DEFAULT_CLIENT;
        const answer = await service.submit({ kind, client, idempotencyKey: key, fields, files, ip: request.ip });
        return reply.code(answer.statusCode).send(answer.body);
      },
    );
  }

  app.post(
    "/api/auth/send-contact",
    {
      config: { access: "public", rateLimit: publicPostLimit(config) },
      schema: {
        tags: ["forms"],
        summary: "Contact Me request to an agent",
        body: ContactMeBody,
        response: { 200: SubmitResult, ...errors },
      },
    },
    async (request, reply) => {
      const key = idempotencyKey(request);
      const { body, client = DEFAULT_CLIENT, ...rest } = request.body;
      const fields: Record<string, string> = {};
      for (const [k, v] of Object.entries(rest)) if (typeof v === "string") fields[k] = v;
      for (const [k, v] of Object.entries(body)) fields[`body.${k}`] = v;
      const answer = await service.submit({ kind: "contactMe", client, idempotencyKey: key, fields, files: [], ip: request.ip });
      return reply.code(answer.statusCode).send(answer.body);
    },
  );
};

export default submissionRoutes;
