import {
  ACTIVITY_PAGE_SIZE,
  type ActivityAction,
  type ActivityKind,
  COLUMN_LENGTH,
  clipToColumn,
  contentPageTitle,
} from "@hpm/contracts";
import type { ActivityPage, ActivityQuery } from "@hpm/contracts/schemas";
import { BadRequestError } from "../../errors";
import type { ActivityFilter, ActivityRepository } from "./activity.repository";

/** What a change was, as the route that made it describes it (see ./index.ts). */
export interface ActivityEntry {
  client: string;
  kind: ActivityKind;
  action: ActivityAction;
  summary: string;
  /** The content page it belongs to (the log's page filter). */
  pageName: string;
  /** The changed item's key: every change to the same item shares it (the log's item filter, its history). */
  item: string;
  /** Where the item is seen or edited; null once it is gone. */
  itemUrl: string | null;
}

const COL = COLUMN_LENGTH.activity;
// the earliest and latest instants a filter may name: PostgreSQL's timestamptz takes no year 0 nor beyond 294276
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(9999, 11, 31);

function instant(value: string | undefined, name: "from" | "to"): Date | undefined {
  if (value === undefined) return undefined;
  const [y = 0, m = 0, d = 0] = value.slice(0, 10).split("-").map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  const date = new Date(value);
  const time = date.getTime();
  const realDay = day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
  if (!realDay || Number.isNaN(time) || time < EARLIEST || time > LATEST)
    throw new BadRequestError(`${name} is not a valid date.`, [{ path: `/${name}`, message: "is not a valid date" }]);
  return date;
}

export function createActivityService(repo: ActivityRepository) {
  return {
    async record(entry: ActivityEntry, actor: { email: string; name: string }, route: string) {
      const clip = (v: string, max: number) => clipToColumn(v, max);
      await repo.create({
        client: entry.client,
        actorEmail: clip(actor.email, COL.actor_email),
        actorName: clip(actor.name || actor.email, COL.actor_name),
        kind: entry.kind,
        action: entry.action,
        summary: clip(entry.summary, COL.summary),
        pageName: clip(entry.pageName, COL.page_name),
        item: clip(entry.item, COL.item),
        itemUrl: entry.itemUrl && entry.itemUrl.length <= COL.item_url ? entry.itemUrl : null,
        route: clip(route, 200),
      });
    },

    async list(query: ActivityQuery): Promise<ActivityPage> {
      const filter: ActivityFilter = {
        person: query.person?.trim().toLowerCase() || undefined,
        pageName: query.pageName,
        item: query.item,
        from: instant(query.from, "from"),
        to: instant(query.to, "to"),
      };
      const page = Number(query.page ?? 1);
      const pageSize = Number(query.pageSize ?? ACTIVITY_PAGE_SIZE);
      const [rows, total, people, pageNames] = await Promise.all([
        repo.list(filter, (page - 1) * pageSize, pageSize),
        repo.count(filter),
        repo.people(),
        repo.pageNames(),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          at: new Date(r.createdAt).toISOString(),
          person: { email: r.actorEmail, name: r.actorName },
          kind: r.kind,
          action: r.action,
          summary: r.summary,
          pageName: r.pageName,
          pageLabel: contentPageTitle(r.pageName),
          item: r.item,
          itemUrl: r.itemUrl,
        })),
        total,
        page,
        pageSize,
        people,
        pages: pageNames.map((name) => ({ name, label: contentPageTitle(name) })).sort((a, b) => a.label.localeCompare(b.label)),
      };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
