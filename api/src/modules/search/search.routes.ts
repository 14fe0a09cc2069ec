import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { route } from "../../http/route";
import { pickEncoding } from "../../plugins/compress";
import { publicPostLimit } from "../../plugins/security";
import type { SearchAnswer, SearchService } from "./search.service";

const JSON_TYPE = "application/json; charset=utf-8";

/** Whether an If-None-Match header names `etag` (a list, weak forms and `*` included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });
}

/** The index the device searches (revalidated by its version) and the same search on the server. */
const searchRoutes: FastifyPluginAsyncTypebox<{ config: Config; search: SearchService }> = async (app, { config, search }) => {
  const send = (request: FastifyRequest, reply: FastifyReply, answer: SearchAnswer) => {
    const etag = `"${answer.version}"`;
    reply.header("etag", etag).header("cache-control", "no-cache").header("vary", "Accept-Encoding");
    if (matchesEtag(request.headers["if-none-match"], etag)) return reply.code(304).send();
    reply.type(JSON_TYPE);
    // at brotli's best, made with the index (the compress plugin's quick copy of it is about 15% bigger); gzip there
    if (request.method === "GET" && pickEncoding(request.headers["accept-encoding"]) === "br")
      return reply.header("content-encoding", "br").send(answer.br);
    return reply.send(answer.body);
  };
  route(app, "getSearchIndex", async (request, reply) => send(request, reply as FastifyReply, await search.index()));

  route(
    app,
    "searchSite",
    async (request) => {
      const index = await search.index();
      return { status: true as const, result: index.engine.search(request.query.q ?? "") };
    },
    // a search reads the whole index: limited per caller, at a rate a visitor typing never reaches (the device
    // searches its own copy; this answers the results page and devices without one)
    { config: { rateLimit: publicPostLimit(config, 5) } },
  );
};

export default searchRoutes;
