import { describe, expect, it } from "vitest";
import { pageAssetTags, pageModules } from "./page-assets";

const manifest = {
  "index.html": { file: "assets/index-1.js", css: ["assets/index-1.css"], imports: ["_startup-1.js"] },
  "_startup-1.js": { file: "assets/startup-1.js" },
  "src/features/blog/BlogListPage.tsx": {
    file: "assets/BlogListPage-1.js",
    css: ["assets/blog-1.css"],
    imports: ["_startup-1.js", "_Pagination-1.js"],
  },
  "_Pagination-1.js": { file: "assets/Pagination-1.js", css: ["assets/Pagination-1.css", "assets/index-1.css"] },
  "src/pages/InternalPages.tsx": { file: "assets/InternalPages-1.js" },
};

describe("page assets for a rendered page's head", () => {
  it("finds each page's module in the build manifest under the name the page manifest gives it", () => {
    expect(pageModules(manifest)).toEqual({
      blogList: "src/features/blog/BlogListPage.tsx",
      agentLogin: "src/pages/InternalPages.tsx",
    });
  });

  it("links the page chunk's stylesheets and preloads its chunks, nothing the shell already loads", () => {
    expect(pageAssetTags(manifest, "src/features/blog/BlogListPage.tsx")).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/blog-1.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/Pagination-1.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/BlogListPage-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/Pagination-1.js">',
    );
  });
});
