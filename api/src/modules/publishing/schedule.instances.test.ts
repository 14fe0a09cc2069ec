import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HOME_PAGE, SITE_NOTICE_SECTION } from "@hpm/contracts";
import type { ScheduledChange } from "@hpm/contracts/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app";
import { EDITOR, signIn, testConfig } from "../../test/helper";
import { instancePair, until } from "../../test/instances";
import { copyrightLineSite } from "../../test/web-site";

// Issue 30: scheduled changes run once across instances, and late rather than never after a restart.

const copyright = (value: string) => ({ copyright: { value } });
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const post = (app: App, url: string, payload: object, cookie?: string) =>
  app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
const visitorLine = async (app: App) =>
  (await post(app, "/api/cms/get-page-content-list", { pageName: HOME_PAGE, client: "mwfbi" })).json().result.Section_6?.copyright
    ?.value as string | undefined;
const renderedLine = async (app: App) =>
  (await app.inject({ method: "GET", url: "/360" })).body.match(/copyright: ([^<]*)</)?.[1];

const stateOf = (app: App, id: number) =>
  app.db.selectFrom("scheduledChange").select(["state", "doneAt"]).where("id", "=", id).executeTakeFirstOrThrow();
const runs = async (app: App, id: number) =>
  (await app.db.selectFrom("activity").select("id").where("route", "=", `scheduled change ${id}`).execute()).length;

describe("two API instances on one PostgreSQL", () => {
  let a: App;
  let b: App;
  let close: () => Promise<void>;
  const dirs: string[] = [];
  let editor = "";

  beforeAll(async () => {
    const site = mkdtempSync(join(tmpdir(), "hpm-sched-site-"));
    dirs.push(site);
    ({ a, b, close } = await instancePair({
      WEB_DIST: copyrightLineSite(join(site, "site")),
      // only the cache bus can make a change on one instance show on the other
      CONTENT_CACHE_MS: "600000",
      PAGE_CACHE_MS: "600000",
      SCHEDULE_POLL_MS: "20",
    }));
    editor = await signIn(a, EDITOR, "Avery Editor");
  });
  afterAll(async () => {
    await close?.();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("runs a scheduled publish once, and the other instance's visitors see it though they had the page cached", async () => {
    const ref = { pageName: HOME_PAGE, client: "mwfbi", section: "Section_6" };
    expect((await post(a, "/api/cms/add-new", { ...ref, content: copyright("Before") }, editor)).statusCode).toBe(200);
    // both instances keep the published page: its content answer and the rendered page
    for (const app of [a, b]) {
      expect(
        await until(
          () => visitorLine(app),
          (v) => v === "Before",
        ),
      ).toBe("Before");
      expect(
        await until(
          () => renderedLine(app),
          (v) => v === "Before",
        ),
      ).toBe("Before");
    }
    expect((await post(a, "/api/cms/add-new", { ...ref, content: copyright("After"), draft: true }, editor)).statusCode).toBe(
      200,
    );

    // several changes due at one instant, both workers looking every 20 ms: each must run exactly once
    const at = inMs(5000);
    const publish = (await post(a, "/api/cms/publish", { pageName: HOME_PAGE, client: "mwfbi", at }, editor)).json().result
      .scheduled as ScheduledChange;
    const toggles: ScheduledChange[] = [];
    for (const kind of ["notice-on", "notice-off", "notice-on", "notice-off", "notice-on", "notice-off"])
      toggles.push((await post(b, "/api/cms/schedule", { kind, at }, editor)).json().result);
    for (const app of [a, b]) expect(await visitorLine(app)).toBe("Before");

    const all = [publish, ...toggles];
    for (const change of all)
      expect(
        (
          await until(
            () => stateOf(a, change.id),
            (r) => r.state !== "pending",
          )
        ).state,
      ).toBe("done");
    for (const change of all) expect(await runs(a, change.id), `change ${change.id}`).toBe(1);
    const noticeVersions = await a.db
      .selectFrom("contentVersion")
      .select("id")
      .where("pageName", "=", HOME_PAGE)
      .where("section", "=", SITE_NOTICE_SECTION)
      .execute();
    expect(noticeVersions).toHaveLength(toggles.length);

    for (const app of [b, a]) {
      expect(
        await until(
          () => visitorLine(app),
          (v) => v === "After",
        ),
      ).toBe("After");
      expect(
        await until(
          () => renderedLine(app),
          (v) => v === "After",
        ),
      ).toBe("After");
    }
    const notice = (await post(b, "/api/cms/get-page-content-list", { pageName: HOME_PAGE, client: "mwfbi" })).json().result[
      SITE_NOTICE_SECTION
    ];
    expect(notice.status.value).toBe("false");
  });
});

describe("a restart that spans a change's time", () => {
  // (two starts of the embedded database on disk, each migrating it: slow on a loaded machine)
  it("runs the change once at the next start, late rather than never", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "hpm-sched-restart-"));
    const config = testConfig(dataDir, { SCHEDULE_POLL_MS: "20" });
    try {
      const first = await buildApp(config);
      await first.ready();
      const editor = await signIn(first, EDITOR);
      const ref = { pageName: HOME_PAGE, client: "mwfbi", section: "Section_6" };
      await post(first, "/api/cms/add-new", { ...ref, content: copyright("Before the restart") }, editor);
      await post(first, "/api/cms/add-new", { ...ref, content: copyright("Published while down"), draft: true }, editor);
      const at = inMs(6000);
      const res = await post(first, "/api/cms/publish", { pageName: HOME_PAGE, client: "mwfbi", at }, editor);
      const { id } = res.json().result.scheduled as ScheduledChange;
      await first.close();

      // the server is down when the change is due
      await new Promise((r) => setTimeout(r, Date.parse(at) - Date.now() + 300));
      const restartedAt = new Date();
      const second = await buildApp(config);
      try {
        await second.ready();
        const row = await until(
          () => stateOf(second, id),
          (r) => r.state !== "pending",
        );
        expect(row.state).toBe("done");
        expect(new Date(row.doneAt ?? 0).getTime()).toBeGreaterThanOrEqual(restartedAt.getTime());
        expect(await visitorLine(second)).toBe("Published while down");
        await new Promise((r) => setTimeout(r, 200));
        expect(await runs(second, id)).toBe(1);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
