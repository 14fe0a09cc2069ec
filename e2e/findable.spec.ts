import { SIBLING_MENUS } from "@hpm/contracts";
import type { Page } from "@playwright/test";
import { structuredDataProblems } from "../api/src/test/structured-data";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

interface WireAgent {
  email: string;
  title: string;
  city: string;
}

async function firstAgent(page: Page): Promise<WireAgent> {
  const res = await page.request.post("/api/cms/get-agent-directory-first-page", { data: {} });
  const agent = ((await res.json()).result.agents as WireAgent[])[0];
  if (!agent) throw new Error("no demo agents");
  return agent;
}

async function firstPostPath(page: Page): Promise<string> {
  const list = await (await page.request.get("/360/about/blog")).text();
  const path = list.match(/href="(\/360\/about\/blog\/\d+)"/)?.[1];
  if (!path) throw new Error("no published post");
  return path;
}

/** The page's JSON-LD as the browser has it: every ld+json script element's JSON, parsed. */
async function structuredData(page: Page): Promise<{ "@type"?: string }[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text));
}

test("an agent's profile arrives named: the agent's name in its title and h1, before and after the app takes over", async ({
  page,
}) => {
  const agent = await firstAgent(page);
  const path = `/360/agent-details/${encodeURIComponent(agent.email)}`;
  const html = await (await page.request.get(path)).text();
  const name = agent.title.replaceAll("&", "&amp;");
  expect(html).toContain(`<title>${name} | High Plains Mutual Insurance</title>`);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
  expect(html).toContain(`<meta name="description" content="Insurance agent in ${agent.city}`);

  await page.goto(path);
  await expect(page).toHaveTitle(`${agent.title} | High Plains Mutual Insurance`);
  await expect(page.getByRole("heading", { level: 1, name: agent.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the agent's, the FAQ's, a post's and the home page's structured data is there and valid", async ({ page }) => {
  const agent = await firstAgent(page);
  const pages: [string, string][] = [
    [`/360/agent-details/${encodeURIComponent(agent.email)}`, "InsuranceAgency"],
    ["/360/faq", "FAQPage"],
    [await firstPostPath(page), "BlogPosting"],
    ["/360", "Organization"],
  ];
  for (const [path, type] of pages) {
    await page.goto(path);
    const data = await structuredData(page);
    expect(
      data.map((d) => d["@type"]),
      path,
    ).toEqual([type]);
    expect(structuredDataProblems(data[0]), path).toEqual([]);
  }
});

test("the sitemap lists each page once by its one address, the sibling sites' pages among them", async ({ page }) => {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL((m[1] ?? "").replaceAll("&amp;", "&")).pathname);
  expect(new Set(paths).size).toBe(paths.length);
  for (const alias of ["/360/about-us", "/360/careers", "/360/learning-center", "/360/send-us-message", "/main", "/login"])
    expect(paths, alias).not.toContain(alias);
  for (const link of SIBLING_MENUS.flatMap((m) => m.links)) expect(paths).toContain(link.path.replace(/\/$/, ""));
  expect(paths.filter((p) => p !== "/" && p.endsWith("/"))).toEqual([]);
  // an alias names its main address
  const alias = await (await page.request.get("/360/about-us")).text();
  expect(alias).toMatch(/<link rel="canonical" href="https?:\/\/[^/]+\/360\/about" \/>/);
});

test("/golf answers 200 with the golf site's page, with and without the trailing slash, without JavaScript too", async ({
  page,
  browser,
}) => {
  for (const path of ["/golf", "/golf/"]) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    expect(await res.text(), path).toMatch(/<link rel="canonical" href="https?:\/\/[^/]+\/golf" \/>/);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Golf Classic" })).toBeVisible();
  }
  // the portal's Golf card leads there
  await page.goto("/");
  await page.getByRole("link", { name: "Golf Classic" }).first().click();
  await expect(page).toHaveURL(/\/golf$/);
  await expect(page.getByRole("heading", { level: 1, name: "Golf Classic" })).toBeVisible();

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  for (const path of ["/golf", "/golf/"]) {
    // (the frame's own navigation: the fixtures' page.goto waits for the app, which never runs here)
    const res = await bare.mainFrame().goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(bare.getByRole("heading", { level: 1, name: "Golf Classic" })).toBeVisible();
    await expect(bare.getByRole("navigation", { name: "Golf Classic" }).getByRole("link", { name: "Register" })).toBeVisible();
  }
  await noScript.close();
});
