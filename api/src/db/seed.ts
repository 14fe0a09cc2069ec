import { DEFAULT_CLIENT } from "@hpm/contracts";
import { DEMO_AGENT_COUNT, generateAgents } from "@hpm/migrations";
import type { Database } from "./database";

export interface DemoSeedOptions {
  /** How many demo agents to seed (DEMO_AGENT_COUNT; the bench uses 5,000). */
  agentCount?: number;
}

const INSERT_BATCH = 500;

function seedsFor({ agentCount = DEMO_AGENT_COUNT }: DemoSeedOptions): Record<string, (db: Database) => Promise<void>> {
  // generateAgents(n) is a prefix of generateAgents(m > n), so a larger count only adds agents; the run is
  // claimed per count (the default keeps its original name), and existing e-mails are left alone.
  const agentSeed = agentCount === DEMO_AGENT_COUNT ? "demo-agents" : `demo-agents-${agentCount}`;
  return {
    [agentSeed]: async (db) => {
      const agents = generateAgents(agentCount);
      for (let i = 0; i < agents.length; i += INSERT_BATCH) {
        await db
          .insertInto("agent")
          .values(
            agents.slice(i, i + INSERT_BATCH).map(({ table, ...a }) => ({
              ...a,
              client: DEFAULT_CLIENT,
              officeHours: JSON.stringify(table),
              updatedBy: "seed",
            })),
          )
          .onConflict((oc) => oc.columns(["client", "email"]).doNothing())
          .execute();
      }
    },
  };
}

export async function runDemoSeeds(db: Database, options: DemoSeedOptions = {}): Promise<string[]> {
  const ran: string[] = [];
  for (const [name, seed] of Object.entries(seedsFor(options))) {
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
