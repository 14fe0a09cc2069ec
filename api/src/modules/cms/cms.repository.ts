import { sql } from "kysely";
import type { Database } from "../../db/database";

export interface SectionKey {
  client: string;
  pageName: string;
  section: string;
}

export type VersionState = "draft" | "published";

/** Thrown inside the save transaction (rolling it back) when the section moved past the editor's base version. */
export class StaleBase extends Error {}

const versionColumns = ["id", "content", "createdBy", "createdAt", "restoredFrom", "state", "publishedAt"] as const;

const ofSection = (key: SectionKey) =>
  sql<boolean>`client = ${key.client} and page_name = ${key.pageName} and section = ${key.section}`;

/**
 * The sections' content: what visitors see (content_section), every saved version (content_version, drafts
 * included) and each section's current draft (content_draft). Built over a transaction, it works within it.
 */
function sectionRows(db: Database) {
  /** The version an editor opens and saves over: the section's draft, else what is published, else 0 (none). */
  const head = async (key: SectionKey): Promise<number> => {
    const row = await db
      .selectNoFrom((eb) => [
        eb
          .selectFrom("contentDraft")
          .select("versionId")
          .where("client", "=", key.client)
          .where("pageName", "=", key.pageName)
          .where("section", "=", key.section)
          .as("draft"),
        eb
          .selectFrom("contentSection")
          .select("versionId")
          .where("client", "=", key.client)
          .where("pageName", "=", key.pageName)
          .where("section", "=", key.section)
          .as("live"),
      ])
      .executeTakeFirstOrThrow();
    return row.draft ?? row.live ?? 0;
  };

  return {
    /** Holds the section until the transaction ends: its saves, publishes and discards run one at a time. */
    async lock(key: SectionKey) {
      const name = `${key.client}\u001f${key.pageName}\u001f${key.section}`;
      await sql`select pg_advisory_xact_lock(30, hashtext(${name}))`.execute(db);
    },

    head,

    async listSections(client: string, pageName: string) {
      return db
        .selectFrom("contentSection")
        .select(["section", "content", "versionId"])
        .where("client", "=", client)
        .where("pageName", "=", pageName)
        .orderBy("section")
        .execute();
    },

    /** The page's drafts with their content, by section. */
    async listDrafts(client: string, pageName: string, section?: string) {
      let q = db
        .selectFrom("contentDraft")
        .innerJoin("contentVersion", "contentVersion.id", "contentDraft.versionId")
        .select([
          "contentDraft.section",
          "contentDraft.versionId",
          "contentDraft.updatedAt",
          "contentVersion.content",
          "contentVersion.createdBy",
        ])
        .where("contentDraft.client", "=", client)
        .where("contentDraft.pageName", "=", pageName);
      if (section !== undefined) q = q.where("contentDraft.section", "=", section);
      return q.orderBy("contentDraft.section").execute();
    },

    /** The sections of a page that were ever saved (drafts included) or are published. */
    async sectionsEverSaved(client: string, pageName: string): Promise<string[]> {
      const rows = await db
        .selectFrom("contentVersion")
        .select("section")
        .where("client", "=", client)
        .where("pageName", "=", pageName)
        .union(db.selectFrom("contentSection").select("section").where("client", "=", client).where("pageName", "=", pageName))
        .execute();
      return rows.map((r) => r.section).sort();
    },

    async insertVersion(
      key: SectionKey,
      content: Record<string, unknown>,
      createdBy: string,
      state: VersionState,
      restoredFrom: number | null,
    ) {
      return db
        .insertInto("contentVersion")
        .values({
          ...key,
          content: JSON.stringify(content),
          createdBy,
          restoredFrom,
          state,
          publishedAt: state === "published" ? sql<Date>`now()` : null,
        })
        .returning(["id", "createdAt"])
        .executeTakeFirstOrThrow();
    },

    /** What visitors see of the section from now on. */
    async setLive(key: SectionKey, versionId: number, content: Record<string, unknown>) {
      const row = { content: JSON.stringify(content), versionId, updatedAt: new Date() };
      await db
        .insertInto("contentSection")
        .values({ ...key, ...row })
        .onConflict((oc) => oc.columns(["client", "pageName", "section"]).doUpdateSet(row))
        .execute();
    },

    async setDraft(key: SectionKey, versionId: number) {
      await db
        .insertInto("contentDraft")
        .values({ ...key, versionId })
        .onConflict((oc) => oc.columns(["client", "pageName", "section"]).doUpdateSet({ versionId, updatedAt: sql<Date>`now()` }))
        .execute();
    },

    async dropDraft(key: SectionKey) {
      await db.deleteFrom("contentDraft").where(ofSection(key)).execute();
    },

    async markPublished(versionId: number) {
      await db
        .updateTable("contentVersion")
        .set({ state: "published", publishedAt: sql<Date>`now()` })
        .where("id", "=", versionId)
        .execute();
    },

    /** Deletes the section's draft versions saved after what is published (never published, nothing shows them). */
    async deleteUnpublishedDrafts(key: SectionKey): Promise<void> {
      const live = await db.selectFrom("contentSection").select("versionId").where(ofSection(key)).executeTakeFirst();
      const ids = (
        await db
          .selectFrom("contentVersion")
          .select("id")
          .where(ofSection(key))
          .where("state", "=", "draft")
          .where("id", ">", live?.versionId ?? 0)
          .execute()
      ).map((r) => r.id);
      if (!ids.length) return;
      await db.updateTable("contentVersion").set({ restoredFrom: null }).where("restoredFrom", "in", ids).execute();
      await db.deleteFrom("contentVersion").where("id", "in", ids).execute();
    },

    /** The version a save's 409 shows: the section's head. */
    async current(key: SectionKey) {
      const id = await head(key);
      if (!id) return undefined;
      return db
        .selectFrom("contentVersion")
        .select(["id", "content", "createdBy", "createdAt"])
        .where("id", "=", id)
        .executeTakeFirst();
    },

    async listVersions(key: SectionKey, limit = 50, offset = 0) {
      return db
        .selectFrom("contentVersion")
        .select(versionColumns)
        .where(ofSection(key))
        .orderBy("id", "desc")
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** When the section was first saved (the built-in default's time in History); null when never. */
    async firstSavedAt(key: SectionKey): Promise<Date | null> {
      const row = await db
        .selectFrom("contentVersion")
        .select((eb) => eb.fn.min("createdAt").as("first"))
        .where(ofSection(key))
        .executeTakeFirst();
      return row?.first ? new Date(row.first) : null;
    },

    async getVersion(key: SectionKey, id: number) {
      return db
        .selectFrom("contentVersion")
        .select(["id", "content"])
        .where("id", "=", id)
        .where(ofSection(key))
        .executeTakeFirst();
    },

    /** The version that was live at `asOf`: the published one that went live last at or before it. */
    async liveAt(key: SectionKey, asOf: Date) {
      return db
        .selectFrom("contentVersion")
        .select(["id", "content"])
        .where(ofSection(key))
        .where("state", "=", "published")
        .where("publishedAt", "<=", asOf)
        .orderBy("publishedAt", "desc")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
    },

    async liveVersionId(key: SectionKey): Promise<number | undefined> {
      const row = await db.selectFrom("contentSection").select("versionId").where(ofSection(key)).executeTakeFirst();
      return row?.versionId;
    },
  };
}

export interface CmsRepository extends ReturnType<typeof sectionRows> {
  /** `work` in one transaction (the caller's, when this repository is built over one: the scheduler's). */
  transaction<T>(work: (repo: CmsRepository) => Promise<T>): Promise<T>;
}

export function createCmsRepository(db: Database): CmsRepository {
  return {
    ...sectionRows(db),
    transaction(work) {
      if (db.isTransaction) return work(createCmsRepository(db));
      return db.transaction().execute((trx) => work(createCmsRepository(trx)));
    },
  };
}
