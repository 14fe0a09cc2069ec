import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { describe, expect, it } from "vitest";

function valueImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const m of source.matchAll(/^(?:import|export)(?! type)[^;]*?from "([^"]+)";/gms)) {
    const spec = m[1] as string;
    if (spec.startsWith(".")) {
      const base = resolve(dirname(file), spec);
      valueImports(existsSync(`${base}.ts`) ? `${base}.ts` : `${base}/index.ts`, seen);
    } else seen.add(spec);
  }
  return seen;
}

describe("the browser entry of contracts", () => {
  it("pulls in no TypeBox at run time (schemas live in @hpm/contracts/schemas)", () => {
    const deps = valueImports(new URL("./index.ts", import.meta.url).pathname);
    expect([...deps].filter((d) => d.startsWith("typebox"))).toEqual([]);
    expect([...deps].some((d) => d.includes("/schemas/"))).toBe(false);
  });
});
