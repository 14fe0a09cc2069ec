import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

const PAGES: { path: string; title: string; texts: (string | RegExp)[] }[] = [
  { path: "/360/faq", title: "Frequently Asked Questions", texts: ["How do I report a claim?", /within 3 business days/] },
  {
    path: "/360/how-to-claim-file",
    title: "How to File a Claim",
    texts: ["How we work", /contact you within 3 business days/, /Never pay more than 10% or \$1,000 down/],
  },
  { path: "/360/about-us", title: "About Us", texts: ["Our mission", "Our history", "Founded by farmers"] },
  { path: "/360/about", title: "About Us", texts: ["What we stand for"] },
  {
    path: "/360/our-community",
    title: "Our Community",
    texts: ["Giving back", "Charities we support", "Free shred and recycling day"],
  },
  { path: "/360/about/our-community", title: "Our Community", texts: ["Giving back"] },
  { path: "/360/careers", title: "Careers", texts: [/over 170 home office employees/, "Our departments"] },
  { path: "/360/about/careers", title: "Careers", texts: ["Underwriting"] },
  { path: "/360/federation", title: "Farm Bureau Federation", texts: ["State federations"] },
  { path: "/360/about/federation", title: "Farm Bureau Federation", texts: ["Stronger together"] },
  {
    path: "/360/more",
    title: "And More",
    texts: [
      "HAVE YOU FILED A CLAIM WITH YOUR AGENT?",
      "Already have an account?",
      "What is the account tool?",
      "24/7 Accessibility",
      "Why should I register?",
    ],
  },
  { path: "/360/TermsConditions", title: "Terms & Conditions", texts: ["Use of this website"] },
  { path: "/360/PrivacyPolicy", title: "Privacy Policy", texts: ["Our respect for your privacy", "Questions and inquiries"] },
  {
    path: "/360/disclosure",
    title: "Colorado Private Passenger Auto Disclosure",
    texts: ["Required liability coverage", "Cancellation, nonrenewal and premium increase"],
  },
];

for (const p of PAGES)
  test(`${p.path} shows its default content on a new database, without serious accessibility violations`, async ({ page }) => {
    await page.goto(p.path);
    await expect(page.getByRole("heading", { level: 1, name: p.title })).toBeVisible();
    for (const text of p.texts) await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page not found" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    expect(overflow).toBe(false);
  });

test("the FAQ accordion opens the first question and toggles the others", async ({ page }) => {
  await page.goto("/360/faq");
  const first = page.getByRole("button", { name: /How do I report a claim\?/ });
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("link", { name: "HOW TO FILE A CLAIM" })).toBeVisible();
  const second = page.getByRole("button", { name: /How can I pay my bill\?/ });
  await expect(second).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText(/Pay online with your account number/)).toBeHidden();
  await second.click();
  await expect(page.getByText(/Pay online with your account number/)).toBeVisible();
});

test("the disclosure states the Colorado figures and the AndMore contractor guidance opens", async ({ page }) => {
  await page.goto("/360/disclosure");
  await page.getByRole("button", { name: "Other coverages" }).click();
  await expect(page.getByText(/\$5,000 of coverage is included unless you reject it/)).toBeVisible();
  await page.getByRole("button", { name: "Cancellation, nonrenewal and premium increase" }).click();
  await expect(page.getByText(/first 59 days of a new policy we may cancel it for any lawful reason/)).toBeVisible();

  await page.goto("/360/more");
  await expect(page.getByRole("link", { name: "Log In" })).toHaveAttribute("target", "_blank");
  await page.getByRole("button", { name: "Contractor guidance" }).click();
  const dialog = page.getByRole("dialog", { name: "Hiring a contractor after a claim?" });
  for (const step of ["Licensed", "Permits", "Contract", "Payment"])
    await expect(dialog.getByRole("heading", { name: step, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("careers and federation links open in a new tab without access to this page", async ({ page }) => {
  await page.goto("/360/careers");
  for (const name of [/View job openings/, /Download an application/]) {
    const link = page.getByRole("link", { name });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  await page.goto("/360/federation");
  const links = page.getByRole("main").getByRole("link", { name: /Farm Bureau/ });
  await expect(links).toHaveCount(4);
  for (const link of await links.all()) await expect(link).toHaveAttribute("rel", /noopener/);
});

test("no horizontal scroll at 360 px on any of these pages", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const p of [...PAGES.map((x) => x.path), "/golf", "/sales-marketing/marketing-resources"]) {
    await page.goto(p);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, p).toBeLessThanOrEqual(0);
  }
});

test("AndMore's video is embedded: the player loads only on Play, from YouTube's privacy-enhanced host", async ({ page }) => {
  // the player's host is answered here: the test sends nothing off this machine
  let requested = "";
  await page.route("https://www.youtube-nocookie.com/**", (route) => {
    requested = route.request().url();
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title><p>player</p>" });
  });
  await page.goto("/360/more");
  await expect(page.locator("iframe")).toHaveCount(0);
  await page.getByRole("button", { name: /See how it works/ }).click();
  const player = page.locator('iframe[title="See how it works"]');
  await expect(player).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?/);
  await expect(page.frameLocator('iframe[title="See how it works"]').getByText("player")).toBeVisible();
  expect(requested).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/);
  await expectNoSeriousA11yViolations(page);
});
