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

/** The head tags of each page of a build, from its Vite manifest (web/dist/.vite/manifest.json); none without one. */
export function loadPageAssets(webRoot: string): (page: string | undefined) => string {
  const manifestFile = join(webRoot, ".vite/manifest.json");
  if (!existsSync(manifestFile)) return () => "";
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  const tags = new Map<string, string>(
    Object.entries(pageModules(manifest)).map(([page, key]) => [page, pageAssetTags(manifest, key)]),
  );
  return (page) => (page ? (tags.get(page) ?? "") : "");
}
