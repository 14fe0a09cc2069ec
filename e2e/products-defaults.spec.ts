import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

// Runs before the product specs that edit content (files run in name order), so it sees the defaults.
const PRODUCT_PAGES = [
  {
    path: "/360",
    headings: ["Insurance for life on the High Plains", "What we protect", "Neighbors protecting neighbors", "Claims service"],
    anchors: ["home_products", "home_about", "home_services", "home_contact"],
  },
  {
    path: "/360/auto-insurance",
    headings: ["Auto coverage built for Mountain West roads", "Emergency Roadside Service", "Premier Auto Coverage"],
    anchors: ["auto_coverage", "roadside_service", "auto_insurance_discounts", "premier_auto", "special_equipment"],
  },
  {
    path: "/360/business-insurance",
    headings: ["Business coverage that works as hard as you do", "Optional coverages", "Business insurance discounts"],
    anchors: ["business_coverage", "optional_coverage", "business_discounts"],
  },
  {
    path: "/360/home-insurance",
    headings: ["Home coverage for the way you live", "Country home coverage", "Renters insurance", "Home insurance discounts"],
    anchors: ["home_coverage", "country_home", "renters_insurance", "home_discounts"],
  },
  { path: "/360/annuities", headings: ["What is an annuity?"], anchors: ["annuities"] },
  {
    path: "/360/life-insurance",
    headings: ["What is life insurance?", "Coverage options"],
    anchors: ["life_insurance", "coverage_options"],
  },
  { path: "/360/other-offerings", headings: ["More ways we can help"], anchors: ["other_offerings"] },
  {
    path: "/360/farm-&-ranch-insurance",
    headings: ["Coverage for the whole operation", "Optional Coverages", "Discounts"],
    anchors: ["farm_coverage", "farm_optional_coverage", "farm_discounts"],
  },
];

test.describe("product pages on a fresh database", () => {
  for (const p of PRODUCT_PAGES) {
    test(`${p.path} renders its default sections, passes axe and fits 360 px`, async ({ page }) => {
      await page.goto(p.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      for (const h of p.headings) await expect(page.getByRole("heading", { name: h, exact: true }).first()).toBeVisible();
      for (const id of p.anchors) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
      await expect(page.getByRole("button", { name: /^Edit / })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      await page.setViewportSize({ width: 360, height: 740 });
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
      expect(widths.doc).toBeLessThanOrEqual(widths.view);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
