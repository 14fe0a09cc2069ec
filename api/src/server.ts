import closeWithGrace from "close-with-grace";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { DataDirInUseError } from "./db/data-dir-lock";

const config = loadConfig();
const app = await buildApp(config, {
  fastify: {
    logger: { level: config.logLevel, transport: undefined },
    connectionTimeout: 30_000,
    requestTimeout: 60_000,
    keepAliveTimeout: 72_000,
  },
}).catch((err: unknown) => {
  if (!(err instanceof DataDirInUseError)) throw err;
  console.error(err.message);
  process.exit(1);
});

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, "closing after an error");
  else app.log.info({ signal }, "shutting down");
  await app.close();
});

await app.listen({ host: config.host, port: config.port });
app.log.info(`site and API on ${config.publicUrl}`);
