import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { inlineEntry, loadPageAssets, pageAssetTags, pageModules, prepareShell } from "./page-assets";

const manifest = {
  "index.html": {
    file: "assets/index-1.js",
    css: ["assets/index-1.css"],
    imports: ["_preload-1.js"],
    dynamicImports: ["src/main.tsx"],
  },
  "_preload-1.js": { file: "assets/preload-1.js" },
  "src/main.tsx": { file: "assets/main-1.js", imports: ["_startup-1.js", "_preload-1.js"] },
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

  it("links the page chunk's stylesheets and lists the application's and the page's chunks for the entry, nothing the shell already loads", () => {
    expect(pageAssetTags(manifest, "src/features/blog/BlogListPage.tsx")).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/blog-1.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/Pagination-1.css">' +
        '<meta name="hpm-modules" content="/assets/startup-1.js /assets/main-1.js /assets/Pagination-1.js /assets/BlogListPage-1.js">',
    );
    // nothing is preloaded before the first paint
    expect(pageAssetTags(manifest, "src/features/blog/BlogListPage.tsx")).not.toContain("modulepreload");
  });

  it("puts the page's stylesheets inline when the build's files can be read: nothing blocks the first paint", () => {
    const css: Record<string, string> = { "assets/blog-1.css": ".post{color:red}", "assets/Pagination-1.css": ".pager{}" };
    const tags = pageAssetTags(manifest, "src/features/blog/BlogListPage.tsx", (f) => css[f]);
    expect(tags).toContain('<style data-href="/assets/blog-1.css">.post{color:red}</style>');
    expect(tags).toContain('<style data-href="/assets/Pagination-1.css">.pager{}</style>');
    // the chunk loader sees the stylesheet on the page (a disabled link, which is not fetched) and does not load it
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/blog-1.css" disabled>');
    expect(tags).not.toMatch(/rel="stylesheet" crossorigin href="[^"]+">/);
    // a stylesheet that could close the element stays a link
    expect(pageAssetTags(manifest, "src/features/blog/BlogListPage.tsx", () => "</style><script>")).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/blog-1.css">',
    );
  });

  it("sends the shell with its stylesheet inline and its scripts at low priority", () => {
    const shell =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/startup-1.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>';
    expect(prepareShell(shell, (f) => (f === "assets/index-1.css" ? "body{margin:0}" : undefined))).toBe(
      '<head><script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/startup-1.js">' +
        '<style data-href="/assets/index-1.css">body{margin:0}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/index-1.css" disabled></head>',
    );
    // unreadable: the link stays
    expect(prepareShell(shell, () => undefined)).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });
});

describe("the shell's entry script inline in a rendered page", () => {
  const build = (entry: string) => {
    const dist = mkdtempSync(join(tmpdir(), "hpm-entry-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(
      join(dist, "index.html"),
      '<head></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index-1.js"></script></body>',
    );
    writeFileSync(join(dist, "assets/index-1.js"), entry);
    return dist;
  };

  it("is the entry's code, safe inside <script>, with the policy's hash of exactly what is sent", () => {
    const dist = build("var a=`</script><!--`;document.title=a;\n//# sourceMappingURL=index-1.js.map\n");
    try {
      const entry = inlineEntry(dist);
      expect(entry?.code).toBe("var a=`<\\/script><\\!--`;document.title=a;");
      expect(entry?.hash).toBe(
        `'sha256-${createHash("sha256")
          .update(entry?.code ?? "")
          .digest("base64")}'`,
      );
      const shell = readFileSync(join(dist, "index.html"), "utf8");
      const page = prepareShell(shell, undefined, entry);
      expect(page).toContain(`<script type="module">${entry?.code}</script>`);
      expect(page).not.toContain("src=");
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it("is not inlined when the entry imports a module (its address would resolve against the page's)", () => {
    for (const code of ['import{a as b}from"./startup-1.js";b()', 'import"./x.js";', "const u=import.meta.url;"]) {
      const dist = build(code);
      try {
        expect(inlineEntry(dist)).toBeUndefined();
      } finally {
        rmSync(dist, { recursive: true, force: true });
      }
    }
    // a dynamic import of an address the page names is fine
    const dist = build("const h=document.body.dataset.app;import(h);");
    try {
      expect(inlineEntry(dist)?.code).toBe("const h=document.body.dataset.app;import(h);");
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe("page assets of a deployed build", () => {
  it("come from the build's manifest alone: a server with web/dist and no web sources preloads each page's styles", () => {
    const dist = mkdtempSync(join(tmpdir(), "hpm-dist-"));
    try {
      mkdirSync(join(dist, ".vite"));
      writeFileSync(join(dist, ".vite/manifest.json"), JSON.stringify(manifest));
      const tags = loadPageAssets(dist);
      expect(tags("blogList")).toContain('<link rel="stylesheet" crossorigin href="/assets/blog-1.css">');
      expect(tags("agentLogin")).toBe(
        '<meta name="hpm-modules" content="/assets/startup-1.js /assets/main-1.js /assets/InternalPages-1.js">',
      );
      expect(tags(undefined)).toBe("");
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it("no server source reads the web's sources (they are not deployed)", () => {
    const apiSrc = fileURLToPath(new URL("..", import.meta.url));
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : [path];
      });
    const readers = files(apiSrc)
      .filter((f) => /\.ts$/.test(f) && !/\.test\.ts$|\/test\//.test(f))
      .filter((f) => /["'`][^"'`\n]*web\/src\//.test(readFileSync(f, "utf8")));
    expect(readers).toEqual([]);
  });
});
