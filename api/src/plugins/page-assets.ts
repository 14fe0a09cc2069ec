import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const PAGE_COMPONENTS = fileURLToPath(new URL("../../../web/src/pages/page-components.tsx", import.meta.url));
const LAZY_PAGE = /(\w+): lazy\(\(\) =>\s*import\("([^"]+)"\)/g;

/** Page key -> the manifest key of the module its lazy component imports (web/src/pages/page-components.tsx). */
export function pageModules(source: string, manifest: Manifest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, page, spec] of source.matchAll(LAZY_PAGE)) {
    if (!page || !spec) continue;
    const base = join("src/pages", spec).replace(/\\/g, "/");
    const key = [`${base}.tsx`, `${base}.ts`].find((k) => manifest[k]);
    if (key) out[page] = key;
  }
  return out;
}

/**
 * What the head of a rendered page needs beyond the shell: the page chunk's stylesheets (without them the rendered
 * markup would shift when its chunk arrives) and the chunk with its static imports, preloaded, so the browser takes
 * the page over sooner. Nothing the shell already loads.
 */
export function pageAssetTags(manifest: Manifest, moduleKey: string): string {
  const inShell = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const i of manifest[key].imports ?? []) walk(i, into);
  };
  walk("index.html", inShell);
  const shellCss = new Set([...inShell].flatMap((k) => manifest[k]?.css ?? []));
  const page = new Set<string>();
  walk(moduleKey, page);
  const chunks = [...page].filter((k) => !inShell.has(k));
  const css = [...new Set(chunks.flatMap((k) => manifest[k]?.css ?? []))].filter((f) => !shellCss.has(f));
  return [
    ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...chunks.map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k]?.file}">`),
  ].join("");
}

/** The head tags of each page of a build (web/dist/.vite/manifest.json), or nothing for a build without a manifest. */
export function loadPageAssets(webRoot: string): (page: string | undefined) => string {
  const manifestFile = join(webRoot, ".vite/manifest.json");
  if (!existsSync(manifestFile) || !existsSync(PAGE_COMPONENTS)) return () => "";
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  const tags = new Map(
    Object.entries(pageModules(readFileSync(PAGE_COMPONENTS, "utf8"), manifest)).map(([page, key]) => [
      page,
      pageAssetTags(manifest, key),
    ]),
  );
  return (page) => (page ? (tags.get(page) ?? "") : "");
}
