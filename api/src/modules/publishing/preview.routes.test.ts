import {
  footerSection6,
  HOME_PAGE,
  PREVIEW_BANNER,
  PREVIEW_MESSAGES,
  PREVIEW_PATH,
  requireSectionDef,
  sectionDefaults,
} from "@hpm/contracts";
import type { ActivityRow, PreviewLink, PreviewLinkResult } from "@hpm/contracts/schemas";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AGENT, EDITOR, setupApp } from "../../test/helper";
import { webSiteFromSources } from "../../test/web-site";

const t = setupApp({ WEB_DIST: webSiteFromSources(), PAGE_CACHE_MS: "600000", CONTENT_CACHE_MS: "600000" });
let editor = "";
let agent = "";

const PUBLISHED_FAQ = "Published answers for members";
const DRAFT_FAQ = "Draft answers under review";
const DRAFT_AUTO = "Draft auto coverage under review";
const DRAFT_FOOTER = "Draft footer words under review";

const banner = (pageName: string, title: string) => {
  const content = sectionDefaults(requireSectionDef(pageName, "TopBanner"));
  content.title = { value: title };
  return content;
};

/** A section's draft, as the draft save writes it: a version in state 'draft' and the section's content_draft row. */
async function draft(pageName: string, section: string, content: Record<string, unknown>) {
  const version = await t.app.db
    .insertInto("contentVersion")
    .values({ client: "mwfbi", pageName, section, content: JSON.stringify(content), createdBy: EDITOR, state: "draft" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto("contentDraft")
    .values({ client: "mwfbi", pageName, section, versionId: version.id })
    .onConflict((oc) => oc.columns(["client", "pageName", "section"]).doUpdateSet({ versionId: version.id }))
    .execute();
}

const post = (url: string, payload: object, cookie = editor) =>
  t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

async function share(pageName: string, expiresInHours = 72): Promise<PreviewLinkResult & { path: string }> {
  const res = await post("/api/cms/preview-link", { pageName, client: "mwfbi", expiresInHours });
  expect(res.statusCode, res.body).toBe(200);
  const result = res.json().result as PreviewLinkResult;
  return { ...result, path: new URL(result.url).pathname };
}

/** What every preview answer is: never stored, never indexed, no referrer, HTML. */
function expectPrivate(res: Awaited<ReturnType<typeof get>>) {
  expect(res.headers["content-type"]).toContain("text/html");
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(res.headers["referrer-policy"]).toBe("no-referrer");
  expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
}

/** A preview as sent: the page with the banner, its styles, and nothing of the application that would run or be kept. */
function expectReadOnlyPreview(html: string) {
  expect(html).toContain(PREVIEW_BANNER);
  expect(html).toContain(".site-test-style{color:#1b2a1f}");
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toContain("modulepreload");
  expect(html).not.toContain('name="hpm-app"');
  expect(html).not.toContain('rel="manifest"');
  expect(html).not.toContain("hpm-ssr");
}

beforeAll(async () => {
  editor = await t.cookieFor(EDITOR, "Editor One");
  agent = await t.cookieFor(AGENT);
  const saved = await post("/api/cms/add-new", {
    client: "mwfbi",
    pageName: "FAQ",
    section: "TopBanner",
    content: banner("FAQ", PUBLISHED_FAQ),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await draft("FAQ", "TopBanner", banner("FAQ", DRAFT_FAQ));
  await draft("Auto_Insurance", "TopBanner", banner("Auto_Insurance", DRAFT_AUTO));
  const footer = sectionDefaults(footerSection6);
  footer.footerDescription = { value: DRAFT_FOOTER };
  await draft(HOME_PAGE, footerSection6.section, footer);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("a shared preview link", () => {
  it("shows the page with its drafts, read-only and not indexed, then is refused once expired", async () => {
    const link = await share("FAQ", 2);
    expect(link.url).toMatch(new RegExp(`^${t.config.publicUrl}${PREVIEW_PATH}/${link.link.id}\\.[A-Za-z0-9_-]{43}$`));
    const res = await get(link.path);
    expect(res.statusCode).toBe(200);
    expectPrivate(res);
    expectReadOnlyPreview(res.body);
    expect(res.body).toContain(DRAFT_FAQ);
    expect(res.body).not.toContain(PUBLISHED_FAQ);
    expect(res.body).toContain("This link expires");
    // the banner comes first in the page
    expect(res.body.indexOf(PREVIEW_BANNER)).toBeLessThan(res.body.indexOf('<div id="root">'));

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 2 * 3600_000 + 1000);
    const expired = await get(link.path);
    expect(expired.statusCode).toBe(410);
    expectPrivate(expired);
    expect(expired.body).toContain(PREVIEW_MESSAGES.expired);
    expect(expired.body).not.toContain(DRAFT_FAQ);

    // withdrawn as well: that is what it says from then on
    expect((await post("/api/cms/preview-link/revoke", { id: link.link.id })).statusCode).toBe(200);
    const revoked = await get(link.path);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.body).toContain(PREVIEW_MESSAGES.revoked);
  });

  it("is refused once the editor withdraws it, with a record of who did", async () => {
    const link = await share("FAQ");
    expect((await get(link.path)).statusCode).toBe(200);
    const revoked = await post("/api/cms/preview-link/revoke", { id: link.link.id });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((revoked.json().result as PreviewLink).revokedAt).toEqual(expect.any(String));
    const res = await get(link.path);
    expect(res.statusCode).toBe(410);
    expectPrivate(res);
    expect(res.body).toContain(PREVIEW_MESSAGES.revoked);
    expect(res.body).not.toContain(DRAFT_FAQ);
    const row = await t.app.db.selectFrom("previewLink").select("revokedBy").where("id", "=", link.link.id).executeTakeFirst();
    expect(row?.revokedBy).toBe(EDITOR);
    expect((await post("/api/cms/preview-link/revoke", { id: 999_999 })).statusCode).toBe(404);
  });

  it("is not valid with a changed signature, another link's signature or a made-up id", async () => {
    const link = await share("FAQ");
    const [id, signature = ""] = link.path.slice(PREVIEW_PATH.length + 1).split(".");
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    const other = await share("Auto_Insurance");
    const otherSignature = other.path.split(".")[1];
    for (const path of [
      `${PREVIEW_PATH}/${id}.${flipped}`,
      `${PREVIEW_PATH}/${id}.${otherSignature}`,
      `${PREVIEW_PATH}/999999.${signature}`,
      `${PREVIEW_PATH}/${id}`,
      `${PREVIEW_PATH}/not-a-token`,
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expectPrivate(res);
      expect(res.body).toContain(PREVIEW_MESSAGES.unknown);
      expect(res.body).not.toContain(DRAFT_FAQ);
    }
  });

  it("shows only its own page's drafts: other pages' content (the footer, from the home page) as published", async () => {
    const faq = await get((await share("FAQ")).path);
    expect(faq.body).toContain(DRAFT_FAQ);
    expect(faq.body).toContain(sectionDefaults(footerSection6).footerDescription?.value);
    expect(faq.body).not.toContain(DRAFT_FOOTER);
    expect(faq.body).not.toContain(DRAFT_AUTO);
    const auto = await get((await share("Auto_Insurance")).path);
    expect(auto.body).toContain(DRAFT_AUTO);
    expect(auto.body).not.toContain(DRAFT_FAQ);
    expect(auto.body).not.toContain(DRAFT_FOOTER);
    const home = await get((await share(HOME_PAGE)).path);
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(DRAFT_FOOTER);
  });

  it("leaves visitors' pages as published: neither the rendered-page cache nor the content answers hold a draft", async () => {
    // previewed first, so a preview that went into the caches would be what the visitor gets next
    expect((await get((await share("FAQ")).path)).body).toContain(DRAFT_FAQ);
    const page = await get("/360/faq");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(PUBLISHED_FAQ);
    expect(page.body).not.toContain(DRAFT_FAQ);
    expect(page.body).not.toContain(PREVIEW_BANNER);
    const content = await post("/api/cms/get-page-content-list", { pageName: "FAQ", client: "mwfbi" }, "");
    expect(content.json().result.TopBanner.title.value).toBe(PUBLISHED_FAQ);
    // and the other way round: the visitor's page, now kept, is not what a preview shows
    expect((await get((await share("FAQ")).path)).body).toContain(DRAFT_FAQ);
    expect((await get("/360/faq")).body).not.toContain(DRAFT_FAQ);
  });
});

describe("an editor's own preview", () => {
  it("refuses visitors with 401 and agents with 403, as pages", async () => {
    const anonymous = await get(`${PREVIEW_PATH}?page=FAQ`);
    expect(anonymous.statusCode).toBe(401);
    expectPrivate(anonymous);
    expect(anonymous.body).toContain("Sign in as an editor to preview this page.");
    expect(anonymous.body).not.toContain(DRAFT_FAQ);
    const asAgent = await get(`${PREVIEW_PATH}?page=FAQ`, agent);
    expect(asAgent.statusCode).toBe(403);
    expectPrivate(asAgent);
    expect(asAgent.body).toContain("Only editors can preview unpublished changes.");
    expect(asAgent.body).not.toContain(DRAFT_FAQ);
  });

  it("shows an editor the page with its drafts as a visitor would see it, read-only", async () => {
    const res = await get(`${PREVIEW_PATH}?page=FAQ&client=mwfbi`, editor);
    expect(res.statusCode).toBe(200);
    expectPrivate(res);
    expectReadOnlyPreview(res.body);
    expect(res.body).toContain(DRAFT_FAQ);
    expect(res.body).not.toContain(DRAFT_FOOTER);
    // no editor's tools in it: it is the page as visitors will see it
    expect(res.body).not.toContain("hpm-ssr-user");
    const unknown = await get(`${PREVIEW_PATH}?page=NoSuchPage`, editor);
    expect(unknown.statusCode).toBe(400);
    expectPrivate(unknown);
    expect(unknown.body).toContain("Unknown page NoSuchPage.");
    const incomplete = await get(PREVIEW_PATH, editor);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.body).toContain("This preview address is not complete.");
  });
});

describe("POST /api/cms/preview-link and its list", () => {
  it("refuses visitors with 401 and agents with 403", async () => {
    const body = { pageName: "FAQ", expiresInHours: 24 };
    for (const url of ["/api/cms/preview-link", "/api/cms/preview-links", "/api/cms/preview-link/revoke"]) {
      const payload = url.endsWith("revoke") ? { id: 1 } : body;
      expect((await post(url, payload, "")).statusCode, url).toBe(401);
      expect((await post(url, payload, agent)).statusCode, url).toBe(403);
    }
  });

  it("refuses a time outside 1 to 168 hours, an unknown page and one with no public page", async () => {
    for (const expiresInHours of [0, 169, 1.5]) {
      const res = await post("/api/cms/preview-link", { pageName: "FAQ", expiresInHours });
      expect(res.statusCode, String(expiresInHours)).toBe(400);
    }
    const unknown = await post("/api/cms/preview-link", { pageName: "NoSuchPage", expiresInHours: 24 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Unknown page NoSuchPage.");
    const hub = await post("/api/cms/preview-link", { pageName: "AgentLandingPageLatest1", expiresInHours: 24 });
    expect(hub.statusCode).toBe(400);
    expect(hub.json().message).toBe("AgentLandingPageLatest1 has no public page to preview.");
    expect((await share("FAQ", 168)).link.expiresAt).toEqual(expect.any(String));
  });

  it("lists a page's links newest first with who shared them, and logs sharing and withdrawing", async () => {
    const first = await share("Contact", 1);
    const second = await share("Contact", 24);
    const hours = (link: PreviewLink) => (Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / 3600_000;
    expect(hours(first.link)).toBeCloseTo(1, 3);
    const listed = await post("/api/cms/preview-links", { pageName: "Contact" });
    expect(listed.statusCode).toBe(200);
    const links = listed.json().result as PreviewLink[];
    expect(links.map((l) => l.id)).toEqual([second.link.id, first.link.id]);
    expect(links[0]).toMatchObject({
      pageName: "Contact",
      client: "mwfbi",
      createdBy: EDITOR,
      createdByName: "Editor One",
      revokedAt: null,
    });
    await post("/api/cms/preview-link/revoke", { id: first.link.id });
    const log = await t.app.inject({ method: "GET", url: "/api/activity?pageName=Contact", headers: { cookie: editor } });
    const rows = log.json().result.items as ActivityRow[];
    expect(rows.slice(0, 3).map((r) => [r.kind, r.action, r.summary])).toEqual([
      ["content", "deleted", `Withdrew the preview link to “Contact Us” (link ${first.link.id})`],
      ["content", "created", `Shared a preview link to “Contact Us” for 1 day (link ${second.link.id})`],
      ["content", "created", `Shared a preview link to “Contact Us” for 1 hour (link ${first.link.id})`],
    ]);
  });
});
