import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { DEFAULT_CLIENT, getSectionDef, PRESENCE_TTL_MS } from "@hpm/contracts";
import { BadRequestError } from "../../errors";
import { route } from "../../http/route";

/**
 * Who has which section's editor open (issue 18), in PostgreSQL so every instance sees the same: the editor pings
 * while open, each ping keeps its row PRESENCE_TTL_MS longer, and a row not renewed in time no longer counts.
 */
const presenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  route(app, "pingEditPresence", async (request) => {
    const { pageName, section, client = DEFAULT_CLIENT, leaving } = request.body;
    if (!getSectionDef(pageName, section)) throw new BadRequestError(`Unknown section ${pageName}/${section}.`);
    const email = request.session?.email ?? "";
    const name = (request.session?.name || email).slice(0, 200);
    const now = new Date();
    const key = { client, pageName, section };
    await db.deleteFrom("editPresence").where("expiresAt", "<", now).execute();
    if (leaving) {
      await db
        .deleteFrom("editPresence")
        .where("client", "=", client)
        .where("pageName", "=", pageName)
        .where("section", "=", section)
        .where("email", "=", email)
        .execute();
    } else {
      const expiresAt = new Date(now.getTime() + PRESENCE_TTL_MS);
      await db
        .insertInto("editPresence")
        .values({ ...key, email, name, expiresAt })
        .onConflict((oc) => oc.columns(["client", "pageName", "section", "email"]).doUpdateSet({ name, expiresAt }))
        .execute();
    }
    const others = await db
      .selectFrom("editPresence")
      .select(["email", "name"])
      .where("client", "=", client)
      .where("pageName", "=", pageName)
      .where("section", "=", section)
      .where("email", "!=", email)
      .where("expiresAt", ">", now)
      .orderBy("email")
      .execute();
    return { status: true as const, result: others };
  });

  route(app, "getPagePresence", async (request) => {
    const { pageName, client = DEFAULT_CLIENT } = request.body;
    const rows = await db
      .selectFrom("editPresence")
      .select(["section", "email", "name"])
      .where("client", "=", client)
      .where("pageName", "=", pageName)
      .where("email", "!=", request.session?.email ?? "")
      .where("expiresAt", ">", new Date())
      .orderBy("section")
      .orderBy("email")
      .execute();
    const result: Record<string, { email: string; name: string }[]> = {};
    for (const r of rows) result[r.section] = [...(result[r.section] ?? []), { email: r.email, name: r.name }];
    return { status: true as const, result };
  });
};

export default presenceRoutes;
