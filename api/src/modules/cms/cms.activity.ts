import {
  BUILT_IN_VERSION_ID,
  contentPagePath,
  contentPageTitle,
  DEFAULT_CLIENT,
  formatSiteTime,
  getSectionDef,
} from "@hpm/contracts";
import type { AddNewBody, DiscardBody, PublishBody, PublishResult, RestoreBody } from "@hpm/contracts/schemas";
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

/** A whole page's change (its drafts published or discarded): the page is the item. */
export const pageEntry = (client: string, pageName: string) => ({
  client,
  kind: "content" as const,
  pageName,
  item: `content:${client}/${pageName}`,
  itemUrl: contentPagePath(pageName),
});

const drafts = (n: number) => `${n} ${n === 1 ? "draft" : "drafts"}`;

export const cmsActivity = {
  save: {
    describe: ({ body }, { result }) => ({
      ...entry(body),
      action: body.draft ? "drafted" : "changed",
      summary: body.draft
        ? `Saved a draft of “${sectionLabel(body.pageName, body.section)}” (version ${result.versionId})`
        : `Saved “${sectionLabel(body.pageName, body.section)}” (version ${result.versionId})`,
    }),
  } satisfies ActivitySpec<AddNewBody, unknown, unknown, Saved>,

  restore: {
    describe: ({ body }, { result }) => {
      const from = body.versionId === BUILT_IN_VERSION_ID ? "the built-in default" : `version ${body.versionId}`;
      return {
        ...entry(body),
        action: body.draft ? "drafted" : "restored",
        summary: `Restored “${sectionLabel(body.pageName, body.section)}” to ${from} (saved as ${body.draft ? "draft " : ""}version ${result.versionId})`,
      };
    },
  } satisfies ActivitySpec<RestoreBody, unknown, unknown, Saved>,

  discard: {
    describe: ({ body }, { result }) => ({
      ...pageEntry(body.client ?? DEFAULT_CLIENT, body.pageName),
      action: "discarded",
      summary: `Discarded ${drafts(result.sections.length)} of “${contentPageTitle(body.pageName)}”${
        body.section ? ` (“${sectionLabel(body.pageName, body.section)}”)` : ""
      }`,
    }),
  } satisfies ActivitySpec<DiscardBody, unknown, unknown, { result: { sections: string[] } }>,
};

/** Publishing a page's drafts now, or scheduling it (the time as the site's time zone shows it). */
export const publishActivity = (timeZone: string) =>
  ({
    describe: ({ body }, { result }) => {
      const client = body.client ?? DEFAULT_CLIENT;
      const page = contentPageTitle(body.pageName);
      if (result.scheduled)
        return {
          ...pageEntry(client, body.pageName),
          action: "scheduled",
          summary: `Scheduled publishing the drafts of “${page}” for ${formatSiteTime(result.scheduled.runAt, timeZone)}`,
        };
      return {
        ...pageEntry(client, body.pageName),
        action: "published",
        summary: `Published ${drafts(result.published.length)} of “${page}”`,
      };
    },
  }) satisfies ActivitySpec<PublishBody, unknown, unknown, { result: PublishResult }>;
