import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, posix, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { FORBIDDEN, MODULES_FILE } from "../web/build/precache-plan.mjs";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const WEB = join(ROOT, "web");
export const KIB = 1024;
export { MODULES_FILE };
/**
 * `startupGzip`: the script a visitor's rendered page runs at load, the HTML entry sent inline (web/src/boot.ts).
 * `takeOverGzip`: the application's first chunks (React, the router and query cache, the shell), fetched after load
 * and run on the visitor's first use of the page or once it is quiet; a signed-in or device-copy page runs them at once.
 */
export const BUDGETS = {
  jsGzip: 134 * KIB,
  cssGzip: 30 * KIB,
  precacheGzip: 400 * KIB,
  startupGzip: 2 * KIB,
  takeOverGzip: 121 * KIB,
};
/** The application's module: the HTML entry (web/src/boot.ts) imports it once a rendered page has loaded. */
export const APP_MODULE = "src/main.tsx";

export { FORBIDDEN };

export function gzipSize(data) {
  return gzipSync(data, { level: 9 }).length;
}

/** A production build with the project's Vite config. */
async function viteBuild(build, plugins = []) {
  const vite = await import("vite");
  const nodeEnv = process.env.NODE_ENV;
  // Vite keeps an inherited NODE_ENV (vitest sets "test"), which would bundle React's development build
  process.env.NODE_ENV = "production";
  try {
    await vite.build({
      root: WEB,
      configFile: join(WEB, "vite.config.ts"),
      mode: "production",
      logLevel: "warn",
      build,
      plugins,
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** Builds the site with the project's Vite config into outDir (its config writes each chunk's module list beside it). */
export async function buildSite(outDir) {
  await viteBuild({ outDir, emptyOutDir: true, manifest: true });
  return outDir;
}

/** The server's page renderer (web/src/entry-server.tsx), built beside a site built by buildSite. */
export async function buildRenderer(outDir) {
  await viteBuild({ ssr: "src/entry-server.tsx", outDir, emptyOutDir: true });
  return outDir;
}

export function loadBuild(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, ".vite/manifest.json"), "utf8"));
  const modules = JSON.parse(readFileSync(join(dir, MODULES_FILE), "utf8"));
  return { dir, manifest, modules, read: (file) => readFileSync(join(dir, file)) };
}

/** Page key -> its module under web/ (as the build manifest names it), from the page manifest in contracts. */
export async function pageModules() {
  const { tsImport } = await import("tsx/esm/api");
  const { pageKeys, pageModule } = await tsImport(join(ROOT, "contracts/src/site-pages.ts"), import.meta.url);
  return Object.fromEntries(pageKeys.map((page) => [page, posix.join("src", pageModule(page).module)]));
}

/** The routes a visitor or an agent opens (not staff-only) with their page key; one path per page, the /360 one first. */
export async function publicRoutes() {
  const { tsImport } = await import("tsx/esm/api");
  const { allSitePaths } = await tsImport(join(ROOT, "contracts/src/site-routes.ts"), import.meta.url);
  const { pageEntry } = await tsImport(join(ROOT, "contracts/src/site-pages.ts"), import.meta.url);
  const seen = new Set();
  const routes = [];
  const main = (route) => (route.path.startsWith("/360") ? 0 : 1);
  for (const route of allSitePaths().sort((a, b) => main(a) - main(b))) {
    // the pages anyone may open (the manifest's access); signed-in and admin pages are not measured here
    if (pageEntry(route.page).access !== "public") continue;
    if (seen.has(route.page)) continue;
    seen.add(route.page);
    routes.push({ path: route.path, page: route.page });
  }
  return routes;
}

function manifestKeyFor(manifest, modulePath) {
  const candidates = ["", ".tsx", ".ts", ".jsx", ".js", "/index.tsx", "/index.ts"].map((ext) => modulePath + ext);
  const key = candidates.find((c) => manifest[c]);
  if (!key) throw new Error(`check-budgets: ${modulePath} is not in the build manifest`);
  return key;
}

function staticClosure(manifest, keys) {
  const out = [];
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) throw new Error(`check-budgets: manifest has no entry ${key}`);
    out.push(key);
    for (const next of entry.imports ?? []) walk(next);
  };
  for (const key of keys) walk(key);
  return out;
}

function sizes(build, files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const data = build.read(file);
    raw += data.length;
    gzip += gzipSize(data);
  }
  return { raw, gzip };
}

/** Initial JS/CSS, forbidden modules and lazy chunks of each route, from the manifest and chunk module lists. */
export function analyze(build, routes, pages) {
  const { manifest } = build;
  const htmlEntries = Object.keys(manifest).filter((k) => manifest[k].isEntry && k.endsWith(".html"));
  if (htmlEntries.length === 0) throw new Error("check-budgets: the manifest has no HTML entry");
  // every page starts the application, imported by the entry rather than with it: it counts as initial
  const entries = manifest[APP_MODULE] ? [...htmlEntries, APP_MODULE] : htmlEntries;
  const pageKeys = new Set(Object.values(pages).map((m) => manifestKeyFor(manifest, m)));
  return routes.map((route) => {
    const modulePath = pages[route.page];
    if (!modulePath) throw new Error(`check-budgets: no page component for "${route.page}" (${route.path})`);
    const pageKey = manifestKeyFor(manifest, modulePath);
    const initial = staticClosure(manifest, [...entries, pageKey]);
    const jsFiles = [...new Set(initial.map((k) => manifest[k].file).filter((f) => f.endsWith(".js")))];
    const cssFiles = [...new Set(initial.flatMap((k) => manifest[k].css ?? []))];
    const forbidden = [];
    for (const file of jsFiles)
      for (const id of build.modules[file] ?? [])
        for (const rule of FORBIDDEN) if (rule.pattern.test(id)) forbidden.push({ label: rule.label, module: id, chunk: file });
    const initialSet = new Set(initial);
    const lazyKeys = [...new Set(initial.flatMap((k) => manifest[k].dynamicImports ?? []))].filter(
      (k) => !initialSet.has(k) && !pageKeys.has(k),
    );
    const lazy = lazyKeys.map((key) => {
      const closure = staticClosure(manifest, [key]).filter((k) => !initialSet.has(k));
      return {
        module: key,
        file: manifest[key].file,
        ...sizes(
          build,
          closure.map((k) => manifest[k].file),
        ),
      };
    });
    return {
      path: route.path,
      page: route.page,
      pageModule: pageKey,
      js: { files: jsFiles, ...sizes(build, jsFiles) },
      css: { files: cssFiles, ...sizes(build, cssFiles) },
      forbidden,
      lazy,
    };
  });
}

export function problems(results, budgets = BUDGETS) {
  const out = [];
  for (const r of results) {
    if (r.js.gzip > budgets.jsGzip)
      out.push(`${r.path}: initial JS ${kib(r.js.gzip)} KiB gzip is over the ${kib(budgets.jsGzip)} KiB budget`);
    if (r.css.gzip > budgets.cssGzip)
      out.push(`${r.path}: initial CSS ${kib(r.css.gzip)} KiB gzip is over the ${kib(budgets.cssGzip)} KiB budget`);
    for (const f of r.forbidden) out.push(`${r.path}: ${f.label} code in an initial chunk (${f.module} in ${f.chunk})`);
  }
  return out;
}

/** The chunks the take-over runs first (web/vite.config.ts): React, the router and query cache, the application's shell. */
export const STARTUP_CHUNKS = ["react", "router", "startup"];

/**
 * The take-over's JavaScript (React, the router, the query cache, the shell) within its budget: its chunks together
 * (they are split only so that each runs in a task of its own).
 */
export function takeOverProblems(build, budgets = BUDGETS) {
  const { takeOverGzip: gzip, missing } = startSizes(build);
  if (missing.length > 0) return [`no ${missing.join(", ")} chunk in the build (web/vite.config.ts names them)`];
  return gzip > budgets.takeOverGzip
    ? [
        `take-over JavaScript (${STARTUP_CHUNKS.join(", ")}): ${kib(gzip)} KiB gzip is over the budget of ${kib(budgets.takeOverGzip)} KiB`,
      ]
    : [];
}

/**
 * What a visitor's page runs: at load, the HTML entry (`entryGzip`); at the take-over, the startup chunks together
 * (`takeOverGzip`; `missing` names any the build lacks).
 */
export function startSizes(build) {
  const files = Object.values(build.manifest)
    .map((c) => c.file)
    .filter((f) => STARTUP_CHUNKS.some((name) => new RegExp(`(^|/)${name}-[\\w-]+\\.js$`).test(f)));
  const missing = STARTUP_CHUNKS.filter((name) => !files.some((f) => f.split("/").pop()?.startsWith(`${name}-`)));
  const entry = build.manifest["index.html"];
  return {
    entryGzip: entry ? gzipSize(build.read(entry.file)) : 0,
    takeOverGzip: [...new Set(files)].reduce((sum, f) => sum + gzipSize(build.read(f)), 0),
    missing,
  };
}

/**
 * The HTML entry (web/src/boot.ts) is sent inline in every rendered page (api/src/plugins/page-assets.ts), where a
 * relative import would resolve against the page's address: it may import nothing. (The server falls back to the
 * script's own request when it does, which costs a visitor a round trip and a late, low-priority fetch.)
 */
export function entryProblems(build, budgets = BUDGETS) {
  const entry = build.manifest["index.html"];
  const imports = [...(entry?.imports ?? [])];
  const out = imports.length
    ? [
        `the HTML entry (web/src/boot.ts) imports ${imports.join(", ")}: it is sent inline in rendered pages and may import nothing`,
      ]
    : [];
  const gzip = startSizes(build).entryGzip;
  if (gzip > budgets.startupGzip)
    out.push(
      `startup JavaScript (the HTML entry, web/src/boot.ts): ${kib(gzip)} KiB gzip is over the budget of ${kib(budgets.startupGzip)} KiB`,
    );
  return out;
}

export function kib(bytes) {
  return (bytes / KIB).toFixed(1);
}

/** Precache list of the service worker (injectManifest) with its total size. */
export function precache(build) {
  const sw = build.read("sw.js").toString("utf8");
  const urls = [...new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1].replace(/^\//, "")))];
  return { count: urls.length, urls, ...sizes(build, urls) };
}

/** The service worker precaches what a visitor reads, within its budget, and no heavy or staff-only code. */
export function precacheProblems(build, budgets = BUDGETS) {
  const cache = precache(build);
  const out = [];
  if (cache.gzip > budgets.precacheGzip)
    out.push(`service worker precache: ${kib(cache.gzip)} KiB gzip is over the ${kib(budgets.precacheGzip)} KiB budget`);
  for (const url of cache.urls)
    for (const id of build.modules[url] ?? []) {
      const rule = FORBIDDEN.find((r) => r.pattern.test(id));
      if (rule) out.push(`service worker precache: ${rule.label} code (${id} in ${url})`);
    }
  return out;
}

/**
 * The service worker is a classic script (browsers evaluate sw.js as one): module syntax, which a page module's
 * code brings in (Vite's preload helper reads import.meta), makes its evaluation fail, and with it all offline use.
 */
export function serviceWorkerProblems(build) {
  const sw = build.read("sw.js").toString("utf8");
  const found = [];
  if (/\bimport\.meta\b/.test(sw)) found.push("sw.js uses import.meta: a service worker is a classic script");
  if (/(?:^|[^.\w$])import\s*\(/.test(sw)) found.push("sw.js uses import(): a service worker cannot import dynamically");
  if (/^\s*(?:import|export)\s[\w{*]/m.test(sw))
    found.push("sw.js has import/export statements: a service worker is a classic script");
  return found;
}

export async function checkBuild(dir) {
  const build = loadBuild(dir);
  const results = analyze(build, await publicRoutes(), await pageModules());
  return {
    build,
    results,
    problems: [
      ...problems(results),
      ...takeOverProblems(build),
      ...entryProblems(build),
      ...serviceWorkerProblems(build),
      ...precacheProblems(build),
    ],
  };
}

async function main() {
  const args = process.argv.slice(2);
  const distAt = args.indexOf("--dist");
  const temp = distAt >= 0 ? null : mkdtempSync(join(tmpdir(), "bench-check-budgets-"));
  let found;
  try {
    const dir = temp ? await buildSite(temp) : args[distAt + 1];
    const checked = await checkBuild(dir);
    found = checked.problems;
    console.log(`Initial JS and CSS per public route (gzip), budgets ${kib(BUDGETS.jsGzip)} / ${kib(BUDGETS.cssGzip)} KiB:`);
    for (const r of checked.results)
      console.log(`  ${r.path.padEnd(36)} JS ${kib(r.js.gzip).padStart(6)} KiB  CSS ${kib(r.css.gzip).padStart(5)} KiB`);
    const start = startSizes(loadBuild(dir));
    console.log(
      `Startup JavaScript (the inline entry) ${kib(start.entryGzip)} KiB of ${kib(BUDGETS.startupGzip)}; take-over (${STARTUP_CHUNKS.join(", ")}) ${kib(start.takeOverGzip)} KiB of ${kib(BUDGETS.takeOverGzip)}`,
    );
  } finally {
    if (temp) rmSync(temp, { recursive: true, force: true });
  }
  if (found.length > 0) {
    console.error(`\nBudget check failed:\n${found.map((p) => `  - ${p}`).join("\n")}`);
    process.exit(1);
  }
  console.log("\nBudget check passed.");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1]))
  await main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  });
