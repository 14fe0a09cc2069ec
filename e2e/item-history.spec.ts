import type { Locator, Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures";

/** Issue 18: the History of blog posts and agents, as the section editor's: versions, the change marked, restore. */

const toast = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: new RegExp(`^${text}$`) });

async function restoreFrom(scope: Locator, page: Page) {
  await scope.getByRole("button", { name: "Restore this version" }).click();
  await expect(scope.getByText("Restore this version? It is saved as a new version")).toBeVisible();
  await scope.getByRole("button", { name: /^Restore version of [A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}$/ }).click();
  await expect(toast(page, "Version restored")).toBeVisible();
}

test("a blog post's History lists its saves with the change marked, and a restore is what visitors read", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const posts = (await (await page.request.get("/api/blog/public")).json()).result.list as {
    blogId: number;
    subTitle: string;
  }[];
  const post = posts[posts.length - 1];
  if (!post) throw new Error("the demo seed publishes posts");
  const original = post.subTitle;

  await signIn(page, "editor6@example.com");
  const editTo = async (subtitle: string) => {
    await page.goto(`/360/blog-editor/${post.blogId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Edit Blog" })).toBeVisible();
    await page.getByLabel("Subtitle", { exact: true }).fill(subtitle);
    await page.getByRole("button", { name: "Save & Publish" }).click();
    await expect(page).toHaveURL(/\/360\/blog-settings$/);
  };
  await editTo("Subtitle from history one");
  await editTo("Subtitle from history two");

  await page.goto(`/360/blog-editor/${post.blogId}`);
  await page.getByRole("button", { name: "History" }).click();
  const history = page.getByRole("region", { name: "History" });
  const versions = history.getByRole("list", { name: "Versions, newest first" }).getByRole("button");
  await expect(versions.first()).toContainText("(current)");
  await expect(versions.first()).toContainText("Editor 6");
  // the two saves and, before them, the post as the seed published it
  await expect(versions).toHaveCount(3);

  await versions.nth(1).click();
  const subtitle = history.locator(".version-field.changed").filter({ hasText: "Subtitle" });
  await expect(subtitle).toContainText("Changed");
  await expect(subtitle.locator("del")).toHaveText("removed: one");
  await expect(subtitle.locator("ins")).toHaveText("added: two");
  await expect(history.locator(".version-field.changed")).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await versions.nth(2).click();
  await restoreFrom(history, page);
  await expect(page.getByLabel("Subtitle", { exact: true })).toHaveValue(original);
  await expect(versions.first()).toContainText("(restored)");

  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto(`/360/about/blog/${post.blogId}`);
  await expect(anon.locator(".blog-subtitle")).toHaveText(original);
  await visitor.close();
});

test("an agent's History lists its saves with the change marked, and a restore is what visitors read", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const agents = (await (await page.request.post("/api/cms/get-page-content-item-list", { data: { key: "Agent" } })).json())
    .result as { email: string; title: string; aboutMe: string }[];
  const agent = agents[agents.length - 1];
  if (!agent) throw new Error("the demo seed adds agents");

  await signIn(page, "editor6@example.com");
  await page.goto("/360/find-an-agent");
  const open = async () => {
    await page.getByRole("searchbox", { name: "Agent name" }).fill(agent.title);
    await page.getByRole("button", { name: `Edit ${agent.title}` }).click();
    return page.getByRole("dialog", { name: "Edit Agent" });
  };
  for (const about of ["About from history one", "About from history two"]) {
    const dialog = await open();
    await dialog.getByLabel("About me").fill(about);
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  const dialog = await open();
  await dialog.getByRole("button", { name: "History" }).click();
  const history = dialog.getByRole("region", { name: "History" });
  const versions = history.getByRole("list", { name: "Versions, newest first" }).getByRole("button");
  await expect(versions.first()).toContainText("(current)");
  await expect(versions).toHaveCount(3);
  await versions.nth(1).click();
  const about = history.locator(".version-field.changed").filter({ hasText: "About me" });
  await expect(about.locator("del")).toHaveText("removed: one");
  await expect(about.locator("ins")).toHaveText("added: two");
  await expect(history.locator(".version-field.changed")).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await versions.nth(2).click();
  await restoreFrom(history, page);
  await expect(dialog.getByLabel("About me")).toHaveValue(agent.aboutMe);

  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto(`/360/agent-details/${encodeURIComponent(agent.email)}`);
  await expect(anon.locator(".agent-about-text")).toHaveText(agent.aboutMe);
  await visitor.close();
});
