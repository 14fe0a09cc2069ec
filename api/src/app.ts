import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import Fastify, { type FastifyServerOptions } from "fastify";
import type { Config } from "./config";
import { DEMO_BLOG_SEED, runDemoBlogSeed } from "./db/seed";
import activityModule from "./modules/activity";
import agentRoutes from "./modules/agents/agent.routes";
import authRoutes from "./modules/auth/auth.routes";
import { createSessionRepository } from "./modules/auth/session.repository";
import billingRoutes from "./modules/billing/billing.routes";
import { blogPageMeta } from "./modules/blog/blog.meta";
import blogRoutes from "./modules/blog/blog.routes";
import cmsRoutes from "./modules/cms/cms.routes";
import formsModule from "./modules/forms";
import healthRoutes from "./modules/health/health.routes";
import hubRoutes from "./modules/hub/hub.routes";
import inboxRoutes from "./modules/inbox/inbox.routes";
import pageViewRoutes from "./modules/page-views/page-view.routes";
import submissionRoutes from "./modules/submissions/submit.routes";
import authPlugin from "./plugins/auth";
import cacheBusPlugin from "./plugins/cache-bus";
import compressPlugin from "./plugins/compress";
import dataDirPlugin from "./plugins/data-dir";
import dbPlugin from "./plugins/db";
import docsPlugin from "./plugins/docs";
import errorsPlugin from "./plugins/errors";
import mailPlugin from "./plugins/mail";
import metricsPlugin from "./plugins/metrics";
import { loadPageRenderer } from "./plugins/page-renderer";
import redisPlugin from "./plugins/redis";
import securityPlugin from "./plugins/security";
import storagePlugin from "./plugins/storage";
import textInputPlugin from "./plugins/text-input";
import webPlugin from "./plugins/web";

export interface BuildOptions {
  inMemoryDb?: boolean;
  /** Free space below which DATA_DIR counts as full (plugins/data-dir.ts; tests make it unreachable). */
  dataDirReserveBytes?: number;
  fastify?: FastifyServerOptions;
}

export const DEFAULT_WEB_DIST = fileURLToPath(new URL("../../web/dist", import.meta.url));
const DEFAULT_RENDERER = fileURLToPath(new URL("../../web/dist-server/entry-server.js", import.meta.url));

export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.fastify?.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    pluginTimeout: 60_000,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
    ...options.fastify,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate("draining", false);
  await app.register(errorsPlugin);
  await app.register(textInputPlugin);
  await app.register(compressPlugin);
  await app.register(redisPlugin, { url: config.redisUrl });
  await app.register(securityPlugin, { config });
  await app.register(dataDirPlugin, {
    dataDir: config.dataDir,
    embeddedDatabase: !config.databaseUrl && !options.inMemoryDb,
    filesOnDisk: config.fileStore === "disk",
    reserveBytes: options.dataDirReserveBytes,
  });
  await app.register(dbPlugin, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: options.inMemoryDb,
    seedDemo: config.seedDemo,
    demoAgentCount: config.demoAgentCount,
  });
  await app.register(cacheBusPlugin, { databaseUrl: config.databaseUrl, redisPrefix: config.redisPrefix });
  // the session table (the auth module's) is where the auth plugin keeps sessions: built once, given to both
  const sessions = createSessionRepository(app.db);
  await app.register(authPlugin, { config, sessions });
  await app.register(docsPlugin);
  await app.register(storagePlugin, { dataDir: config.dataDir, store: config.fileStore, s3: config.s3 });
  // the demo blog's banners are stored as uploads, so it is seeded once the file store is there (the rest in dbPlugin)
  if (config.seedDemo && (await runDemoBlogSeed(app.db, app.storage)))
    app.log.info({ seeded: [DEMO_BLOG_SEED] }, "demo blog seeded");
  await app.register(mailPlugin, { config });
  await app.register(metricsPlugin, { token: config.metricsToken });
  await app.register(activityModule);

  await app.register(healthRoutes);
  await app.register(authRoutes, { config, sessions });
  await app.register(cmsRoutes, { config });
  await app.register(formsModule);
  await app.register(agentRoutes, { config });
  await app.register(submissionRoutes, { config });
  await app.register(inboxRoutes);
  await app.register(blogRoutes, { config });
  await app.register(hubRoutes, { config });
  await app.register(pageViewRoutes);
  await app.register(billingRoutes, { config });
  const webRoot = config.webDist ?? DEFAULT_WEB_DIST;
  const render = config.prerender
    ? await loadPageRenderer(
        app,
        config.webDist ? join(config.webDist, "../dist-server/entry-server.js") : DEFAULT_RENDERER,
        config.publicUrl,
      )
    : null;
  await app.register(webPlugin, {
    root: webRoot,
    publicUrl: config.publicUrl,
    pageCacheMs: config.pageCacheMs,
    bus: app.cacheBus,
    pageMeta: blogPageMeta(app.db, config.publicUrl),
    render: render ?? undefined,
    mapStyleUrl: config.mapStyleUrl,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
