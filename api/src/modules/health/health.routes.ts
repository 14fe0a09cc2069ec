import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Ok } from "@hpm/contracts/schemas";
import { sql } from "kysely";
import Type from "typebox";

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    "/api/health",
    {
      config: { access: "public" },
      schema: {
        tags: ["health"],
        response: { 200: Ok(Type.Object({ database: Type.Literal("up"), uptime: Type.Number() })) },
      },
    },
    async () => {
      await sql`select 1`.execute(app.db);
      return { status: true as const, result: { database: "up" as const, uptime: process.uptime() } };
    },
  );
};

export default healthRoutes;
