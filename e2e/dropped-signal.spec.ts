import { expect, test } from "./fixtures";

// A first visit whose signal drops right after the page has loaded: the page the server sent stays on screen,
// the offline bar says so, and the page comes alive when the connection returns.
const PAGES = [
  { path: "/360", text: /./ },
  { path: "/360/auto-insurance", text: /./ },
  { path: "/360/find-an-agent", text: /./ },
  { path: "/360/about/blog", text: /./ },
  { path: "/360/ers", text: /./ },
  { path: "/360/contact", text: /./ },
  { path: "/360/start-a-quote", text: /./ },
];

for (const { path } of PAGES) {
  test(`a signal lost at the load event leaves ${path} on screen, and it recovers`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      const cut = new Promise<void>((resolve) => page.once("load", () => void context.setOffline(true).then(resolve)));
      await page.goto(path);
      await cut;
      const heading = await page.getByRole("heading", { level: 1 }).textContent();
      expect(heading?.trim()).toBeTruthy();
      // what the server rendered stays: its heading, no error page, the offline bar says why nothing moves
      await page.waitForTimeout(2500);
      await expect(page.getByText("Something went wrong")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading ?? "");
      await expect(page.getByText("You are offline. Showing saved content.")).toBeVisible();
      // links still work as plain navigation (their href is there)
      const home = page.getByRole("banner").getByRole("link").first();
      await expect(home).toHaveAttribute("href", /^\//);

      await context.setOffline(false);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading ?? "");
      await expect(page.getByText("Something went wrong")).toHaveCount(0);
      await expect(page.getByText("You are offline. Showing saved content.")).toBeHidden();
    } finally {
      await context.close();
    }
  });
}
