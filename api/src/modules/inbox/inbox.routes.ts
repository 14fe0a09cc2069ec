import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { DEFAULT_CLIENT } from "@hpm/contracts";
import {
  ClientQuery,
  ErrorBody,
  Ok,
  ResendBody,
  SubmissionDetailSchema,
  SubmissionFileParams,
  SubmissionIdParams,
  SubmissionListQuery,
  SubmissionPageSchema,
} from "@hpm/contracts/schemas";
import Type from "typebox";
import { createMailOutboxService } from "../mail/mail-outbox.service";
import { createSubmissionService } from "../submissions/submission.service";
import { submissionsCsv } from "./inbox.csv";
import { createInboxService } from "./inbox.service";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ["inbox"];
const DEFAULT_PAGE_SIZE = 20;

/** RFC 6266 filename: an ASCII fallback plus the UTF-8 name. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const inboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const outbox = createMailOutboxService(app.db);
  const service = createInboxService(createSubmissionService({ db: app.db, files: app.privateStorage, outbox }), outbox);

  app.get(
    "/api/submissions",
    {
      config: { access: "admin" },
      schema: { tags, querystring: SubmissionListQuery, response: { 200: Ok(SubmissionPageSchema), ...errors } },
    },
    async (request) => {
      const { page, pageSize, kind, client = DEFAULT_CLIENT } = request.query;
      return {
        status: true as const,
        result: await service.list({
          client,
          kind,
          page: page ? Number(page) : 1,
          pageSize: pageSize ? Number(pageSize) : DEFAULT_PAGE_SIZE,
        }),
      };
    },
  );

  app.get(
    "/api/submissions/export.csv",
    { config: { access: "admin" }, schema: { tags, querystring: ClientQuery } },
    async (request, reply) => {
      const csv = submissionsCsv(await service.exportRows(request.query.client ?? DEFAULT_CLIENT));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", contentDisposition(`submissions-${day}.csv`))
        .header("cache-control", "no-store")
        .send(csv);
    },
  );

  app.get(
    "/api/submissions/:id",
    {
      config: { access: "admin" },
      schema: {
        tags,
        params: SubmissionIdParams,
        querystring: ClientQuery,
        response: { 200: Ok(SubmissionDetailSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      result: await service.get(request.query.client ?? DEFAULT_CLIENT, request.params.id),
    }),
  );

  app.get(
    "/api/submissions/:id/files/:fileId",
    { config: { access: "admin" }, schema: { tags, params: SubmissionFileParams, querystring: ClientQuery } },
    async (request, reply) => {
      const file = await service.file(request.query.client ?? DEFAULT_CLIENT, request.params.id, Number(request.params.fileId));
      return reply
        .header("content-type", file.mime)
        .header("content-disposition", contentDisposition(file.name))
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .send(file.body);
    },
  );

  app.post(
    "/api/submissions/:id/resend",
    {
      config: { access: "admin" },
      schema: {
        tags,
        params: SubmissionIdParams,
        body: ResendBody,
        response: { 200: Ok(Type.Object({ requeued: Type.Integer() })), ...errors },
      },
    },
    async (request) => {
      const result = await service.resend(request.body.client ?? DEFAULT_CLIENT, request.params.id, request.body.mailId);
      return { status: true as const, result, message: `${result.requeued} e-mail(s) queued to be sent again.` };
    },
  );
};

export default inboxRoutes;
