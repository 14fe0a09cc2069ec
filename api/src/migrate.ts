import { loadConfig } from "./config";
import { createDatabase, migrateToLatest } from "./db/database";

const config = loadConfig();
const { db, kind, release } = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const applied = await migrateToLatest(db as never);
  console.log(`${kind}: ${applied.length ? `applied ${applied.join(", ")}` : "up to date"}`);
} finally {
  await db.destroy();
  await release();
}
