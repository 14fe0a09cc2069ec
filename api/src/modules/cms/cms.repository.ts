import type { Database } from "../../db/database";

export interface SectionKey {
  client: string;
  pageName: string;
  section: string;
}

/** Thrown inside the save transaction (rolling it back) when the section moved past the editor's base version. */
export class StaleBase extends Error {}

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

    /**
     * Saves a new version. With baseVersion the section must still be at that version (0: never saved), checked and
     * written in one statement inside the transaction (a conditional update, or an insert that does nothing when a
     * row exists): of two saves from the same base exactly one wins; the other gets null and writes nothing.
     */
    async create(
      key: SectionKey,
      content: Record<string, unknown>,
      createdBy: string,
      restoredFrom: number | null = null,
      baseVersion?: number,
    ) {
      return db.transaction().execute(async (trx) => {
        const version = await trx
          .insertInto("contentVersion")
          .values({ ...key, content: JSON.stringify(content), createdBy, restoredFrom })
          .returning(["id", "createdAt"])
          .executeTakeFirstOrThrow();
        if (baseVersion !== undefined) {
          const row = { content: JSON.stringify(content), versionId: version.id };
          const written =
            baseVersion === 0
              ? await trx
                  .insertInto("contentSection")
                  .values({ ...key, ...row })
                  .onConflict((oc) => oc.columns(["client", "pageName", "section"]).doNothing())
                  .returning("versionId")
                  .executeTakeFirst()
              : await trx
                  .updateTable("contentSection")
                  .set({ ...row, updatedAt: new Date() })
                  .where("client", "=", key.client)
                  .where("pageName", "=", key.pageName)
                  .where("section", "=", key.section)
                  .where("versionId", "=", baseVersion)
                  .returning("versionId")
                  .executeTakeFirst();
          if (!written) throw new StaleBase();
          return version;
        }
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

    async current(key: SectionKey) {
      return db
        .selectFrom("contentSection")
        .innerJoin("contentVersion", "contentVersion.id", "contentSection.versionId")
        .select(["contentVersion.id", "contentVersion.content", "contentVersion.createdBy", "contentVersion.createdAt"])
        .where("contentSection.client", "=", key.client)
        .where("contentSection.pageName", "=", key.pageName)
        .where("contentSection.section", "=", key.section)
        .executeTakeFirst();
    },

    async listVersions(key: SectionKey, limit = 50, offset = 0) {
      return db
        .selectFrom("contentVersion")
        .select(["id", "content", "createdBy", "createdAt", "restoredFrom"])
        .where("client", "=", key.client)
        .where("pageName", "=", key.pageName)
        .where("section", "=", key.section)
        .orderBy("id", "desc")
        .limit(limit)
        .offset(offset)
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
