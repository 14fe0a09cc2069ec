import { BLOG_MESSAGES, contentPageTitle, DEFAULT_CLIENT, formatSiteTime, HOME_PAGE, type ScheduleKind } from "@hpm/contracts";
import type { ScheduleBody, ScheduledChange, ScheduledList, ScheduledListBody } from "@hpm/contracts/schemas";
import type { Database } from "../../db/database";
import { BadRequestError, ConflictError, NotFoundError } from "../../errors";
import type { ActivityEntry } from "../activity/activity.service";
import type { BlogService } from "../blog/blog.service";
import type { CmsService } from "../cms/cms.service";
import { contentPage } from "../cms/cms.service";
import { ranActivity } from "./schedule.activity";
import type { NewScheduledChange, ScheduledRow, ScheduleRepository } from "./schedule.repository";

/** How many changes that ran (or failed, or were cancelled) the Scheduled list shows. */
export const PAST_CHANGES_SHOWN = 50;
// a time the database and people can both take (timestamptz reaches far further; nobody schedules there)
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(9999, 11, 31);

export const SCHEDULE_MESSAGES = {
  alreadyRan: "This change has already run.",
  alreadyCancelled: "This change was already cancelled.",
  notFound: "That scheduled change does not exist.",
  pageNeeded: "Choose the page.",
  postNeeded: "Choose the post.",
  asOfNeeded: "Choose the time to go back to.",
  asOfFuture: "The time to go back to must be in the past.",
} as const;

/** What a change changed once it ran: the pages whose caches are cleared, and the log's row. */
export interface ChangeOutcome {
  pages: { client: string; pageName: string }[];
  activity: ActivityEntry;
}

export interface ScheduleDeps {
  repo: ScheduleRepository;
  timeZone: string;
  namesOf: (emails: string[]) => Promise<Map<string, string>>;
  /** The content service working within `db` (a transaction). */
  cms: (db: Database) => CmsService;
  /** The blog's posts through `db` (the database, or a transaction). */
  blog: (db: Database) => BlogService;
  db: Database;
  /** Told of a new change: one that is due (or soon) runs now; resolves once a due one had its turn. */
  wake: (runAt: Date) => Promise<void>;
}

function instant(value: string, path: string): Date {
  const date = new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time) || time < EARLIEST || time > LATEST)
    throw new BadRequestError(`${path} is not a valid date and time.`, [
      { path: `/${path}`, message: "is not a valid date and time" },
    ]);
  return date;
}

const needed = (message: string, path: string) => new BadRequestError(message, [{ path: `/${path}`, message }]);
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** Scheduled changes: made, listed and cancelled by editors; run by the worker (schedule.worker.ts), once. */
export function createScheduleService(deps: ScheduleDeps) {
  const { repo, timeZone, namesOf } = deps;
  const posts = deps.blog(deps.db);

  const postTitle = (client: string, id: number) =>
    posts.getById(client, id).then(
      (p) => p.title,
      () => null,
    );

  /** What a page's or the notice's change is about, for people. */
  const pageLabel = (row: Pick<ScheduledRow, "kind" | "pageName">) =>
    row.kind === "notice-on" || row.kind === "notice-off" ? "Site notice" : contentPageTitle(row.pageName ?? HOME_PAGE);

  async function labelOf(row: Pick<ScheduledRow, "client" | "kind" | "pageName" | "postId">): Promise<string> {
    if (row.kind === "publish-post") return (await postTitle(row.client, row.postId ?? 0)) ?? `Post ${row.postId}`;
    return pageLabel(row);
  }

  async function views(rows: ScheduledRow[]): Promise<ScheduledChange[]> {
    const names = await namesOf(rows.map((r) => r.createdBy));
    return Promise.all(
      rows.map(async (r) => ({
        id: r.id,
        client: r.client,
        kind: r.kind,
        pageName: r.pageName,
        postId: r.postId,
        asOf: iso(r.asOf),
        label: await labelOf(r),
        runAt: new Date(r.runAt).toISOString(),
        state: r.state,
        createdBy: r.createdBy,
        createdByName: names.get(r.createdBy) || r.createdBy,
        createdAt: new Date(r.createdAt).toISOString(),
        doneAt: iso(r.doneAt),
        error: r.error,
      })),
    );
  }
  const view = async (row: ScheduledRow) => (await views([row]))[0] as ScheduledChange;

  /** The change as it will be stored, checked: 400 for what is missing or wrong, 404 for a post that is not there. */
  async function checked(body: ScheduleBody, by: string): Promise<NewScheduledChange> {
    const client = body.client ?? DEFAULT_CLIENT;
    const runAt = instant(body.at, "at");
    const change = { client, kind: body.kind, runAt, createdBy: by, pageName: null, postId: null, asOf: null };
    switch (body.kind) {
      case "publish-page":
        if (!body.pageName) throw needed(SCHEDULE_MESSAGES.pageNeeded, "pageName");
        return { ...change, pageName: contentPage(body.pageName) };
      case "revert-page": {
        if (!body.pageName) throw needed(SCHEDULE_MESSAGES.pageNeeded, "pageName");
        if (!body.asOf) throw needed(SCHEDULE_MESSAGES.asOfNeeded, "asOf");
        const asOf = instant(body.asOf, "asOf");
        if (asOf.getTime() > Date.now()) throw needed(SCHEDULE_MESSAGES.asOfFuture, "asOf");
        return { ...change, pageName: contentPage(body.pageName), asOf };
      }
      case "publish-post":
        if (body.postId === undefined) throw needed(SCHEDULE_MESSAGES.postNeeded, "postId");
        if ((await postTitle(client, body.postId)) === null) throw new NotFoundError(BLOG_MESSAGES.notFound);
        return { ...change, postId: body.postId };
      default:
        return { ...change, pageName: HOME_PAGE };
    }
  }

  async function schedule(body: ScheduleBody, by: string): Promise<ScheduledChange> {
    const row = await repo.create(await checked(body, by));
    // a time already past runs now (late rather than never), before the answer says what became of it
    await deps.wake(new Date(row.runAt));
    return view((await repo.get(row.client, row.id)) ?? row);
  }

  /** Does what the change says, within the worker's transaction `trx` (which then marks it done); reads only through it. */
  async function run(trx: Database, row: ScheduledRow): Promise<ChangeOutcome> {
    const cms = deps.cms(trx);
    const label = pageLabel(row);
    const change = { ...row, label };
    const page = { client: row.client, pageName: row.pageName ?? HOME_PAGE };
    switch (row.kind) {
      case "publish-page": {
        const sections = await cms.publishDrafts(row.client, page.pageName);
        const done = sections.length
          ? `Published ${sections.length} ${sections.length === 1 ? "draft" : "drafts"} of “${label}”`
          : `Published “${label}”: it had no drafts`;
        return { pages: [page], activity: ranActivity(change, done) };
      }
      case "revert-page": {
        const asOf = new Date(row.asOf ?? 0);
        const sections = await cms.revertPage(row.client, page.pageName, asOf, row.createdBy);
        const done = `Reverted “${label}” to how it was published at ${formatSiteTime(asOf, timeZone)} (${sections.length} ${sections.length === 1 ? "section" : "sections"} changed)`;
        return { pages: [page], activity: ranActivity(change, done) };
      }
      case "publish-post": {
        const blog = deps.blog(trx);
        const id = row.postId ?? 0;
        const post = await blog.getById(row.client, id);
        await blog.changeStatus(row.client, id, "Published");
        return { pages: [], activity: ranActivity({ ...change, label: post.title }, `Published post “${post.title}”`) };
      }
      case "notice-on":
      case "notice-off": {
        const on = row.kind === "notice-on";
        await cms.setNotice(row.client, on, row.createdBy);
        return { pages: [page], activity: ranActivity(change, `Switched the site notice ${on ? "on" : "off"}`) };
      }
    }
  }

  return {
    schedule,
    run,

    publishLater(client: string, pageName: string, at: string, by: string) {
      return schedule({ kind: "publish-page", client, pageName, at }, by);
    },

    async pendingPublishes(client: string, pageName: string) {
      const rows = await repo.listPending(client, pageName, "publish-page" satisfies ScheduleKind);
      return rows.map((r) => ({ id: r.id, runAt: new Date(r.runAt).toISOString() }));
    },

    async list(query: ScheduledListBody): Promise<ScheduledList> {
      const client = query.client ?? DEFAULT_CLIENT;
      const [pending, past] = await Promise.all([
        repo.listPending(client, query.pageName),
        query.includePast ? repo.listPast(client, query.pageName, PAST_CHANGES_SHOWN) : [],
      ]);
      return { timeZone, items: await views([...pending, ...past]) };
    },

    async cancel(client: string, id: number, by: string): Promise<ScheduledChange> {
      const cancelled = await repo.cancel(client, id, by);
      if (cancelled) return view(cancelled);
      const row = await repo.get(client, id);
      if (!row) throw new NotFoundError(SCHEDULE_MESSAGES.notFound);
      throw new ConflictError(row.state === "cancelled" ? SCHEDULE_MESSAGES.alreadyCancelled : SCHEDULE_MESSAGES.alreadyRan);
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
