import type { Migration, MigrationProvider } from "kysely";
import * as m20261122030000 from "./migrations/20261122030000_content";

export const migrations: Record<string, Migration> = {
  "20261122030000_content": m20261122030000,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
