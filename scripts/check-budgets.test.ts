import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { precachePlan } from "../web/build/precache-plan.mjs";
import {
  analyze,
  buildSite,
  checkBuild,
  entryProblems,
  KIB,
  loadBuild,
  MODULES_FILE,
  pageModules,
  precacheProblems,
  problems,
  serviceWorkerProblems,
  takeOverProblems,
} from "./check-budgets.mjs";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "bench-check-budgets-test-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function syntheticBuild(files: Record<string, string | Buffer>, manifest: object, modules: Record<string, string[]>) {
  const dir = tempDir();
  const all = { ...files, ".vite/manifest.json": JSON.stringify(manifest), [MODULES_FILE]: JSON.stringify(modules) };
  for (const [file, content] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return loadBuild(dir);
}

const incompressible = (bytes: number) => randomBytes(bytes).toString("base64");

function appWithMapOnFindAgent(mapImport: "static" | "dynamic") {
  return syntheticBuild(
    {
      "assets/index.js": "console.log('entry')",
      "assets/index.css": "body{margin:0}",
      "assets/Home.js": "export default 1",
      "assets/FindAgent.js": "export default 2",
      "assets/maplibre.js": incompressible(200 * KIB),
    },
    {
      "index.html": {
        file: "assets/index.js",
        isEntry: true,
        css: ["assets/index.css"],
        dynamicImports: ["src/pages/Home.tsx", "src/pages/FindAgent.tsx"],
      },
      "src/pages/Home.tsx": { file: "assets/Home.js", isDynamicEntry: true },
      "src/pages/FindAgent.tsx": {
        file: "assets/FindAgent.js",
        isDynamicEntry: true,
        ...(mapImport === "static" ? { imports: ["_maplibre.js"] } : { dynamicImports: ["_maplibre.js"] }),
      },
      "_maplibre.js": { file: "assets/maplibre.js" },
    },
    {
      "assets/index.js": ["web/src/main.tsx"],
      "assets/Home.js": ["web/src/pages/Home.tsx"],
      "assets/FindAgent.js": ["web/src/pages/FindAgent.tsx"],
      "assets/maplibre.js": ["node_modules/maplibre-gl/dist/maplibre-gl.js"],
    },
  );
}

const routes = [
  { path: "/360", page: "home" },
  { path: "/360/find-an-agent", page: "findAgent" },
];
const pages = { home: "src/pages/Home", findAgent: "src/pages/FindAgent" };

describe("budget check on a synthetic build", () => {
  it("fails a public route whose page statically imports a large map library", () => {
    const results = analyze(appWithMapOnFindAgent("static"), routes, pages);
    const found = problems(results);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^\/360\/find-an-agent: initial JS \d+\.\d KiB gzip is over the 134\.0 KiB budget$/);
    expect(found[1]).toMatch(/^\/360\/find-an-agent: maplibre code in an initial chunk \(node_modules\/maplibre-gl\//);
    expect(results.find((r) => r.path === "/360")?.js.files).toEqual(["assets/index.js", "assets/Home.js"]);
  });

  it("passes when the same library is only loaded lazily, and lists it as the route's lazy chunk", () => {
    const results = analyze(appWithMapOnFindAgent("dynamic"), routes, pages);
    expect(problems(results)).toEqual([]);
    const findAgent = results.find((r) => r.path === "/360/find-an-agent");
    expect(findAgent?.lazy.map((l) => l.file)).toEqual(["assets/maplibre.js"]);
    expect(findAgent?.css.files).toEqual(["assets/index.css"]);
  });

  it("fails on admin editor code in an initial chunk and on CSS over budget", () => {
    const build = syntheticBuild(
      { "assets/index.js": "1", "assets/index.css": incompressible(40 * KIB), "assets/Home.js": "2" },
      {
        "index.html": { file: "assets/index.js", isEntry: true, css: ["assets/index.css"] },
        "src/pages/Home.tsx": { file: "assets/Home.js", isDynamicEntry: true },
      },
      { "assets/index.js": ["web/src/main.tsx", "web/src/content/SectionEditor.tsx"], "assets/Home.js": [] },
    );
    expect(problems(analyze(build, [routes[0]], { home: pages.home }))).toEqual([
      expect.stringMatching(/^\/360: initial CSS \d+\.\d KiB gzip is over the 30\.0 KiB budget$/),
      "/360: admin editor code in an initial chunk (web/src/content/SectionEditor.tsx in assets/index.js)",
    ]);
  });
});

describe("the service worker's bundle", () => {
  const swBuild = (code: string) => ({ read: (file: string) => Buffer.from(file === "sw.js" ? code : "") });
  it("fails when module code reached it (Vite's preload helper reads import.meta)", () => {
    const code = "var a=1;function s(e){return import.meta.resolve?new URL(import.meta.resolve(e)):new URL(e,import.meta.url)}";
    expect(serviceWorkerProblems(swBuild(code))).toEqual(["sw.js uses import.meta: a service worker is a classic script"]);
    expect(serviceWorkerProblems(swBuild("const m=()=>import(`./x.js`);"))).toHaveLength(1);
  });
  it("passes a classic script", () => {
    expect(serviceWorkerProblems(swBuild("self.addEventListener(`fetch`,e=>{});var importer=1;x.import(1)"))).toEqual([]);
  });
});

describe("what the service worker precaches", () => {
  const chunk = (modules: string[], more: Partial<{ imports: string[]; dynamicImports: string[]; css: string[] }> = {}) => ({
    imports: [],
    dynamicImports: [],
    css: [],
    isEntry: false,
    facade: modules[0] ?? null,
    modules,
    ...more,
  });
  const graph = {
    "assets/index.js": {
      ...chunk(["web/src/main.tsx"], { dynamicImports: ["assets/Home.js", "assets/Inbox.js", "assets/Hub.js"] }),
      isEntry: true,
    },
    "assets/Home.js": chunk(["web/src/pages/Home.tsx", "web/src/content/Pencil.tsx"], {
      imports: ["assets/shared.js"],
      dynamicImports: ["assets/SectionEditor.js", "assets/outbox.js", "assets/AgentMap.js"],
      css: ["assets/Home.css"],
    }),
    "assets/shared.js": chunk(["web/src/lib/api.ts"]),
    "assets/outbox.js": chunk(["web/src/offline/outbox.ts"]),
    // the editor chunk itself names nothing forbidden; the chunk it imports does
    "assets/SectionEditor.js": chunk(["web/src/content/EditorShell.tsx"], { imports: ["assets/tiptap.js"] }),
    "assets/tiptap.js": chunk(["node_modules/@tiptap/core/dist/index.js"]),
    "assets/AgentMap.js": chunk(["web/src/features/agents/AgentMap.tsx"], { dynamicImports: ["assets/maplibre.js"] }),
    "assets/maplibre.js": chunk(["node_modules/maplibre-gl/dist/maplibre-gl.js"]),
    "assets/Inbox.js": chunk(["web/src/pages/Inbox.tsx"]),
    "assets/Hub.js": chunk(["web/src/pages/Hub.tsx"]),
  };

  it("takes what public pages load, lazy parts included, and leaves staff pages, editors and the map library", () => {
    const plan = precachePlan(graph, {
      publicPages: ["web/src/pages/Home"],
      otherPages: ["web/src/pages/Inbox", "web/src/pages/Hub"],
    });
    expect([...plan].sort()).toEqual(
      [
        "assets/index.js",
        "assets/Home.js",
        "assets/Home.css",
        "assets/shared.js",
        "assets/outbox.js",
        "assets/AgentMap.js",
      ].sort(),
    );
  });

  it("fails a build whose service worker precaches admin code, or more than its budget", () => {
    const build = syntheticBuild(
      {
        "sw.js": 'precacheAndRoute([{"url":"assets/index.js","revision":null},{"url":"assets/Inbox.js","revision":null}])',
        "assets/index.js": "1",
        "assets/Inbox.js": incompressible(3 * KIB),
      },
      { "index.html": { file: "assets/index.js", isEntry: true } },
      { "assets/index.js": ["web/src/main.tsx"], "assets/Inbox.js": ["web/src/features/inbox/InboxPage.tsx"] },
    );
    expect(precacheProblems(build, { jsGzip: 130 * KIB, cssGzip: 30 * KIB, precacheGzip: 1 * KIB })).toEqual([
      expect.stringMatching(/^service worker precache: \d+\.\d KiB gzip is over the 1\.0 KiB budget$/),
      "service worker precache: admin inbox code (web/src/features/inbox/InboxPage.tsx in assets/Inbox.js)",
    ]);
  });
});

describe("the take-over's JavaScript", () => {
  const build = (sizes: Record<string, number>) =>
    syntheticBuild(
      Object.fromEntries(Object.entries(sizes).map(([name, bytes]) => [`assets/${name}-1.js`, incompressible(bytes)])),
      Object.fromEntries(Object.keys(sizes).map((name) => [`_${name}-1.js`, { file: `assets/${name}-1.js` }])),
      {},
    );
  const budgets = { jsGzip: 130 * KIB, cssGzip: 30 * KIB, precacheGzip: 400 * KIB, startupGzip: KIB, takeOverGzip: 10 * KIB };

  it("counts React, the router and the shell together against the take-over budget", () => {
    // each within the budget, together over it
    expect(takeOverProblems(build({ react: 4 * KIB, router: 4 * KIB, startup: 4 * KIB }), budgets)).toEqual([
      expect.stringMatching(
        /^take-over JavaScript \(react, router, startup\): \d+\.\d KiB gzip is over the budget of 10\.0 KiB$/,
      ),
    ]);
    expect(takeOverProblems(build({ react: 2 * KIB, router: 2 * KIB, startup: 2 * KIB }), budgets)).toEqual([]);
  });

  it("fails a build without one of its chunks", () => {
    expect(takeOverProblems(build({ react: KIB, startup: KIB }), budgets)).toEqual([
      "no router chunk in the build (web/vite.config.ts names them)",
    ]);
  });
});

describe("the HTML entry", () => {
  const entry = (imports?: string[], code = "console.log('entry')") =>
    syntheticBuild(
      { "assets/index.js": code },
      { "index.html": { file: "assets/index.js", isEntry: true, ...(imports ? { imports } : {}) } },
      {},
    );

  it("imports nothing (it is sent inline in rendered pages)", () => {
    expect(entryProblems(entry())).toEqual([]);
    expect(entryProblems(entry(["_startup-1.js"]))).toEqual([
      "the HTML entry (web/src/boot.ts) imports _startup-1.js: it is sent inline in rendered pages and may import nothing",
    ]);
  });

  it("is the startup JavaScript: what a visitor's page runs at load, within its budget", () => {
    const budgets = { jsGzip: 130 * KIB, cssGzip: 30 * KIB, precacheGzip: 400 * KIB, startupGzip: KIB, takeOverGzip: 10 * KIB };
    expect(entryProblems(entry(undefined, incompressible(KIB / 2)), budgets)).toEqual([]);
    expect(entryProblems(entry(undefined, incompressible(2 * KIB)), budgets)).toEqual([
      expect.stringMatching(
        /^startup JavaScript \(the HTML entry, web\/src\/boot\.ts\): \d+\.\d KiB gzip is over the budget of 1\.0 KiB$/,
      ),
    ]);
  });
});

describe("page components", () => {
  it("maps every page of the page manifest to its module under src/", async () => {
    const map = await pageModules();
    expect(map).toMatchObject({
      home: "src/features/products/HomePage",
      agentLogin: "src/pages/InternalPages",
      portal: "src/pages/PortalPage",
    });
    expect(Object.keys(map)).toEqual(expect.arrayContaining(["home", "auto", "findAgent", "blogList", "portal"]));
    for (const module of Object.values(map)) expect(module).toMatch(/^src\//);
  }, 30_000);
});

describe("budget check on the real build", () => {
  it("passes", { timeout: 180_000 }, async () => {
    const dir = await buildSite(tempDir());
    const { results, problems: found } = await checkBuild(dir);
    expect(found).toEqual([]);
    expect(results.map((r) => r.path)).toEqual(
      expect.arrayContaining(["/360", "/360/auto-insurance", "/360/find-an-agent", "/"]),
    );
    expect(results.some((r) => r.path.includes("blog-editor") || r.page === "agentHub")).toBe(false);
  });
});
