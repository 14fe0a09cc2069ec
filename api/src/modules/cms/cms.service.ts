import {
  BUILT_IN_VERSION_ID,
  BUILT_IN_VERSION_NAME,
  DEFAULT_CLIENT,
  getSectionDef,
  HOME_PAGE,
  pages,
  type SectionContent,
  SITE_NOTICE_SECTION,
  sectionDefaults,
  siblingPages,
  staleEditMessage,
  validateSection,
} from "@hpm/contracts";
import type { ContentVersion, PageDraft } from "@hpm/contracts/schemas";
import { sanitizeSection } from "../../editing/rich-text";
import { BadRequestError, NotFoundError, StaleEditError } from "../../errors";
import { type CmsRepository, type SectionKey, StaleBase, type VersionState } from "./cms.repository";

function sectionDef(pageName: string, section: string) {
  const def = getSectionDef(pageName, section);
  if (!def) throw new BadRequestError(`Unknown section ${pageName}/${section}.`);
  return def;
}

function validated(key: SectionKey, content: Record<string, unknown>) {
  const error = validateSection(sectionDef(key.pageName, key.section), content as SectionContent);
  if (error) throw new BadRequestError(error.message, [error]);
}

/** A content page of the site (the manifest's or a sibling site's), which drafts, publishing and scheduling know. */
export function isContentPage(pageName: string): boolean {
  return Object.hasOwn(pages, pageName) || siblingPages.some((p) => p.pageName === pageName);
}

/** A 400 unless `pageName` is a content page. */
export function contentPage(pageName: string): string {
  if (!isContentPage(pageName))
    throw new BadRequestError(`Unknown page ${pageName}.`, [{ path: "/pageName", message: "is not a content page" }]);
  return pageName;
}

const BUILT_IN_SINCE = new Date(0);

type NamesOf = (emails: string[]) => Promise<Map<string, string>>;

export interface SaveOptions {
  /** The version the editor opened (0: none); a different head answers 409. */
  baseVersion?: number;
  /** Saved as a draft: visitors keep seeing what is published. */
  draft?: boolean;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * The content module's service. Built over a repository on a transaction, its writes join that transaction: the
 * scheduler runs a change and marks it done in one.
 */
export function createCmsService(repo: CmsRepository, namesOf: NamesOf = async (e) => new Map(e.map((x) => [x, x]))) {
  /** The 409 of a save from an old base: who saved, when, and what the section's head is now. */
  async function stale(key: SectionKey): Promise<StaleEditError> {
    const current = await repo.current(key);
    if (!current) return new StaleEditError(staleEditMessage("section", "another editor", new Date()), {});
    const name = (await namesOf([current.createdBy])).get(current.createdBy) || current.createdBy || "another editor";
    const createdAt = iso(current.createdAt);
    return new StaleEditError(staleEditMessage("section", name, createdAt), { ...current, createdByName: name, createdAt });
  }

  /**
   * Saves a version: a draft (the section's draft points at it) or published at once (visitors see it; the
   * section's draft is dropped). With baseVersion the section's head must still be that version: checked under the
   * section's lock, so of two saves from the same base exactly one wins.
   */
  async function write(
    key: SectionKey,
    content: Record<string, unknown>,
    by: string,
    from: number | null,
    { baseVersion, draft = false }: SaveOptions,
  ) {
    try {
      return await repo.transaction(async (tx) => {
        await tx.lock(key);
        if (baseVersion !== undefined && (await tx.head(key)) !== baseVersion) throw new StaleBase();
        const state: VersionState = draft ? "draft" : "published";
        const version = await tx.insertVersion(key, content, by, state, from);
        if (draft) await tx.setDraft(key, version.id);
        else {
          await tx.setLive(key, version.id, content);
          await tx.dropDraft(key);
        }
        return version;
      });
    } catch (err) {
      if (err instanceof StaleBase) throw await stale(key);
      throw err;
    }
  }

  /**
   * Publishes `content` as the section's new version though the section has a draft (a scheduled change): the
   * draft is kept, saved again on top (with `draftStatus` when given) so it stays the head of History.
   */
  async function publishKeepingDraft(
    tx: CmsRepository,
    key: SectionKey,
    content: Record<string, unknown>,
    by: string,
    from: number | null,
    draftStatus?: string,
  ) {
    await tx.lock(key);
    const [draft] = await tx.listDrafts(key.client, key.pageName, key.section);
    const version = await tx.insertVersion(key, content, by, "published", from);
    await tx.setLive(key, version.id, content);
    if (draft) {
      const draftContent = draftStatus === undefined ? draft.content : { ...draft.content, status: { value: draftStatus } };
      const again = await tx.insertVersion(key, draftContent, draft.createdBy, "draft", draft.versionId);
      await tx.setDraft(key, again.id);
    }
    return version;
  }

  async function withNames<T extends { createdBy: string }>(rows: T[]) {
    const names = await namesOf(rows.map((r) => r.createdBy));
    return rows.map((r) => ({ ...r, createdByName: names.get(r.createdBy) || r.createdBy }));
  }

  return {
    /** The page as visitors see it: what is published. */
    async getPage(pageName: string, client = DEFAULT_CLIENT) {
      const rows = await repo.listSections(client, pageName);
      return Object.fromEntries(rows.map((r) => [r.section, r.content]));
    },

    /** The page as it will be once its drafts are published: each drafted section's draft over what is published. */
    async getPageWithDrafts(pageName: string, client = DEFAULT_CLIENT): Promise<Record<string, Record<string, unknown>>> {
      const [rows, drafts] = await Promise.all([repo.listSections(client, pageName), repo.listDrafts(client, pageName)]);
      return {
        ...Object.fromEntries(rows.map((r) => [r.section, r.content])),
        ...Object.fromEntries(drafts.map((d) => [d.section, d.content])),
      };
    },

    /** The page's drafts, each with who saved it. */
    async drafts(pageName: string, client = DEFAULT_CLIENT): Promise<PageDraft[]> {
      const rows = await withNames(await repo.listDrafts(client, pageName));
      return rows.map((r) => ({
        section: r.section,
        versionId: r.versionId,
        content: r.content,
        createdBy: r.createdBy,
        createdByName: r.createdByName,
        updatedAt: iso(r.updatedAt as unknown as Date),
      }));
    },

    async save(key: SectionKey, content: Record<string, unknown>, by: string, options: SaveOptions = {}) {
      const clean = sanitizeSection(sectionDef(key.pageName, key.section), content);
      validated(key, clean);
      return write(key, clean, by, null, options);
    },

    /**
     * Newest first, drafts included (the first entry of page 1 is the section's head); the built-in default ends the
     * last page, as version 0.
     */
    async history(key: SectionKey, pageNumber = 1, pageSize = 50): Promise<ContentVersion[]> {
      const def = sectionDef(key.pageName, key.section);
      const rows = await withNames(await repo.listVersions(key, pageSize, (pageNumber - 1) * pageSize));
      const versions: ContentVersion[] = rows.map((r) => ({
        ...r,
        createdAt: iso(r.createdAt),
        publishedAt: r.publishedAt ? iso(r.publishedAt) : null,
      }));
      if (rows.length < pageSize)
        versions.push({
          id: BUILT_IN_VERSION_ID,
          builtIn: true,
          content: sectionDefaults(def),
          createdBy: "",
          createdByName: BUILT_IN_VERSION_NAME,
          createdAt: iso((await repo.firstSavedAt(key)) ?? BUILT_IN_SINCE),
          restoredFrom: null,
          state: "published",
          publishedAt: null,
        });
      return versions;
    },

    /** Saves an earlier version (0: the built-in default) as the section's new one, published or as a draft. */
    async restore(key: SectionKey, versionId: number, by: string, options: SaveOptions = {}) {
      if (versionId === BUILT_IN_VERSION_ID) {
        const content = sectionDefaults(sectionDef(key.pageName, key.section));
        return write(key, content, by, null, options);
      }
      const version = await repo.getVersion(key, versionId);
      if (!version) throw new NotFoundError("That version does not exist for this section.");
      validated(key, version.content);
      return write(key, version.content, by, version.id, options);
    },

    /** Every draft of the page goes live at once; the sections published. */
    async publishDrafts(client: string, pageName: string): Promise<string[]> {
      return repo.transaction(async (tx) => {
        const sections = (await tx.listDrafts(client, pageName)).map((d) => d.section);
        for (const section of sections) await tx.lock({ client, pageName, section });
        // read again under the locks: a save or another publish may have changed them meanwhile
        const drafts = await tx.listDrafts(client, pageName);
        for (const d of drafts) {
          const key = { client, pageName, section: d.section };
          await tx.markPublished(d.versionId);
          await tx.setLive(key, d.versionId, d.content);
          await tx.dropDraft(key);
        }
        return drafts.map((d) => d.section);
      });
    },

    /** Drops the page's drafts (or one section's) and their never-published versions; the sections that had one. */
    async discardDrafts(client: string, pageName: string, section?: string): Promise<string[]> {
      return repo.transaction(async (tx) => {
        const sections = (await tx.listDrafts(client, pageName, section)).map((d) => d.section);
        const discarded: string[] = [];
        for (const s of sections) {
          const key = { client, pageName, section: s };
          await tx.lock(key);
          if (!(await tx.listDrafts(client, pageName, s)).length) continue;
          await tx.dropDraft(key);
          await tx.deleteUnpublishedDrafts(key);
          discarded.push(s);
        }
        return discarded;
      });
    },

    /**
     * Every section of the page back to what was live at `asOf` (the version published last at or before it, else
     * the built-in default), each saved as a new published version; the sections that changed. Drafts are kept.
     */
    async revertPage(client: string, pageName: string, asOf: Date, by: string): Promise<string[]> {
      return repo.transaction(async (tx) => {
        const changed: string[] = [];
        for (const section of await tx.sectionsEverSaved(client, pageName)) {
          const def = getSectionDef(pageName, section);
          if (!def) continue;
          const key = { client, pageName, section };
          await tx.lock(key);
          const then = await tx.liveAt(key, asOf);
          const live = await tx.liveVersionId(key);
          if (then ? live === then.id : live === undefined) continue;
          await publishKeepingDraft(tx, key, then?.content ?? sectionDefaults(def), by, then?.id ?? null);
          changed.push(section);
        }
        return changed;
      });
    },

    /** The site notice switched on or off (its other fields as published); a draft of it is kept, switched too. */
    async setNotice(client: string, on: boolean, by: string): Promise<void> {
      const key = { client, pageName: HOME_PAGE, section: SITE_NOTICE_SECTION };
      const def = sectionDef(key.pageName, key.section);
      const status = on ? "true" : "false";
      await repo.transaction(async (tx) => {
        await tx.lock(key);
        const live = (await tx.listSections(client, HOME_PAGE)).find((r) => r.section === SITE_NOTICE_SECTION);
        const content = { ...(live?.content ?? sectionDefaults(def)), status: { value: status } };
        await publishKeepingDraft(tx, key, content, by, null, status);
      });
    },
  };
}

export type CmsService = ReturnType<typeof createCmsService>;
