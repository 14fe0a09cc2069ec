import { DEFAULT_CLIENT, getSectionDef, type SectionContent, staleEditMessage, validateSection } from "@hpm/contracts";
import type { ContentVersion } from "@hpm/contracts/schemas";
import { sanitizeSection } from "../../editing/rich-text";
import { BadRequestError, NotFoundError, StaleEditError } from "../../errors";
import { type CmsRepository, type SectionKey, StaleBase } from "./cms.repository";

function sectionDef(pageName: string, section: string) {
  const def = getSectionDef(pageName, section);
  if (!def) throw new BadRequestError(`Unknown section ${pageName}/${section}.`);
  return def;
}

function validated(key: SectionKey, content: Record<string, unknown>) {
  const error = validateSection(sectionDef(key.pageName, key.section), content as SectionContent);
  if (error) throw new BadRequestError(error.message, [error]);
}

type NamesOf = (emails: string[]) => Promise<Map<string, string>>;

export function createCmsService(repo: CmsRepository, namesOf: NamesOf = async (e) => new Map(e.map((x) => [x, x]))) {
  /** The 409 of a save from an old base: who saved, when, and what is saved now. */
  async function stale(key: SectionKey): Promise<StaleEditError> {
    const current = await repo.current(key);
    if (!current) return new StaleEditError(staleEditMessage("section", "another editor", new Date()), {});
    const name = (await namesOf([current.createdBy])).get(current.createdBy) || current.createdBy || "another editor";
    const createdAt = new Date(current.createdAt).toISOString();
    return new StaleEditError(staleEditMessage("section", name, createdAt), {
      ...current,
      createdByName: name,
      createdAt,
    });
  }

  async function write(key: SectionKey, content: Record<string, unknown>, by: string, from: number | null, base?: number) {
    try {
      return await repo.create(key, content, by, from, base);
    } catch (err) {
      if (err instanceof StaleBase) throw await stale(key);
      throw err;
    }
  }

  return {
    async getPage(pageName: string, client = DEFAULT_CLIENT) {
      const rows = await repo.listSections(client, pageName);
      return Object.fromEntries(rows.map((r) => [r.section, r.content]));
    },

    async save(key: SectionKey, content: Record<string, unknown>, by: string, baseVersion?: number) {
      const clean = sanitizeSection(sectionDef(key.pageName, key.section), content);
      validated(key, clean);
      return write(key, clean, by, null, baseVersion);
    },

    async history(key: SectionKey, pageNumber = 1, pageSize = 50): Promise<ContentVersion[]> {
      sectionDef(key.pageName, key.section);
      const rows = await repo.listVersions(key, pageSize, (pageNumber - 1) * pageSize);
      const names = await namesOf(rows.map((r) => r.createdBy));
      return rows.map((r) => ({
        ...r,
        createdByName: names.get(r.createdBy) || r.createdBy,
        createdAt: new Date(r.createdAt).toISOString(),
      }));
    },

    async restore(key: SectionKey, versionId: number, by: string, baseVersion?: number) {
      const version = await repo.getVersion(key, versionId);
      if (!version) throw new NotFoundError("That version does not exist for this section.");
      validated(key, version.content);
      return write(key, version.content, by, version.id, baseVersion);
    },
  };
}

export type CmsService = ReturnType<typeof createCmsService>;
