import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { DEFAULT_CLIENT } from "@hpm/contracts";
import { route } from "../../http/route";
import { submissionsCsv } from "./inbox.csv";
import type { InboxService } from "./inbox.service";

const DEFAULT_PAGE_SIZE = 20;

/** RFC 6266 filename: an ASCII fallback plus the UTF-8 name. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const inboxRoutes: FastifyPluginAsyncTypebox<{ inbox: InboxService }> = async (app, { inbox: service }) => {
  route(app, "listSubmissions", async (request) => {
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
  });

  route(app, "exportSubmissionsCsv", async (request, reply) => {
    const csv = submissionsCsv(await service.exportRows(request.query.client ?? DEFAULT_CLIENT));
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", contentDisposition(`submissions-${day}.csv`))
      .header("cache-control", "no-store")
      .send(csv);
  });

  route(app, "getSubmission", async (request) => ({
    status: true as const,
    result: await service.get(request.query.client ?? DEFAULT_CLIENT, request.params.id),
  }));

  route(app, "getSubmissionFile", async (request, reply) => {
    const file = await service.file(request.query.client ?? DEFAULT_CLIENT, request.params.id, Number(request.params.fileId));
    return reply
      .header("content-type", file.mime)
      .header("content-disposition", contentDisposition(file.name))
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, no-store")
      .send(file.body);
  });

  route(app, "resendSubmissionMail", async (request) => {
    const result = await service.resend(request.body.client ?? DEFAULT_CLIENT, request.params.id, request.body.mailId);
    return { status: true as const, result, message: `${result.requeued} e-mail(s) queued to be sent again.` };
  });
};

export default inboxRoutes;
