import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// A site build whose renderer is the web's own (web/src/entry-server.tsx, from its sources: no `npm run build` needed)
// and whose shell carries what a build's does: the app's module script, a module preload, its stylesheet, its
// manifest and the name of its application chunk.
const ENTRY_SERVER = fileURLToPath(new URL("../../../web/src/entry-server.tsx", import.meta.url));
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>High Plains Mutual Insurance</title>
    <meta name="description" content="Local agents." />
    <script type="module" crossorigin src="/assets/index-test.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-test.js">
    <link rel="stylesheet" crossorigin href="/assets/index-test.css">
    <meta name="hpm-app" content="/assets/main-test.js">
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** A WEB_DIST for tests: the shell above, its stylesheet, and the web's renderer from its sources. */
export function webSiteFromSources(): string {
  const dir = mkdtempSync(join(tmpdir(), "hpm-preview-site-"));
  mkdirSync(join(dir, "dist/assets"), { recursive: true });
  mkdirSync(join(dir, "dist-server"));
  writeFileSync(join(dir, "dist/index.html"), SHELL);
  writeFileSync(join(dir, "dist/assets/index-test.css"), ".site-test-style{color:#1b2a1f}");
  writeFileSync(join(dir, "dist-server/entry-server.js"), `export * from ${JSON.stringify(ENTRY_SERVER)};\n`);
  return join(dir, "dist");
}

/**
 * A WEB_DIST whose page renderer reads the home page's content as a visitor and shows only its copyright line
 * ("copyright: …"): what a test of the rendered-page caches needs, without the web's renderer. In `root`, or a new
 * temporary directory.
 */
export function copyrightLineSite(root = mkdtempSync(join(tmpdir(), "hpm-copyright-site-"))): string {
  mkdirSync(join(root, "dist"), { recursive: true });
  mkdirSync(join(root, "dist-server"), { recursive: true });
  writeFileSync(
    join(root, "dist/index.html"),
    '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(root, "dist-server/entry-server.js"),
    `let hooks;
export function configureServer(h) { hooks = h; }
export async function render() {
  const res = await hooks.fetch("/api/cms/get-page-content-list", { method: "POST", body: JSON.stringify({ pageName: "360_Home", client: "mwfbi" }) });
  const body = await res.json();
  return { html: "<main><p>copyright: " + (body.result.Section_6?.copyright?.value ?? "none") + "</p></main>", head: "", state: {} };
}`,
  );
  return join(root, "dist");
}
