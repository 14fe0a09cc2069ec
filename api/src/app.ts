import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import Fastify, { type FastifyServerOptions } from "fastify";
import type { Config } from "./config";
import { DEMO_BLOG_SEED, runDemoBlogSeed } from "./db/seed";
import { earlyServer } from "./http/page-wire";
import activityModule from "./modules/activity";
import agentsModule from "./modules/agents";
import { agentPageMeta } from "./modules/agents/agent.meta";
import authModule from "./modules/auth";
import { createSessionRepository } from "./modules/auth/session.repository";
import billingModule from "./modules/billing";
import blogModule from "./modules/blog";
import { blogPageMeta } from "./modules/blog/blog.meta";
import cmsModule from "./modules/cms";
import { contentPageMeta } from "./modules/cms/cms.meta";
import formsModule from "./modules/forms";
import healthModule from "./modules/health";
import hubModule from "./modules/hub";
import inboxModule from "./modules/inbox";
import mailModule from "./modules/mail";
import pageViewsModule from "./modules/page-views";
import publishingModule from "./modules/publishing";
import previewPlugin from "./modules/publishing/preview.plugin";
import searchModule from "./modules/search";
import submissionsModule from "./modules/submissions";
import authPlugin from "./plugins/auth";
import cacheBusPlugin from "./plugins/cache-bus";
import compressPlugin from "./plugins/compress";
import dataDirPlugin from "./plugins/data-dir";
import dbPlugin from "./plugins/db";
import docsPlugin from "./plugins/docs";
import errorsPlugin from "./plugins/errors";
import metricsPlugin from "./plugins/metrics";
import { inlineEntry } from "./plugins/page-assets";
import { loadPageRenderer } from "./plugins/page-renderer";
import redisPlugin from "./plugins/redis";
import securityPlugin from "./plugins/security";
import storagePlugin from "./plugins/storage";
import textInputPlugin from "./plugins/text-input";
import webPlugin, { composePageMeta } from "./plugins/web";

export interface BuildOptions {
  inMemoryDb?: boolean;
  /** The data directory the in-memory database starts from (tests: api/src/test/pglite-image.ts). */
  inMemoryImage?: Blob;
  /** Free space below which DATA_DIR counts as full (plugins/data-dir.ts; tests make it unreachable). */
  dataDirReserveBytes?: number;
  fastify?: FastifyServerOptions;
}

export const DEFAULT_WEB_DIST = fileURLToPath(new URL("../../web/dist", import.meta.url));
const DEFAULT_RENDERER = fileURLToPath(new URL("../../web/dist-server/entry-server.js", import.meta.url));

export async function buildApp(config: Config, options: BuildOptions = {}) {
  // kept pages go out from the HTTP server before the application (api/src/http/page-wire.ts)
  const server = earlyServer();
  const app = Fastify({
    serverFactory: server.factory,
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
  const webRoot = config.webDist ?? DEFAULT_WEB_DIST;
  // the shell's entry script, sent inside each rendered page (the policy allows it by its hash)
  const entry = inlineEntry(webRoot);
  await app.register(securityPlugin, { config, inlineScripts: entry ? [entry.hash] : [] });
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
    inMemoryImage: options.inMemoryImage,
    seedDemo: config.seedDemo,
    demoAgentCount: config.demoAgentCount,
  });
  await app.register(cacheBusPlugin, { databaseUrl: config.databaseUrl, redisPrefix: config.redisPrefix });
  // the session table (the auth module's) is where the auth plugin keeps sessions: built once, given to both
  const sessions = createSessionRepository(app.db);
  await app.register(authPlugin, { config, sessions });
  await app.register(docsPlugin);
  await app.register(storagePlugin, { dataDir: config.dataDir, store: config.fileStore, s3: config.s3 });
  await app.register(mailModule, { config });
  await app.register(metricsPlugin, { token: config.metricsToken });
  await app.register(activityModule);

  await app.register(healthModule);
  await app.register(authModule, { config, sessions });
  await app.register(cmsModule, { config });
  // the demo blog's banners are stored as uploads, so it is seeded once the cms module's are there (the rest in dbPlugin)
  if (config.seedDemo && (await runDemoBlogSeed(app.db, app.uploads)))
    app.log.info({ seeded: [DEMO_BLOG_SEED] }, "demo blog seeded");
  await app.register(formsModule);
  await app.register(agentsModule, { config });
  await app.register(submissionsModule, { config });
  await app.register(inboxModule);
  await app.register(blogModule, { config });
  await app.register(publishingModule, { config });
  await app.register(hubModule, { config });
  await app.register(pageViewsModule);
  await app.register(billingModule, { config });
  await app.register(searchModule, { config });
  const render = config.prerender
    ? await loadPageRenderer(
        app,
        config.webDist ? join(config.webDist, "../dist-server/entry-server.js") : DEFAULT_RENDERER,
        config.publicUrl,
      )
    : null;
  await app.register(webPlugin, {
    root: webRoot,
    entry,
    publicUrl: config.publicUrl,
    pageCacheMs: config.pageCacheMs,
    bus: app.cacheBus,
    // what each page's head says beyond its render: a post's, an agent's, a content page's banner and structured data
    pageMeta: composePageMeta(
      blogPageMeta(app.db, config.publicUrl),
      agentPageMeta(app.agents, config.publicUrl),
      contentPageMeta(app.cms, config.publicUrl),
    ),
    render: render ?? undefined,
    mapStyleUrl: config.mapStyleUrl,
    early: server.answer,
  });
  // previews render through the web plugin's renderer
  await app.register(previewPlugin, { config });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
