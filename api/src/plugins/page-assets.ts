import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type PageKey, pageKeys, pageModule } from "@hpm/contracts";

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Page key -> the build manifest's key of its module (the manifest names each page's module under web/src). */
export function pageModules(manifest: Manifest): Partial<Record<PageKey, string>> {
  const out: Partial<Record<PageKey, string>> = {};
  for (const page of pageKeys) {
    const base = `src/${pageModule(page).module}`;
    const key = [`${base}.tsx`, `${base}.ts`].find((k) => manifest[k]);
    if (key) out[page] = key;
  }
  return out;
}

/** The application's module, which the shell's entry imports once the page has loaded (the web entry, boot.ts). */
export const APP_MODULE = "src/main.tsx";

/** A built stylesheet's text by its path in the build ("assets/blog-1.css"); undefined when it cannot be read. */
export type CssReader = (file: string) => string | undefined;

/** A stylesheet in the head: its rules inline when they can be read (no request before the first paint), else a link. */
function styleTag(file: string, readCss?: CssReader): string {
  const css = readCss?.(file);
  // nothing in a built stylesheet closes the element, but a crafted one must not either
  // (the disabled link is not fetched: it tells the browser's chunk loader the stylesheet is already on the page)
  if (css !== undefined && !/<\/style/i.test(css))
    return `<style data-href="/${file}">${css}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
  return `<link rel="stylesheet" crossorigin href="/${file}">`;
}

/**
 * What the head of a rendered page needs beyond the shell: the page chunk's stylesheets (without them the rendered
 * markup would shift when its chunk arrives), inline when they can be read, and the list of modules the page's
 * entry fetches together once the page has loaded and painted (`<meta name="hpm-modules">`, read by the web
 * entry, boot.ts): the application, then the page's chunk with its static imports. Nothing the shell already loads.
 * The modules are not preloaded by the head itself: before its first paint, the page's HTML and banner image
 * have the network to themselves.
 */
export function pageAssetTags(manifest: Manifest, moduleKey: string, readCss?: CssReader): string {
  // a chunk and what it imports, the chunk first (`after`: each chunk after its imports)
  const walk = (key: string, into: Set<string>, after = false, seen = new Set<string>()) => {
    if (seen.has(key) || into.has(key) || !manifest[key]) return;
    seen.add(key);
    if (!after) into.add(key);
    for (const i of manifest[key].imports ?? []) walk(i, into, after, seen);
    if (after) into.add(key);
  };
  const inShell = new Set<string>();
  walk("index.html", inShell);
  const shellCss = new Set([...inShell].flatMap((k) => manifest[k]?.css ?? []));
  const ofPage = (after: boolean) => {
    const page = new Set<string>();
    walk(APP_MODULE, page, after);
    walk(moduleKey, page, after);
    return [...page].filter((k) => !inShell.has(k));
  };
  // the stylesheets in the order the page's chunks bring them
  const css = [...new Set(ofPage(false).flatMap((k) => manifest[k]?.css ?? []))].filter((f) => !shellCss.has(f));
  // the application the shell starts once the page has loaded (the web entry, boot.ts) and the page's own chunks,
  // each after those it imports: the entry runs them in this order, one at a time
  const chunks = ofPage(true);
  return [
    ...css.map((f) => styleTag(f, readCss)),
    ...(chunks.length ? [`<meta name="hpm-modules" content="${chunks.map((k) => `/${manifest[k]?.file}`).join(" ")}">`] : []),
  ].join("");
}

/** Reads the build's stylesheets (each once) from its folder; only files under assets/. */
export function cssReader(webRoot: string): CssReader {
  const seen = new Map<string, string | undefined>();
  return (file) => {
    if (!/^assets\/[\w.-]+\.css$/.test(file)) return undefined;
    if (!seen.has(file)) {
      const path = join(webRoot, file);
      seen.set(file, existsSync(path) ? readFileSync(path, "utf8") : undefined);
    }
    return seen.get(file);
  };
}

/** The shell's entry script (the web's boot.ts), as a rendered page carries it inline: its tag, its code, its hash. */
export interface InlineEntry {
  /** The shell's `<script>` tag that loads it. */
  tag: string;
  /** The code, safe inside a `<script>` element. */
  code: string;
  /** The policy's source for it (`'sha256-…'`). */
  hash: string;
}

/**
 * The shell's entry script, to be sent inside each rendered page rather than as a request of its own: it then runs
 * as the HTML is read, before the first paint, and a phone waits for no second round trip (and no low-priority
 * fetch behind the banner) before it does. Only an entry that imports nothing can run inline (a relative import
 * would resolve against the page's address); undefined otherwise, or without a build.
 */
export function inlineEntry(webRoot: string): InlineEntry | undefined {
  const indexFile = join(webRoot, "index.html");
  if (!existsSync(indexFile)) return undefined;
  const found = /<script type="module" crossorigin src="\/(assets\/[\w.-]+\.js)"><\/script>/.exec(
    readFileSync(indexFile, "utf8"),
  );
  const file = found?.[1] ? join(webRoot, found[1]) : undefined;
  if (!found || !file || !existsSync(file)) return undefined;
  const source = readFileSync(file, "utf8").replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "");
  if (/(?:^|[;}\s])import\s*[{*\w"'`]|\bimport\s*\(\s*["'`]\.|import\.meta/.test(source)) return undefined;
  const code = source.replace(/<\/(script)/gi, "<\\/$1").replace(/<!--/g, "<\\!--");
  return { tag: found[0], code, hash: `'sha256-${createHash("sha256").update(code).digest("base64")}'` };
}

/**
 * The shell as a rendered page sends it: its own stylesheet inline, its entry script inline (`entry`), and its
 * other scripts at low priority. A visitor's first paint then waits for the HTML alone (and the banner image), not
 * for a stylesheet and the startup chunk.
 */
export function prepareShell(shell: string, readCss?: CssReader, entry?: InlineEntry): string {
  return shell
    .replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (tag, file: string) =>
      readCss?.(file) === undefined ? tag : styleTag(file, readCss),
    )
    .replace(entry?.tag ?? /$^/, () => `<script type="module">${entry?.code}</script>`)
    .replace(/<script type="module" crossorigin src=/g, '<script type="module" fetchpriority="low" crossorigin src=')
    .replace(/<link rel="modulepreload" crossorigin href=/g, '<link rel="modulepreload" fetchpriority="low" crossorigin href=');
}

/** The head tags of each page of a build, from its Vite manifest (web/dist/.vite/manifest.json); none without one. */
export function loadPageAssets(webRoot: string, readCss: CssReader = cssReader(webRoot)): (page: string | undefined) => string {
  const manifestFile = join(webRoot, ".vite/manifest.json");
  if (!existsSync(manifestFile)) return () => "";
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  const tags = new Map<string, string>(
    Object.entries(pageModules(manifest)).map(([page, key]) => [page, pageAssetTags(manifest, key, readCss)]),
  );
  return (page) => (page ? (tags.get(page) ?? "") : "");
}
