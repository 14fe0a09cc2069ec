import type { Migration, MigrationProvider } from "kysely";
import * as m20261122030000 from "./migrations/20261122030000_content";
import * as m20261122040000 from "./migrations/20261122040000_agents";
import * as m20261122050000 from "./migrations/20261122050000_forms";
import * as m20261122060000 from "./migrations/20261122060000_blog";
import * as m20261122070000 from "./migrations/20261122070000_hub";
import * as m20261123170000 from "./migrations/20261123170000_sessions";
import * as m20261123190000 from "./migrations/20261123190000_stored-files";
import * as m20261123220000 from "./migrations/20261123220000_blog-updated-by";
import * as m20261123230000 from "./migrations/20261123230000_edit-presence";
import * as m20261124100000 from "./migrations/20261124100000_activity";
import * as m20261125100000 from "./migrations/20261125100000_item-versions";
import * as m20261126050000 from "./migrations/20261126050000_session-subject";
import * as m20261126120000 from "./migrations/20261126120000_resumable-upload";
import * as m20261126150000 from "./migrations/20261126150000_publishing";

export const migrations: Record<string, Migration> = {
  "20261122030000_content": m20261122030000,
  "20261122040000_agents": m20261122040000,
  "20261122050000_forms": m20261122050000,
  "20261122060000_blog": m20261122060000,
  "20261122070000_hub": m20261122070000,
  "20261123170000_sessions": m20261123170000,
  "20261123190000_stored-files": m20261123190000,
  "20261123220000_blog-updated-by": m20261123220000,
  "20261123230000_edit-presence": m20261123230000,
  "20261124100000_activity": m20261124100000,
  "20261125100000_item-versions": m20261125100000,
  "20261126050000_session-subject": m20261126050000,
  "20261126120000_resumable-upload": m20261126120000,
  "20261126150000_publishing": m20261126150000,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
export * from "./seeds";
