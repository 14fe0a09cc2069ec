import { contentPagePath, contentPageTitle } from "@hpm/contracts";
import type { IdBody, PreviewLink, PreviewLinkBody, PreviewLinkResult } from "@hpm/contracts/schemas";
import type { ActivitySpec } from "../activity";

const entry = (link: PreviewLink) => ({
  client: link.client,
  kind: "content" as const,
  pageName: link.pageName,
  item: `preview-link:${link.client}/${link.id}`,
  itemUrl: contentPagePath(link.pageName),
});

const hours = (n: number) => (n % 24 === 0 ? `${n / 24} ${n === 24 ? "day" : "days"}` : `${n} ${n === 1 ? "hour" : "hours"}`);

/** A preview link shared or withdrawn: a row under the page it shows. */
export const previewActivity = {
  create: {
    describe: ({ body }, { result }) => ({
      ...entry(result.link),
      action: "created",
      summary: `Shared a preview link to “${contentPageTitle(body.pageName)}” for ${hours(body.expiresInHours)} (link ${result.link.id})`,
    }),
  } satisfies ActivitySpec<PreviewLinkBody, unknown, unknown, { result: PreviewLinkResult }>,

  revoke: {
    describe: (_request, { result }) => ({
      ...entry(result),
      action: "deleted",
      summary: `Withdrew the preview link to “${contentPageTitle(result.pageName)}” (link ${result.id})`,
    }),
  } satisfies ActivitySpec<IdBody, unknown, unknown, { result: PreviewLink }>,
};
