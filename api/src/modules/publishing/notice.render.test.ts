import {
  HOME_PAGE,
  isPrerenderedPage,
  pageEntry,
  pageKeys,
  requireSectionDef,
  SITE_NOTICE_SECTION,
  sectionDefaults,
} from "@hpm/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { EDITOR, setupApp, signIn } from "../../test/helper";
import { webSiteFromSources } from "../../test/web-site";

// The site notice (issue 30) is in the HTML the server sends for every kind of page a visitor can be sent rendered:
// one address of every page of the manifest that the server renders, the portal and the sibling sites included.
const t = setupApp({ WEB_DIST: webSiteFromSources(), PAGE_CACHE_MS: "600000", CONTENT_CACHE_MS: "600000" });
let editor = "";

const TEXT = "Hail claims: call 866-882-9871, open until 9 pm";
const noticeIn = (html: string) =>
  html
    .match(/<section class="site-notice site-notice-(\w+)" aria-label="Site notice"><p role="(status|alert)">([^<]*)</)
    ?.slice(1);

/** One address per rendered page of the manifest (a route's parameter filled with 1). */
const ADDRESSES = pageKeys.filter(isPrerenderedPage).map((key) => {
  const { paths, rootPaths } = pageEntry(key);
  const path = paths?.[0] !== undefined ? `/360${paths[0]}` : (rootPaths?.[0] ?? "");
  return path.replace(/\$\w+/g, "1") || "/360";
});

async function saveNotice(status: boolean, level: string) {
  const content = {
    ...sectionDefaults(requireSectionDef(HOME_PAGE, SITE_NOTICE_SECTION)),
    status: { value: String(status) },
    level: { value: level },
    text: { value: TEXT },
  };
  const res = await t.app.inject({
    method: "POST",
    url: "/api/cms/add-new",
    payload: { pageName: HOME_PAGE, section: SITE_NOTICE_SECTION, content },
    headers: { cookie: editor },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe("the site notice in the server's pages", () => {
  beforeAll(async () => {
    editor = await signIn(t.app, EDITOR);
  });

  it("covers the portal, a sibling site and the main site's pages", () => {
    expect(ADDRESSES).toEqual(expect.arrayContaining(["/", "/360", "/360/faq", "/360/ers"]));
    expect(ADDRESSES.some((p) => p.startsWith("/golf"))).toBe(true);
    expect(ADDRESSES.length).toBeGreaterThan(20);
  });

  it("is on every rendered page while on, with its level's role, and on none once off", async () => {
    await saveNotice(true, "urgent");
    const missing: string[] = [];
    for (const path of ADDRESSES) {
      const res = await t.app.inject({ method: "GET", url: path });
      if (noticeIn(res.body)?.join("|") !== ["urgent", "alert", TEXT].join("|")) missing.push(`${path} ${res.statusCode}`);
    }
    expect(missing).toEqual([]);

    await saveNotice(true, "information");
    expect(noticeIn((await t.app.inject({ method: "GET", url: "/360/faq" })).body)).toEqual(["information", "status", TEXT]);

    await saveNotice(false, "information");
    const still: string[] = [];
    for (const path of ADDRESSES) if (noticeIn((await t.app.inject({ method: "GET", url: path })).body)) still.push(path);
    expect(still).toEqual([]);
  });
});
