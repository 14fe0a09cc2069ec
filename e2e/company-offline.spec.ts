import { expect, test, waitForServiceWorker } from "./fixtures";

const PAGES = [
  { path: "/360/faq", pageName: "FAQ", text: "Who is my agent?" },
  { path: "/360/how-to-claim-file", pageName: "Claims", text: "How we work" },
  { path: "/360/about-us", pageName: "AboutUs", text: "Founded by farmers" },
  { path: "/360/our-community", pageName: "AboutUsOurCommunityPage", text: "Charities we support" },
  { path: "/360/careers", pageName: "Careers", text: "Our departments" },
  { path: "/360/federation", pageName: "Federation", text: "State federations" },
  { path: "/360/more", pageName: "AndMore", text: "Why should I register?" },
  { path: "/360/TermsConditions", pageName: "TermsConditions", text: "Links to other sites" },
  { path: "/360/PrivacyPolicy", pageName: "PrivacyPolicy", text: "Collection of information" },
  { path: "/360/disclosure", pageName: "Disclosure", text: "Required liability coverage" },
];

test("after one visit to Home, the company, help and legal pages are readable offline", async ({ page, context }) => {
  test.setTimeout(120_000);
  const warmed = new Set<string>();
  page.on("response", (r) => {
    if (!r.url().endsWith("/api/cms/get-page-content-list") || !r.ok()) return;
    const name = (r.request().postDataJSON() as { pageName?: string }).pageName;
    if (name) warmed.add(name);
  });
  await page.goto("/360");
  await waitForServiceWorker(page);
  await expect.poll(() => PAGES.filter((p) => !warmed.has(p.pageName)).map((p) => p.pageName), { timeout: 60_000 }).toEqual([]);
  await page.waitForTimeout(2000);

  await context.setOffline(true);
  for (const p of PAGES) {
    await page.goto(p.path);
    await expect(page.getByRole("heading", { level: 1 }), p.path).toBeVisible();
    await expect(page.getByText(p.text).first(), p.path).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page not found" })).toHaveCount(0);
  }
  await context.setOffline(false);
});
