import { getSectionDef, loadAllPageSections, sectionDefaults } from "@hpm/contracts";
import type { APIRequestContext } from "@playwright/test";
import { contentPagesAsked, expect, signInByApi, test, waitForServiceWorker, waitForWarmUp } from "./fixtures";

// the section definitions the tests fill in are loaded with their pages
test.beforeAll(() => loadAllPageSections());

/** Saves a section as an editor through the API: its defaults with these text fields changed. */
async function saveSection(
  request: APIRequestContext,
  pageName: string,
  section: string,
  values: Record<string, string>,
  client = "mwfbi",
) {
  const email = "editor3@example.com";
  await signInByApi(request, email, "Editor");
  const def = getSectionDef(pageName, section);
  if (!def) throw new Error(`${pageName}/${section}`);
  const content = sectionDefaults(def) as Record<string, { value: string }>;
  for (const [name, value] of Object.entries(values)) content[name] = { ...content[name], value };
  const res = await request.post("/api/cms/add-new", { data: { client, pageName, section, content } });
  expect(res.ok(), await res.text()).toBe(true);
}

// stored content, not the built-in defaults, is what must be readable offline
const EDITED = [
  {
    pageName: "Claims",
    section: "Section_2",
    field: "title",
    value: "How we work for you, offline too",
    path: "/360/how-to-claim-file",
  },
  { pageName: "AndMore", section: "Section_3", field: "title", value: "Why register? Offline edition", path: "/360/more" },
  {
    pageName: "golf_register",
    client: "golf",
    section: "TopBanner",
    field: "title",
    value: "Tee times, offline too",
    path: "/golf/register",
  },
];

const PAGES = [
  { path: "/360/faq", pageName: "FAQ", text: "Who is my agent?" },
  { path: "/360/how-to-claim-file", pageName: "Claims", text: "How we work" },
  { path: "/360/about-us", pageName: "AboutUs", text: "Founded by farmers" },
  { path: "/360/our-community", pageName: "AboutUsOurCommunityPage", text: "Charities we support" },
  { path: "/360/careers", pageName: "Careers", text: "Our departments" },
  { path: "/360/federation", pageName: "Federation", text: "State federations" },
  { path: "/360/more", pageName: "AndMore", text: "What is the account tool?" },
  { path: "/360/TermsConditions", pageName: "TermsConditions", text: "Links to other sites" },
  { path: "/360/PrivacyPolicy", pageName: "PrivacyPolicy", text: "Collection of information" },
  { path: "/360/disclosure", pageName: "Disclosure", text: "Required liability coverage" },
  { path: "/golf/register", pageName: "golf_register", text: "High Plains Mutual Insurance Golf Classic" },
  { path: "/meeting/awards", pageName: "meeting_awards", text: "Awards" },
];

test("after one visit to Home, the company, help and legal pages are readable offline", async ({ page, context, request }) => {
  test.setTimeout(120_000);
  for (const e of EDITED) await saveSection(request, e.pageName, e.section, { [e.field]: e.value }, e.client);
  const warmed = new Set<string>();
  page.on("response", (r) => {
    if (r.ok()) for (const name of contentPagesAsked(r.request())) warmed.add(name);
  });
  await page.goto("/360");
  await waitForServiceWorker(page);
  await waitForWarmUp(page, 90_000);
  expect(PAGES.filter((p) => !warmed.has(p.pageName)).map((p) => p.pageName)).toEqual([]);

  await context.setOffline(true);
  for (const p of PAGES) {
    await page.goto(p.path);
    await expect(page.getByRole("heading", { level: 1 }), p.path).toBeVisible();
    await expect(page.getByText(p.text).first(), p.path).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page not found" })).toHaveCount(0);
    for (const e of EDITED.filter((e) => e.path === p.path))
      await expect(page.getByRole("heading", { name: e.value }), `${p.path}: the saved ${e.field}`).toBeVisible();
  }
  await context.setOffline(false);
});
