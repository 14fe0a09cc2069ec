import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type Request,
} from "@playwright/test";

/**
 * Public pages arrive rendered by the server; what they show is not interactive until the browser has taken it
 * over, so a navigation resolves only then (the app marks <html data-hydrated>), as a person would wait for it. A
 * visitor's page is taken over when the visitor reaches for it (web/src/boot.ts): a key (Shift, which does nothing
 * else) says so at once, as a person's first touch would, rather than waiting for the page to be quiet.
 */
async function waitForApp(page: Page): Promise<void> {
  await page.keyboard.press("Shift").catch(() => undefined);
  await page.waitForFunction(
    // (a page opened as the signal goes keeps the server's markup until it returns: web/src/boot.ts)
    // (a preview is sent without the app's scripts: nothing takes it over)
    () =>
      !navigator.onLine ||
      !document.getElementById("root") ||
      document.scripts.length === 0 ||
      document.documentElement.dataset.hydrated === "true",
    null,
    { timeout: 15_000 },
  );
}

const patched = new WeakSet<Page>();
const untouchedGoto = new WeakMap<Page, Page["goto"]>();
function waitingForApp(page: Page): Page {
  if (patched.has(page)) return page;
  patched.add(page);
  const goto = page.goto.bind(page);
  untouchedGoto.set(page, goto);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForApp(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForApp(page);
    return response;
  };
  return page;
}

function contextWaitingForApp(context: BrowserContext): BrowserContext {
  for (const page of context.pages()) waitingForApp(page);
  context.on("page", waitingForApp);
  return context;
}

const patchedBrowsers = new WeakSet<Browser>();
function browserWaitingForApp(browser: Browser): Browser {
  if (patchedBrowsers.has(browser)) return browser;
  patchedBrowsers.add(browser);
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => contextWaitingForApp(await newContext(options));
  browser.newPage = async (options) => waitingForApp(await newPage(options));
  return browser;
}

export const test = base.extend({
  browser: [async ({ browser }, use) => use(browserWaitingForApp(browser)), { scope: "worker" }],
  context: async ({ context }, use) => use(contextWaitingForApp(context)),
  page: async ({ page }, use) => use(waitingForApp(page)),
});
export { expect };

/**
 * Opens `url` as a visitor who has not touched the page yet: resolves at `load`, without the key `page.goto` presses
 * and without waiting for the application to take the page over.
 */
export async function arrive(page: Page, url: string): Promise<void> {
  await (untouchedGoto.get(page) ?? page.goto.bind(page))(url, { waitUntil: "load" });
}

/** True once the application has taken the page over (web/src/lib/page-ready.ts). */
export const isTakenOver = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.dataset.hydrated === "true");

export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("main").getByRole("button", { name: "Login", exact: true }).click();
  const popup = await popupPromise;
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: new RegExp(email.replace(/[.]/g, "\\.")) }).click();
  await closed;
  await page.waitForURL((url) => url.pathname !== "/login");
}

/** Signs `request`'s context in through the API as the browser would: a nonce, the development provider's token, the exchange. */
export async function signInByApi(request: APIRequestContext, email: string, name = email): Promise<APIResponse> {
  const { nonce } = (await (await request.post("/api/auth/nonce")).json()).result as { nonce: string };
  const { idToken } = (await (await request.post("/dev-idp/token", { data: { email, name, nonce } })).json()) as {
    idToken: string;
  };
  return request.post("/api/auth/authenticate", { data: { azureToken: idToken, email, username: email } });
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
    [],
  );
}

/** Waits for the offline warm-up (web/src/offline/warm-cache.ts) to be through: it marks `<html data-warm>`. */
export async function waitForWarmUp(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(() => ["done", "diet"].includes(document.documentElement.dataset.warm ?? ""), null, { timeout });
}

/**
 * The content pages a request reads: one for `get-page-content-list`, several for the warm-up's
 * `get-page-content-batch`, none for any other request.
 */
export function contentPagesAsked(request: Request): string[] {
  const path = new URL(request.url()).pathname;
  if (path === "/api/cms/get-page-content-list") return [(request.postDataJSON() as { pageName: string }).pageName];
  if (path === "/api/cms/get-page-content-batch")
    return (request.postDataJSON() as { pages: { pageName: string }[] }).pages.map((p) => p.pageName);
  return [];
}

/** The queries kept on the device for offline use (IndexedDB, one record per query), as [queryKey, data]. */
export function persistedQueries(page: Page): Promise<{ queryKey: unknown[]; data: unknown }[]> {
  return page.evaluate(
    () =>
      new Promise<{ queryKey: unknown[]; data: unknown }[]>((resolve) => {
        const open = indexedDB.open("hpm-cache");
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("queries")) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction("queries").objectStore("queries").getAll();
          all.onerror = () => resolve([]);
          all.onsuccess = () => {
            const rows = (all.result as { query: { queryKey: unknown[]; state: { data: unknown } } }[]).map((r) => ({
              queryKey: r.query.queryKey,
              data: r.query.state.data,
            }));
            db.close();
            resolve(rows);
          };
        };
      }),
  );
}

export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  }
}
