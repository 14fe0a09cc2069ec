import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { migrations } from "./index";

describe("migration index", () => {
  it("lists every migration file, in name order", () => {
    const files = readdirSync(new URL("./migrations", import.meta.url))
      .filter((f) => f.endsWith(".ts"))
      .map((f) => f.replace(/\.ts$/, ""))
      .sort();
    expect(Object.keys(migrations)).toEqual(files);
    for (const name of files) expect(name).toMatch(/^\d{14}_[a-z0-9-]+$/);
  });
});
