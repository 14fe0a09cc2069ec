import { DEFAULT_CLIENT, getSectionDef, type SectionContent, validateSection } from "@hpm/contracts";
import type { ContentVersion } from "@hpm/contracts/schemas";
import { BadRequestError, NotFoundError } from "../../errors";
import type { CmsRepository, SectionKey } from "./cms.repository";
import { sanitizeSection } from "./rich-text";

function sectionDef(pageName: string, section: string) {
  const def = getSectionDef(pageName, section);
  if (!def) throw new BadRequestError(`Unknown section ${pageName}/${section}.`);
  return def;
}

function validated(key: SectionKey, content: Record<string, unknown>) {
  const error = validateSection(sectionDef(key.pageName, key.section), content as SectionContent);
  if (error) throw new BadRequestError(error.message, [error]);
}

export function createCmsService(repo: CmsRepository) {
  return {
    async getPage(pageName: string, client = DEFAULT_CLIENT) {
      const rows = await repo.listSections(client, pageName);
      return Object.fromEntries(rows.map((r) => [r.section, r.content]));
    },

    async save(key: SectionKey, content: Record<string, unknown>, by: string) {
      const clean = sanitizeSection(sectionDef(key.pageName, key.section), content);
      validated(key, clean);
      return repo.create(key, clean, by);
    },

    async history(key: SectionKey): Promise<ContentVersion[]> {
      sectionDef(key.pageName, key.section);
      const rows = await repo.listVersions(key);
      return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
    },

    async restore(key: SectionKey, versionId: number, by: string) {
      const version = await repo.getVersion(key, versionId);
      if (!version) throw new NotFoundError("That version does not exist for this section.");
      validated(key, version.content);
      return repo.create(key, version.content, by, version.id);
    },
  };
}

export type CmsService = ReturnType<typeof createCmsService>;
