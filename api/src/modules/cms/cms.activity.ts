import { contentPagePath, DEFAULT_CLIENT, getSectionDef } from "@hpm/contracts";
import type { AddNewBody, RestoreBody } from "@hpm/contracts/schemas";
import type { ActivitySpec } from "../activity";

type Saved = { result: { versionId: number } };

/** "Home Banner" for the section editor titled "Edit Home Banner"; the section's key when it has no title. */
export function sectionLabel(pageName: string, section: string): string {
  const title = getSectionDef(pageName, section)
    ?.title.replace(/^Edit\s+/i, "")
    .trim();
  return title || section;
}

const entry = (body: { pageName: string; section: string; client?: string }) => ({
  client: body.client ?? DEFAULT_CLIENT,
  kind: "content" as const,
  pageName: body.pageName,
  item: `content:${body.client ?? DEFAULT_CLIENT}/${body.pageName}/${body.section}`,
  itemUrl: contentPagePath(body.pageName),
});

export const cmsActivity = {
  save: {
    describe: ({ body }, { result }) => ({
      ...entry(body),
      action: "changed",
      summary: `Saved “${sectionLabel(body.pageName, body.section)}” (version ${result.versionId})`,
    }),
  } satisfies ActivitySpec<AddNewBody, unknown, unknown, Saved>,

  restore: {
    describe: ({ body }, { result }) => ({
      ...entry(body),
      action: "restored",
      summary: `Restored “${sectionLabel(body.pageName, body.section)}” to version ${body.versionId} (saved as version ${result.versionId})`,
    }),
  } satisfies ActivitySpec<RestoreBody, unknown, unknown, Saved>,
};
