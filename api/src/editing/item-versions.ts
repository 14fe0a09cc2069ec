import type { ContentVersion } from "@hpm/contracts";
import type { Database } from "../db/database";
import { editorNames } from "./edit-conflicts";

/** Issue 18: what History keeps for blog posts and agents; sections keep theirs in content_version. */
export type VersionedKind = "blog-post" | "agent";

export interface ItemRef {
  client: string;
  kind: VersionedKind;
  key: string;
}

export interface RecordVersion {
  content: Record<string, unknown>;
  by: string;
  restoredFrom?: number | null;
  /** What the item was before this save, recorded first when the item has no version yet (a seeded or older item). */
  before?: { content: Record<string, unknown>; by: string; at?: Date | string };
}

export function createItemVersions(db: Database) {
  const ofItem = (ref: ItemRef) =>
    db.selectFrom("itemVersion").where("kind", "=", ref.kind).where("client", "=", ref.client).where("itemKey", "=", ref.key);

  return {
    async record(ref: ItemRef, v: RecordVersion): Promise<number> {
      const row = { client: ref.client, kind: ref.kind, itemKey: ref.key };
      if (v.before && !(await ofItem(ref).select("id").limit(1).executeTakeFirst()))
        await db
          .insertInto("itemVersion")
          .values({
            ...row,
            content: JSON.stringify(v.before.content),
            createdBy: v.before.by,
            restoredFrom: null,
            ...(v.before.at ? { createdAt: v.before.at } : {}),
          })
          .execute();
      const { id } = await db
        .insertInto("itemVersion")
        .values({ ...row, content: JSON.stringify(v.content), createdBy: v.by, restoredFrom: v.restoredFrom ?? null })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Newest first, with the editors' display names. */
    async list(ref: ItemRef, pageNumber = 1, pageSize = 10): Promise<ContentVersion[]> {
      const rows = await ofItem(ref)
        .select(["id", "content", "createdBy", "createdAt", "restoredFrom"])
        .orderBy("id", "desc")
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize)
        .execute();
      const names = await editorNames(
        db,
        rows.map((r) => r.createdBy),
      );
      return rows.map((r) => ({
        ...r,
        createdByName: names.get(r.createdBy) || r.createdBy,
        createdAt: new Date(r.createdAt).toISOString(),
      }));
    },

    async get(ref: ItemRef, id: number) {
      return ofItem(ref).select(["id", "content"]).where("id", "=", id).executeTakeFirst();
    },

    /** An agent's e-mail changed: its versions follow it. */
    async rename(ref: ItemRef, to: string) {
      if (to === ref.key) return;
      await db
        .updateTable("itemVersion")
        .set({ itemKey: to })
        .where("kind", "=", ref.kind)
        .where("client", "=", ref.client)
        .where("itemKey", "=", ref.key)
        .execute();
    },
  };
}

export type ItemVersions = ReturnType<typeof createItemVersions>;
