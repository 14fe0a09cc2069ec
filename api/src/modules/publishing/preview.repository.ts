import type { Database } from "../../db/database";

const LINK_COLUMNS = ["id", "client", "pageName", "createdBy", "createdAt", "expiresAt", "revokedAt"] as const;

/** At most this many links are listed (the newest). */
const LIST_MAX = 200;

export function createPreviewRepository(db: Database) {
  return {
    async create(row: { client: string; pageName: string; createdBy: string; expiresAt: Date }) {
      return db.insertInto("previewLink").values(row).returning(LINK_COLUMNS).executeTakeFirstOrThrow();
    },

    async getById(id: number) {
      return db.selectFrom("previewLink").select(LINK_COLUMNS).where("id", "=", id).executeTakeFirst();
    },

    async list(client: string, pageName?: string) {
      let query = db.selectFrom("previewLink").select(LINK_COLUMNS).where("client", "=", client);
      if (pageName !== undefined) query = query.where("pageName", "=", pageName);
      return query.orderBy("createdAt", "desc").orderBy("id", "desc").limit(LIST_MAX).execute();
    },

    /** Sets revoked_at once (a second revoke keeps the first time); the link as it is then, or undefined. */
    async revoke(id: number, client: string, by: string, at: Date) {
      await db
        .updateTable("previewLink")
        .set({ revokedAt: at, revokedBy: by })
        .where("id", "=", id)
        .where("client", "=", client)
        .where("revokedAt", "is", null)
        .execute();
      return db
        .selectFrom("previewLink")
        .select(LINK_COLUMNS)
        .where("id", "=", id)
        .where("client", "=", client)
        .executeTakeFirst();
    },
  };
}

export type PreviewRepository = ReturnType<typeof createPreviewRepository>;
export type PreviewLinkRow = NonNullable<Awaited<ReturnType<PreviewRepository["getById"]>>>;
