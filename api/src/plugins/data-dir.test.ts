import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { footerNavigationSection, sectionDefaults } from "@hpm/contracts";
import { afterAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../app";
import { PNG } from "../test/forms";
import { EDITOR, inMemoryDb, signIn, testConfig } from "../test/helper";
import { multipart } from "../test/multipart";

const FULL = "The server is out of storage space; nothing was saved.";
const dataDir = mkdtempSync(join(tmpdir(), "hpm-data-dir-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The API on the embedded database in `dataDir` (on disk, as in production); a reserve no disk has makes it full. */
const build = async (full: boolean, env: Record<string, string> = {}) => {
  const app = await buildApp(testConfig(dataDir, env), full ? { dataDirReserveBytes: Number.MAX_SAFE_INTEGER } : {});
  await app.ready();
  return app;
};

const section = (title: string) => {
  const content = structuredClone(sectionDefaults(footerNavigationSection)) as Record<string, Record<string, { value: string }>>;
  (content.tools as Record<string, { value: string }>).title = { value: title };
  return { pageName: "360_Home", section: "Section_5_Navigation", content, client: "mwfbi" };
};
const save = (app: App, cookie: string, title: string) =>
  app.inject({ method: "POST", url: "/api/cms/add-new", payload: section(title), headers: { cookie } });
const savedTitle = async (app: App) => {
  const res = await app.inject({
    method: "POST",
    url: "/api/cms/get-page-content-list",
    payload: { pageName: "360_Home", client: "mwfbi" },
  });
  expect(res.statusCode).toBe(200);
  return res.json().result.Section_5_Navigation.tools.title.value as string;
};

describe("a full data directory", () => {
  it("refuses writes with 507 before they start, keeps reads, answers readiness 503; the next start has it all", async () => {
    let app = await build(false);
    const editor = await signIn(app, EDITOR);
    expect((await save(app, editor, "Saved before")).statusCode).toBe(200);
    await app.close();

    app = await build(true);
    try {
      const saved = await save(app, editor, "Saved while full");
      expect([saved.statusCode, saved.json()]).toEqual([507, { status: false, message: FULL }]);
      const form = multipart("file", "banner.png", "image/png", PNG);
      const upload = await app.inject({
        method: "POST",
        url: "/api/cms/upload-image",
        payload: form.payload,
        headers: { ...form.headers, cookie: editor },
      });
      expect([upload.statusCode, upload.json().message]).toEqual([507, FULL]);

      expect(await savedTitle(app)).toBe("Saved before");
      expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
      const ready = await app.inject({ method: "GET", url: "/api/health/ready" });
      expect([ready.statusCode, ready.json().message, ready.json().result.storage]).toEqual([
        503,
        "Not ready: the data directory cannot be written.",
        "full",
      ]);
    } finally {
      await app.close();
    }

    app = await build(false);
    try {
      expect(await savedTitle(app)).toBe("Saved before");
      const ready = await app.inject({ method: "GET", url: "/api/health/ready" });
      expect([ready.statusCode, ready.json().result.storage]).toEqual([200, "writable"]);
      expect((await save(app, editor, "Saved after")).statusCode).toBe(200);
      expect(await savedTitle(app)).toBe("Saved after");
    } finally {
      await app.close();
    }
  }, 240_000);

  it("is looked at when files are kept there, not when the database and the files are elsewhere", async () => {
    for (const [store, storage] of [
      ["disk", "writable"],
      ["database", "not on this instance"],
    ]) {
      const app = await buildApp(testConfig(dataDir, { FILE_STORE: store as string }), inMemoryDb());
      try {
        expect((await app.inject({ method: "GET", url: "/api/health/ready" })).json().result.storage).toBe(storage);
      } finally {
        await app.close();
      }
    }
  }, 240_000);
});
