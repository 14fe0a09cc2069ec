import { readFileSync } from "node:fs";
import { join } from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8")) as {
  packages: Record<
    string,
    { version?: string; engines?: { node?: string } | string[]; optionalDependencies?: Record<string, string>; link?: boolean }
  >;
};
const rootPackage = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { engines: { node: string } };
/** The oldest Node the README, package.json's engines and CI promise. */
const OLDEST_NODE = semver.minVersion(rootPackage.engines.node)?.version ?? "";

/** Where Node would find `name` from the package at `from` (its own node_modules, then each parent's). */
function resolveFrom(from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
    const at = dir.lastIndexOf("/node_modules/");
    dir = at === -1 ? "" : dir.slice(0, at);
  }
}

describe("package-lock.json (what `npm ci` installs on a fresh clone)", () => {
  it("names the Node version the README promises", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    expect(OLDEST_NODE).toMatch(/^\d+\.\d+\.\d+$/);
    const [major, minor] = OLDEST_NODE.split(".");
    expect(readme).toContain(`Node.js ${major}.${minor}+`);
  });

  it("records every optional dependency of a direct dependency, so `npm ci` does not refuse the lock as out of sync", () => {
    // what `npm ci` compares with package.json: the root's and the workspaces' dependencies and, for each, the
    // optional (platform) packages it names, even those this platform skips
    const missing: string[] = [];
    const direct = new Set<string>();
    for (const [path, entry] of Object.entries(lock.packages)) {
      if (path !== "" && (path.includes("node_modules/") || entry.link)) continue;
      const e = entry as Record<string, Record<string, string> | undefined>;
      for (const deps of [e.dependencies, e.devDependencies, e.optionalDependencies])
        for (const name of Object.keys(deps ?? {})) {
          const at = resolveFrom(path, name);
          if (at) direct.add(at);
        }
    }
    for (const path of direct)
      for (const name of Object.keys(lock.packages[path]?.optionalDependencies ?? {}))
        if (!resolveFrom(path, name)) missing.push(`${name} (optional dependency of ${path || "the root"})`);
    expect(missing).toEqual([]);
  });

  it("holds no package whose engines exclude the oldest Node the README promises (no EBADENGINE warning)", () => {
    const refused: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
      if (!path || entry.link || !range) continue;
      if (!semver.satisfies(OLDEST_NODE, range)) refused.push(`${path}@${entry.version} needs Node ${range}`);
    }
    expect(refused).toEqual([]);
  });
});
