import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { addresses } from "../contracts/src/endpoints/index";
import { pageEntry, pageKeys, pageModule } from "../contracts/src/site-pages";
import { MODULES_FILE, precachePlan } from "./build/precache-plan.mjs";

const api = "http://localhost:3000";

// the server's static plugin serves these .br/.gz siblings (preCompressed), so assets cost no compression per request:
// the hashed assets, and the service worker, the shell and the web manifest (the server gives sw.js.br the cache
// headers of sw.js: api/src/plugins/web.ts)
function precompress(): Plugin {
  let outDir = "";
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.name.startsWith(".") ? [] : e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
  return {
    name: "hpm-precompress",
    apply: "build",
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      handler: () => {
        const root = ["sw.js", "index.html", "manifest.webmanifest"].map((f) => join(outDir, f));
        for (const file of [...walk(join(outDir, "assets")).filter((f) => /\.(js|mjs|css|svg)$/.test(f)), ...root]) {
          const data = readFileSync(file);
          if (data.length < 1024) continue;
          writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        }
      },
    },
  };
}

/**
 * Marks the startup chunk for eager compilation (V8's explicit compile hints, Chrome 136+: a file whose first line is
 * `//# allFunctionsCalledOnLoad`). Nearly all of its functions run while the application takes the page over; compiled
 * lazily, each is compiled on the main thread when first called, in the middle of hydration. Marked, they are
 * compiled on a background thread while the chunk streams in. Browsers without the hint ignore the comment.
 */
function compileHints(): Plugin {
  return {
    name: "hpm-compile-hints",
    apply: "build",
    // after Vite's own additions to the chunk's head (the preload helper's dependency map)
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type === "chunk" && EAGER_CHUNKS.has(item.name)) item.code = `//# allFunctionsCalledOnLoad\n${item.code}`;
        }
      },
    },
  };
}
const EAGER_CHUNKS = new Set(["react", "router", "startup"]);

/** The application's module (React, the router, the pages); web/src/boot.ts starts it. */
const APP_ENTRY = "src/main.tsx";

/**
 * Names the application's module in the shell (`<meta name="hpm-app">`) for web/src/boot.ts to import once a
 * rendered page has loaded: the built chunk, or the source under the dev server.
 */
function appEntry(): Plugin {
  const meta = (href: string) => ({ tag: "meta", attrs: { name: "hpm-app", content: href }, injectTo: "head" as const });
  return {
    name: "hpm-app-entry",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        if (!ctx.bundle) return [meta(`/${APP_ENTRY}`)];
        const app = Object.values(ctx.bundle).find(
          (c) => c.type === "chunk" && c.isEntry && c.facadeModuleId?.endsWith(`/web/${APP_ENTRY}`),
        );
        if (!app) throw new Error(`hpm-app-entry: no chunk for ${APP_ENTRY}`);
        return [meta(`/${app.fileName}`)];
      },
    },
  };
}

/**
 * The page the identity provider sends the browser back to (`/auth/redirect`, served by api/src/plugins/web.ts):
 * msal-browser's redirect bridge, bundled from the installed package on its own (none of the application, a few KB)
 * and never precached: only people who sign in load it.
 */
function authRedirectBridge(): Plugin {
  return {
    name: "hpm-auth-redirect-bridge",
    apply: "build",
    async generateBundle() {
      const { build } = await import("esbuild");
      const result = await build({
        entryPoints: [resolve(import.meta.dirname, "src/auth-redirect/bridge.ts")],
        bundle: true,
        write: false,
        format: "esm",
        platform: "browser",
        target: "es2022",
        minify: true,
        legalComments: "none",
      });
      const code = result.outputFiles[0]?.text ?? "";
      const script = `auth/redirect-bridge-${createHash("sha256").update(code).digest("hex").slice(0, 10)}.js`;
      this.emitFile({ type: "asset", fileName: script, source: code });
      this.emitFile({
        type: "asset",
        fileName: "auth/redirect.html",
        source: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>Signing in</title></head>
<body><main><p>Signing you in…</p></main><script type="module" src="/${script}"></script></body></html>
`,
      });
    },
  };
}

type ChunkGraph = Parameters<typeof precachePlan>[0];

/**
 * Writes each chunk's modules beside the build (`.vite/chunk-modules.json`, for the budget check) and decides
 * what the service worker precaches from the chunk graph: what public pages load, not staff-only or heavy code
 * (web/build/precache-plan.mjs). `plan.files` is read by the PWA plugin's manifest transform below.
 */
function chunkGraph(plan: { files: Set<string> | null }): Plugin {
  const root = resolve(import.meta.dirname, "..");
  const rel = (id: string) => relative(root, id.replace(/\0/g, "")).split(sep).join("/");
  const pageModules = (wanted: (access: string) => boolean) =>
    pageKeys.filter((p) => wanted(pageEntry(p).access)).map((p) => `web/src/${pageModule(p).module}`);
  return {
    name: "hpm-chunk-graph",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks: ChunkGraph = {};
      const modules: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== "chunk") continue;
        modules[item.fileName] = item.moduleIds.map(rel);
        chunks[item.fileName] = {
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          modules: modules[item.fileName],
          isEntry: item.isEntry,
          facade: item.facadeModuleId ? rel(item.facadeModuleId) : null,
          css: [...(item.viteMetadata?.importedCss ?? [])],
        };
      }
      plan.files = precachePlan(chunks, {
        publicPages: pageModules((access) => access === "public"),
        otherPages: pageModules((access) => access !== "public"),
      });
      // a worker (`new Worker(new URL(…))`) is a file of its own, not a chunk: precached with the chunk that starts it,
      // so it runs offline too (the incident report's photos are made smaller with no signal)
      const planned = [...plan.files].map((f) => bundle[f]).filter((c) => c?.type === "chunk");
      for (const item of Object.values(bundle))
        if (item.type === "asset" && /\.worker-[\w-]+\.js$/.test(item.fileName))
          if (planned.some((c) => c.type === "chunk" && c.code.includes(`/${item.fileName}`))) plan.files.add(item.fileName);
      this.emitFile({ type: "asset", fileName: MODULES_FILE, source: JSON.stringify(modules, null, 1) });
    },
  };
}

/**
 * The endpoint table (contracts/src/endpoints) carries every route's TypeBox schemas; the browser needs only where each
 * named endpoint is. A built bundle carries no table at all: every endpoint name the web's code quotes ("saveSection")
 * is written as its address ("POST /api/cms/add-new"), which web/src/lib/api.ts reads, and the table module is empty.
 * Names are only ever compared with names in the same bundle (in calls, in a union's cases), so writing each one the
 * same way everywhere keeps the code's meaning; the types (tsc reads the real table) have already been checked.
 * (`vite dev` loads the real module.)
 */
function endpointAddresses(): Plugin {
  const id = "\0hpm-endpoint-addresses";
  const quotedName = /"([A-Za-z][A-Za-z0-9]*)"/g;
  const source = `${resolve(import.meta.dirname, "src")}${sep}`;
  return {
    name: "hpm-endpoint-addresses",
    apply: "build",
    enforce: "pre",
    resolveId: (imported) => (imported === "@hpm/contracts/endpoints" ? id : null),
    load: (loaded) => (loaded === id ? "export const addresses = {};\n" : null),
    transform(code, file) {
      if (!file.startsWith(source) || !/\.tsx?$/.test(file)) return null;
      const out = code.replace(quotedName, (quoted, name: string) => {
        const address = (addresses as Record<string, { method: string; path: string } | undefined>)[name];
        return address ? JSON.stringify(`${address.method} ${address.path}`) : quoted;
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}

// `vite build --ssr` makes the server's page renderer (src/entry-server.tsx): no service worker, no chunking
// for the browser, and the workspace contracts bundled in (they are TypeScript source).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react(), endpointAddresses()] : browserPlugins(),
  ssr: { noExternal: ["@hpm/contracts"] },
  server: {
    proxy: {
      "/api": api,
      "/auth": api,
      "/dev-idp": api,
      "/uploads": api,
    },
  },
  build: isSsrBuild
    ? { target: "node20", outDir: "dist-server", emptyOutDir: true, copyPublicDir: false, sourcemap: false }
    : {
        target: "es2022",
        sourcemap: process.env.HPM_SOURCEMAP ? "hidden" : false,
        minify: !process.env.HPM_NOMINIFY,
        // the server reads it to put a page's own CSS and chunk in the head of the page it renders
        manifest: true,
        // every browser the site supports preloads modules itself (Safari before 17 only loses the head start)
        modulePreload: { polyfill: false },
        rollupOptions: {
          // the application is an entry of its own, which the page's entry (boot.ts) imports by the address the
          // built index.html names (appEntry): the page's entry then needs nothing of the bundle before it starts
          input: { index: resolve(import.meta.dirname, "index.html"), main: resolve(import.meta.dirname, APP_ENTRY) },
          output: { codeSplitting: { groups: CHUNK_GROUPS } },
        },
      },
}));

function browserPlugins() {
  const plan: { files: Set<string> | null } = { files: null };
  return [
    react(),
    endpointAddresses(),
    appEntry(),
    authRedirectBridge(),
    compileHints(),
    chunkGraph(plan),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      injectRegister: false,
      registerType: "autoUpdate",
      includeAssets: ["favicon.svg"],
      // the install icons are the browser's to fetch when someone installs the app (below), not every visitor's
      includeManifestIcons: false,
      manifest: {
        name: "High Plains Mutual Insurance",
        short_name: "High Plains",
        description: "Auto, home, farm and ranch, business and life insurance from local agents of the High Plains.",
        start_url: "/360",
        scope: "/",
        display: "standalone",
        theme_color: "#1f4d2b",
        background_color: "#fbf8f1",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      injectManifest: {
        buildPlugins: { vite: [endpointAddresses()] },
        // photos and the install icons are not precached: the page's own come with it (the image cache keeps them)
        // and the browser fetches the icons when someone installs the app
        globPatterns: ["**/*.{js,mjs,css,html,svg,woff,woff2}"],
        // the agent hub's pictures are the signed-in agents' (the hub caches what it shows once used); the sign-in
        // return page is only for those who sign in
        globIgnores: ["**/node_modules/**/*", "images/hub/**", "auth/**"],
        // scripts and styles only as the plan says (the others are cached when someone uses them)
        manifestTransforms: [
          async (entries) => {
            if (!plan.files) throw new Error("hpm-chunk-graph: no precache plan (the bundle was not generated)");
            const files = plan.files;
            const manifest = entries.filter((e) => !/\.(js|mjs|css)$/.test(e.url) || files.has(e.url.replace(/^\//, "")));
            return { manifest, warnings: [] };
          },
        ],
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ];
}

// Everything a first paint needs goes in two chunks instead of dozens of tiny ones (each compressed
// on its own, they cost more on a slow link); editors, maps and page bodies stay lazy.
const STARTUP_MODULES = [
  "/node_modules/react/",
  "/node_modules/react-dom/",
  "/node_modules/scheduler/",
  "/node_modules/@tanstack/",
  "/contracts/src/index.ts",
  "/contracts/src/constants.ts",
  "/contracts/src/agents.ts",
  "/contracts/src/site-pages.ts",
  "/contracts/src/site-routes.ts",
  "/contracts/src/sibling-menus.ts",
  // the search's addresses, anchors and limits (the header's form, the sections' anchors); not its engine
  "/contracts/src/search-path.ts",
  "/contracts/src/content/banner.ts",
  "/contracts/src/content/footer.ts",
  "/contracts/src/content/model.ts",
  "/contracts/src/content/registry.ts",
  "/contracts/src/content/validate.ts",
  "/contracts/src/content/pages/sibling.ts",
  "/web/src/lib/",
  "/web/src/offline/",
  "/web/src/components/",
  "/web/src/layouts/",
  "/web/src/features/auth/",
  "/web/src/content/hooks.ts",
  "/web/src/content/queries.ts",
  "/web/src/content/Pencil.tsx",
  "/web/src/content/TopBanner.tsx",
  "/web/src/router.tsx",
  "/web/src/routing/",
  "/web/src/route-specs.ts",
  // what most pages' sections read their content with: as chunks of their own, each costs a request and its imports
  "/contracts/src/content/list-items.ts",
  "/web/src/features/products/use-content.ts",
  "/web/src/features/company/EditableSection.tsx",
];

// The outbox (its IndexedDB store, the proof-of-work solver, the resumable uploads' client) loads with the forms, not with every page; the device's copy of the
// query cache once a rendered page is quiet (before the first draw of the offline shell); the offline warm-up
// once the page is up; the sign-in window's code with the first sign-in.
const LAZY_MODULES = [
  "/web/src/offline/persistence",
  "/web/src/offline/idb-persister",
  "/web/src/offline/outbox",
  "/web/src/offline/tus",
  "/web/src/offline/altcha",
  "/web/src/offline/warm-cache",
  "/web/src/features/auth/popup-login",
  "/web/src/features/auth/entra-login",
  "/web/src/features/auth/SignedOutNotice",
];

// The dynamic-form model and the content rules are the forms pages' and the editors' (and the server's): each
// is a chunk of its own, taken first and without its dependencies, so the startup chunk does not take them in
// as dependencies of contracts' index (which only re-exports them).
const OWN_CHUNKS = [
  { name: "form-model", test: /\/contracts\/src\/forms\.ts$/ },
  { name: "content-rules", test: /\/contracts\/src\/content\/rules\.ts$/ },
  // the site's time zone (issue 30): the editors' scheduling
  { name: "site-time", test: /\/contracts\/src\/site-time\.ts$/ },
  // the site search's engine (issue 31): MiniSearch and the stemmer, loaded by the first search
  { name: "search-engine", test: /\/contracts\/src\/search-engine\.ts$|\/node_modules\/(minisearch|stemmer)\// },
  // the map library both maps share, named as what it is (it took the name of a small module both import)
  { name: "maplibre", test: /\/node_modules\/(maplibre-gl|react-map-gl|@vis\.gl\/react-maplibre)\// },
];

// A component only page chunks use goes with them, not into every page's start: the confirmation dialog (Find an
// Agent's, the editors' page bar).
const PAGE_COMPONENTS = ["/web/src/components/ConfirmDialog.tsx"];

const isStartup = (id: string) =>
  !LAZY_MODULES.some((m) => id.includes(m)) &&
  !PAGE_COMPONENTS.some((m) => id.includes(m)) &&
  STARTUP_MODULES.some((m) => id.includes(m));

// What the three forms pages (quote, contact, incident report) share, as one chunk rather than a handful of small
// ones: each small chunk costs its own request and compresses on its own. Not the pages, the agent page's contact dialog, the outbox list (loaded
// after the form), the photo shrinker (loaded when a photo is picked) nor the form builder (editors only).
const FORMS_KIT = /\/web\/src\/features\/forms\/(?!admin\/|OutboxList|ContactMeDialog|photo-|\w+Page\.tsx)[^/]+$/;

// The site search's parts (issue 31): its queries, the suggestions the header and the portal load, how results are
// drawn, as one chunk, not four small ones. Not the results page (a page module, its own chunk) nor the engine.
const SEARCH_KIT = /\/web\/src\/features\/search\/(?!SearchPage\.tsx)[^/]+$/;

// What every page runs first, in three chunks the page's entry (boot.ts) runs one at a time, each a task of its own on
// a slow phone: React (with the module that sets it up, react-runtime.ts), the router and query cache, then the
// application's shell. One chunk would be one long task.
const REACT_MODULES = [
  "/node_modules/react/",
  "/node_modules/react-dom/",
  "/node_modules/scheduler/",
  "/web/src/react-runtime.ts",
];
const ROUTER_MODULES = ["/node_modules/@tanstack/"];

const CHUNK_GROUPS = [
  ...OWN_CHUNKS.map((c) => ({ ...c, priority: 30, includeDependenciesRecursively: false })),
  { name: "forms-kit", test: FORMS_KIT, priority: 25, includeDependenciesRecursively: false },
  { name: "search", test: SEARCH_KIT, priority: 24, includeDependenciesRecursively: false },
  { name: "react", test: (id: string) => REACT_MODULES.some((m) => id.includes(m)), priority: 23 },
  { name: "router", test: (id: string) => ROUTER_MODULES.some((m) => id.includes(m)), priority: 22 },
  { name: "startup", test: isStartup, priority: 20 },
];
