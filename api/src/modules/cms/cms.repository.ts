import type { Database } from "../../db/database";

export interface SectionKey {
  client: string;
  pageName: string;
  section: string;
}

export function createCmsRepository(db: Database) {
  return {
    async listSections(client: string, pageName: string) {
      return db
        .selectFrom("contentSection")
        .select(["section", "content"])
        .where("client", "=", client)
        .where("pageName", "=", pageName)
        .orderBy("section")
        .execute();
    },

    async create(key: SectionKey, content: Record<string, unknown>, createdBy: string, restoredFrom: number | null = null) {
      return db.transaction().execute(async (trx) => {
        const version = await trx
          .insertInto("contentVersion")
          .values({ ...key, content: JSON.stringify(content), createdBy, restoredFrom })
          .returning(["id", "createdAt"])
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("contentSection")
          .values({ ...key, content: JSON.stringify(content), versionId: version.id })
          .onConflict((oc) =>
            oc.columns(["client", "pageName", "section"]).doUpdateSet({
              content: JSON.stringify(content),
              versionId: version.id,
              updatedAt: new Date(),
            }),
          )
          .execute();
        return version;
      });
    },

    async listVersions(key: SectionKey, limit = 50) {
      return db
        .selectFrom("contentVersion")
        .select(["id", "content", "createdBy", "createdAt"])
        .where("client", "=", key.client)
        .where("pageName", "=", key.pageName)
        .where("section", "=", key.section)
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
    },

    async getVersion(key: SectionKey, id: number) {
      return db
        .selectFrom("contentVersion")
        .select(["id", "content"])
        .where("id", "=", id)
        .where("client", "=", key.client)
        .where("pageName", "=", key.pageName)
        .where("section", "=", key.section)
        .executeTakeFirst();
    },
  };
}

export type CmsRepository = ReturnType<typeof createCmsRepository>;
