import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** How the code is put together (docs/architecture.md), checked so it stays that way. */
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

function sources(dir: string): string[] {
  return readdirSync(resolve(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mts)$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}
const read = (file: string) => readFileSync(resolve(root, file), "utf8");
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith("api/src/test/");

describe("the code's structure", () => {
  it("has the web call the API only through the endpoint table's client", () => {
    const withUrls = sources("web/src")
      .filter((f) => f !== "web/src/lib/api.ts")
      .filter((f) => /["'`]\/api\//.test(read(f)));
    expect(withUrls).toEqual([]);
  });

  it("reads the endpoint table's addresses only in the client (a built bundle has none: web/vite.config.ts)", () => {
    const readers = sources("web/src")
      .filter((f) => f !== "web/src/lib/api.ts")
      .filter((f) => /import\s*\{[^}]*\baddresses\b[^}]*\}\s*from\s*"@hpm\/contracts\/endpoints"/.test(read(f)));
    expect(readers).toEqual([]);
  });

  it("builds each service in one place", () => {
    const sites = new Map<string, string[]>();
    for (const file of sources("api/src").filter((f) => !isTest(f))) {
      for (const m of read(file).matchAll(/\bcreate(\w+Service)\(/g)) {
        const before = read(file).slice(Math.max(0, (m.index ?? 0) - 16), m.index);
        if (/function\s*$/.test(before)) continue; // its definition
        sites.set(m[1] as string, [...(sites.get(m[1] as string) ?? []), file]);
      }
    }
    const twice = [...sites].filter(([, files]) => files.length > 1);
    expect(twice).toEqual([]);
  });

  it("keeps api/src/plugins infrastructure: nothing there imports a module", () => {
    const upward = sources("api/src/plugins").filter((f) => /from "\.\.\/modules\//.test(read(f)));
    expect(upward).toEqual([]);
  });
});
