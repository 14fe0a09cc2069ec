import { DEFAULT_CLIENT } from "@hpm/contracts";
import { DEMO_AGENT_COUNT, generateAgents } from "@hpm/migrations";
import type { Database } from "./database";

const seeds: Record<string, (db: Database) => Promise<void>> = {
  "demo-agents": async (db) => {
    const agents = generateAgents(DEMO_AGENT_COUNT);
    await db
      .insertInto("agent")
      .values(
        agents.map(({ table, ...a }) => ({
          ...a,
          client: DEFAULT_CLIENT,
          officeHours: JSON.stringify(table),
          updatedBy: "seed",
        })),
      )
      .onConflict((oc) => oc.columns(["client", "email"]).doNothing())
      .execute();
  },
};

export async function runDemoSeeds(db: Database): Promise<string[]> {
  const ran: string[] = [];
  for (const [name, seed] of Object.entries(seeds)) {
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto("seedRun")
        .values({ name })
        .onConflict((oc) => oc.column("name").doNothing())
        .returning("name")
        .executeTakeFirst();
      if (!claimed) return;
      await seed(trx);
      ran.push(name);
    });
  }
  return ran;
}
