import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, DEFAULT_CLIENT, FORM_MESSAGES, IDEMPOTENCY_HEADER } from "@hpm/contracts";
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { BadRequestError, PayloadTooLargeError } from "../../errors";
import { route } from "../../http/route";
import { publicPostLimit } from "../../plugins/security";
import { findBadText, notTextError } from "../../plugins/text-input";
import type { Altcha } from "./altcha";
import type { SubmitService } from "./submit.service";
import type { IncomingFile } from "./submit.types";

const KEY = /^[A-Za-z0-9-]{8,100}$/;
const CLIENT = /^[a-z0-9-]{1,40}$/;
const FILE_FIELD = /^files\.[1-9][0-9]{0,8}$/;

/** The form pages' multipart routes (their attachments), by the kind of submission each stores. */
const MULTIPART_ROUTES = [
  ["submitQuote", "quote"],
  ["submitContactForm", "contact"],
  ["submitErsReport", "ers"],
] as const;

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

const submissionRoutes: FastifyPluginAsyncTypebox<{ config: Config; altcha: Altcha; submit: SubmitService }> = async (
  app,
  { config, altcha, submit },
) => {
  await app.register(multipart, {
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: ATTACHMENT_MAX_FILES, fields: 30, fieldSize: 300_000, parts: 40 },
  });

  route(
    app,
    "getAltchaChallenge",
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return altcha.challenge();
    },
    { config: { rateLimit: publicPostLimit(config, 4) } },
  );

  for (const [name, kind] of MULTIPART_ROUTES)
    route(
      app,
      name,
      async (request, reply) => {
        const key = idempotencyKey(request);
        const { fields, files } = await readMultipart(request);
        const client = fields.client && CLIENT.test(fields.client) ? fields.client : DEFAULT_CLIENT;
        const answer = await submit.submit({ kind, client, idempotencyKey: key, fields, files, ip: request.ip });
        return reply.code(answer.statusCode).send(answer.body);
      },
      { config: { rateLimit: publicPostLimit(config) } },
    );

  route(
    app,
    "submitContactMe",
    async (request, reply) => {
      const key = idempotencyKey(request);
      const { body, client = DEFAULT_CLIENT, ...rest } = request.body;
      const fields: Record<string, string> = {};
      for (const [k, v] of Object.entries(rest)) if (typeof v === "string") fields[k] = v;
      for (const [k, v] of Object.entries(body)) fields[`body.${k}`] = v;
      const answer = await submit.submit({ kind: "contactMe", client, idempotencyKey: key, fields, files: [], ip: request.ip });
      return reply.code(answer.statusCode).send(answer.body);
    },
    { config: { rateLimit: publicPostLimit(config) } },
  );
};

export default submissionRoutes;
