import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import { matchSitePath } from "@hpm/contracts";
import fp from "fastify-plugin";

const NOT_SPA = /^\/(api|auth|dev-idp|uploads)(\/|$)/;

export default fp<{ root: string }>(
  async (app, { root }) => {
    const indexFile = join(root, "index.html");
    const shell = existsSync(indexFile) ? readFileSync(indexFile) : null;
    if (!shell) app.log.warn({ root }, "web build not found: run `npm run build` to serve the site");
    else
      await app.register(fastifyStatic, {
        root,
        prefix: "/",
        wildcard: true,
        index: "index.html",
        decorateReply: false,
        preCompressed: true,
        setHeaders: (res, path) => {
          if (path.includes(`${join(root, "assets")}`)) res.header("cache-control", "public, max-age=31536000, immutable");
          else if (/(sw\.js|workbox-.*\.js|manifest\.webmanifest|\.html)$/.test(path)) res.header("cache-control", "no-cache");
          else res.header("cache-control", "public, max-age=86400");
        },
      });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split("?")[0] ?? "/";
      const wantsPage = (request.method === "GET" || request.method === "HEAD") && !NOT_SPA.test(path);
      if (!wantsPage || !shell) return reply.code(404).send({ status: false, message: "Not found." });
      return reply
        .code(matchSitePath(path) ? 200 : 404)
        .header("cache-control", "no-cache")
        .type("text/html; charset=utf-8")
        .send(shell);
    });
  },
  { name: "web" },
);
