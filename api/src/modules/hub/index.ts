import fp from "fastify-plugin";
import type { Config } from "../../config";
import hubRoutes from "./hub.routes";
import { createLinkTokenIssuer } from "./link-token";
import { createLinkTokenReplayGuard } from "./link-token-replay";
import { createPdfService } from "./pdf.service";

/** The agent hub module: its PDF store and signed links, built once here, and its routes. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const tokens = createLinkTokenIssuer(config.hubToken.secret, config.hubToken.ttlSeconds);
    const used = createLinkTokenReplayGuard(app.db);
    const pdfs = createPdfService(app.storage);
    await app.register(hubRoutes, { config, tokens, used, pdfs });
  },
  { name: "hub", dependencies: ["db", "storage"] },
);
