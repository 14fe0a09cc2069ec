import { allSitePaths, isPrerenderedPage, type PageRendererModule, requireSectionDef, sectionDefaults } from "@hpm/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { EDITOR, setupApp } from "../test/helper";
import { connectPageRenderer, type PageRenderer } from "./page-renderer";

const t = setupApp();
let render: PageRenderer;

// one path per prerendered page, parameters filled in
const paths = [
  ...new Map(
    allSitePaths()
      .filter((r) => isPrerenderedPage(r.page) && !r.path.startsWith("/mwfbi"))
      .map((r) => [r.page, r.path.replace("$id", r.page === "agentDetails" ? "nobody%40example.com" : "1")]),
  ).values(),
];

const FAQ_TITLE = "Answers from the renderer test";

// the web's own renderer, from its sources (a path the API's compiler does not follow: it is the web's JSX)
const ENTRY_SERVER = "../../../web/src/entry-server.tsx";

beforeAll(async () => {
  const webRenderer = (await import(/* @vite-ignore */ ENTRY_SERVER)) as PageRendererModule;
  render = connectPageRenderer(t.app, webRenderer, t.config.publicUrl);
  const cookie = await t.cookieFor(EDITOR);
  const content = sectionDefaults(requireSectionDef("FAQ", "TopBanner"));
  content.title = { value: FAQ_TITLE };
  const saved = await t.app.inject({
    method: "POST",
    url: "/api/cms/add-new",
    headers: { cookie },
    payload: { client: "mwfbi", pageName: "FAQ", section: "TopBanner", content },
  });
  expect(saved.statusCode).toBe(200);
});

describe("the server's page renderer", () => {
  // first in this file: the renderer has just been loaded, as after a server's start, and the pencils load lazily
  it("renders an editor's page with its pencils on its first render, nothing left for the browser", async () => {
    const page = await render("/360/faq", { email: EDITOR, name: "Avery Editor", role: "admin" });
    if (!page) throw new Error("/360/faq was not rendered for the editor");
    expect(page.html).not.toContain("<!--$!-->");
    expect(page.html).toContain("Edit Header");
  });

  it("renders a page with its stored content in one pass, and sends the reads it was rendered from", async () => {
    const page = await render("/360/faq");
    if (!page) throw new Error("/360/faq was not rendered");
    expect(page.passes).toBe(1);
    expect(page.html).toContain(`<h1>${FAQ_TITLE}</h1>`);
    const queries = (page.state as { queries: { queryKey: unknown[] }[] }).queries.map((q) => q.queryKey);
    expect(queries).toContainEqual(["content", "mwfbi", "FAQ"]);
  });

  it.each(paths)("renders %s completely in one pass: nothing left suspended", async (path) => {
    const page = await render(path);
    expect(page, path).not.toBeNull();
    expect(page?.passes).toBe(1);
    // a boundary that suspended leaves its fallback and React's client-render marker in the markup
    expect(page?.html).not.toContain("<!--$!-->");
    expect(page?.html).not.toContain('class="page-loading"');
    expect(page?.html.length).toBeGreaterThan(500);
  });

  it("says each page's own title and description: the stored banner, the page's name, the site's name at the portal", async () => {
    expect((await render("/360/faq"))?.meta).toMatchObject({ title: FAQ_TITLE });
    const auto = await render("/360/auto-insurance");
    expect(auto?.meta?.title).toBe("Auto Insurance");
    expect(auto?.meta?.description).toBe("Coverage that goes the distance, from the county road to the interstate.");
    expect((await render("/360/contact"))?.meta?.title).toBe("Contact Us");
    expect((await render("/360/start-a-quote"))?.meta?.title).toBe("Start a Quote");
    expect((await render("/360"))?.meta?.title).toBe("Insurance for life on the High Plains");
    expect((await render("/golf/register"))?.meta?.title).toBe("Register | Golf Classic");
    expect((await render("/"))?.meta?.title).toBeNull();
  });
});
