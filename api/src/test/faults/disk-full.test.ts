import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, statfsSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { footerNavigationSection, sectionDefaults } from "@hpm/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiProcess, answersFor, buildApi, formFields, freePort, ROOT, sleep, solvedAltcha, startApi } from "../api-process";
import { PNG } from "../forms";
import { TEST_DATABASE_URL } from "../helper";

/**
 * Fault: DATA_DIR on a small file system that fills up (a 256 MiB tmpfs), on the production build with the embedded
 * database and files on disk. Filled to the last byte: a content save, an image upload and an incident report with a
 * photo answer 507 with a clear message and keep nothing; pages, content, uploads and health answer 200; readiness
 * 503. Space freed: readiness 200 and the same writes 200, without a restart. Then the server is killed and started
 * again: everything written before is there. A start on the full file system (its database, and a fresh DATA_DIR)
 * exits non-zero naming "no space left on device"; once space is freed it starts.
 */
const FULL = "The server is out of storage space; nothing was saved.";

/** Why a tmpfs cannot be mounted here, or "" (then `mnt` is one). */
function mountProblem(mnt: string): string {
  if (TEST_DATABASE_URL) return "it is the embedded database's: the run without TEST_DATABASE_URL has it";
  if (process.getuid?.() !== 0) return "mounting a small tmpfs needs root";
  const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", "size=256m", "tmpfs", mnt], { encoding: "utf8" });
  if (mounted.error) return `mount is not available (${mounted.error.message})`;
  return mounted.status === 0 ? "" : `mount -t tmpfs is not allowed here (${mounted.stderr.trim() || mounted.status})`;
}
const mnt = mkdtempSync(join(tmpdir(), "hpm-disk-full-"));
const NO_TMPFS = mountProblem(mnt);

const build = join(ROOT, "api", ".tmp", `disk-full-${randomBytes(4).toString("hex")}`);
const web = join(mnt, "web");
const dataDir = join(mnt, "data");
const filler = join(mnt, "filler");
let port = 0;
let server: ApiProcess | undefined;
/** The editor's session cookie (signed in while there was space: signing in writes a session). */
let editor = "";

beforeAll(async () => {
  if (NO_TMPFS) return;
  await buildApi(build);
  mkdirSync(web, { recursive: true });
  writeFileSync(
    join(web, "index.html"),
    '<!doctype html><html><head><title>HPM</title></head><body><div id="root"></div></body></html>',
  );
  port = await freePort();
}, 240_000);

afterAll(async () => {
  await server?.kill();
  rmSync(build, { recursive: true, force: true });
  if (!NO_TMPFS) spawnSync("umount", [mnt]);
  rmSync(mnt, { recursive: true, force: true });
});

const start = (dir = dataDir) =>
  startApi(
    port,
    {
      NODE_ENV: "production",
      SESSION_SECRET: "disk-full-fault-test-session-secret-0123456789",
      ALLOW_DEV_IDP: "1",
      DATA_DIR: dir,
      WEB_DIST: web,
      PRERENDER: "false",
      SEED_DEMO: "false",
      MAIL_WORKER: "false",
      LOG_LEVEL: "warn",
      ALTCHA_MAX_COUNTER: "40",
      RATE_LIMIT_PER_MINUTE: "1000000",
    },
    { script: join(build, "server.js") },
  );

/** Writes a file until the file system has no byte left. */
function fill() {
  const fd = openSync(filler, "w");
  try {
    for (const size of [1 << 20, 1 << 12, 1]) {
      const chunk = Buffer.alloc(size, 1);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "ENOSPC") throw err;
      }
    }
  } finally {
    closeSync(fd);
  }
  expect(statfsSync(mnt).bavail).toBe(0);
}

const api = (path: string, init: RequestInit = {}) => fetch(`${server?.base}${path}`, init);
const json = (cookie: string, body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", cookie },
  body: JSON.stringify(body),
});

async function signInEditor(): Promise<string> {
  const started = await api("/api/auth/nonce", { method: "POST" });
  const { nonce } = ((await started.json()) as { result: { nonce: string } }).result;
  const nonceCookie = started.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  const email = "editor1@example.com";
  const token = await api("/dev-idp/token", json("", { email, name: "Editor", nonce }));
  const { idToken } = (await token.json()) as { idToken: string };
  const res = await api("/api/auth/authenticate", json(nonceCookie, { azureToken: idToken, email, username: email }));
  expect(res.status).toBe(200);
  return (
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith("hpm_session="))
      ?.split(";")[0] ?? ""
  );
}

const SECTION = { client: "mwfbi", pageName: "360_Home", section: "Section_5_Navigation" };
function save(cookie: string, title: string) {
  const content = structuredClone(sectionDefaults(footerNavigationSection)) as Record<string, Record<string, { value: string }>>;
  (content.tools as Record<string, { value: string }>).title = { value: title };
  return api("/api/cms/add-new", json(cookie, { ...SECTION, content }));
}
async function savedTitle(): Promise<string> {
  const res = await api("/api/cms/get-page-content-list", json("", { pageName: SECTION.pageName, client: SECTION.client }));
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: Record<string, { tools: { title: { value: string } } }> }).result[SECTION.section]
    ?.tools.title.value as string;
}

const picture = () =>
  sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    .png()
    .toBuffer();
async function upload(cookie: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(await picture())], { type: "image/png" }), "banner.png");
  return api("/api/cms/upload-image", { method: "POST", headers: { cookie }, body: form });
}

async function report() {
  const fields = await formFields(server?.base as string, "ERS");
  const photo = fields.find((f) => f.FieldInputType === "FileUpload");
  const form = new FormData();
  for (const [k, v] of Object.entries({
    agentFirstName: "Sam",
    agentLastName: "Field",
    agentEmail: "sam@example.com",
    agentPhone: "(406) 555-0100",
    body: JSON.stringify(answersFor(fields, 1)),
    altcha: await solvedAltcha(server?.base as string),
  }))
    form.append(k, v);
  if (photo) form.append(`files.${photo.ID}`, new Blob([new Uint8Array(PNG)], { type: "image/png" }), "tyre.png");
  return api("/api/auth/ers", {
    method: "POST",
    headers: { "idempotency-key": randomUUID(), accept: "application/json" },
    body: form,
  });
}

async function submissionCount(): Promise<number> {
  const res = await api("/api/submissions", { headers: { cookie: editor } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: { total: number } }).result.total;
}

/** Polls readiness until it answers `status` (the data directory is measured at most every 1.5 s). */
async function readiness(status: number) {
  let last: Response | undefined;
  for (const end = Date.now() + 20_000; Date.now() < end; await sleep(250)) {
    last = await api("/api/health/ready");
    if (last.status === status) return (await last.json()) as { message?: string; result: { storage: string } };
  }
  throw new Error(`readiness stayed ${last?.status}: ${await last?.text()}`);
}

async function refusedStart(dir: string): Promise<string> {
  const failed = await start(dir).then(
    (s) => {
      server = s;
      return "";
    },
    (err: Error) => err.message,
  );
  expect(failed, "the server started on a full disk").toMatch(/^the server exited at start-up \([1-9]\d*\)/);
  return failed;
}

describe("DATA_DIR on a file system that fills up", () => {
  it.skipIf(NO_TMPFS)(
    `refuses writes with 507, keeps reads, is not ready, recovers when space is freed, loses nothing${NO_TMPFS ? ` (skipped: ${NO_TMPFS})` : ""}`,
    async () => {
      server = await start();
      editor = await signInEditor();
      expect((await save(editor, "Saved before the disk filled")).status).toBe(200);
      const uploaded = await upload(editor);
      expect(uploaded.status).toBe(200);
      const banner = ((await uploaded.json()) as { path: string }).path;
      const before = await report();
      expect(before.status).toBe(200);
      const reports = await submissionCount();

      fill();
      expect((await readiness(503)).result.storage).toBe("full");
      for (const refused of [await save(editor, "Saved while full"), await upload(editor), await report()]) {
        expect(refused.status).toBe(507);
        expect(await refused.json()).toEqual({ status: false, message: FULL });
      }
      expect(await savedTitle()).toBe("Saved before the disk filled");
      for (const path of ["/", "/api/health", "/api/health/live", banner, "/api/blog/public?client=mwfbi"])
        expect((await api(path)).status, path).toBe(200);
      expect(await submissionCount()).toBe(reports);

      rmSync(filler);
      expect((await readiness(200)).result.storage).toBe("writable");
      expect(await submissionCount()).toBe(reports);
      expect((await save(editor, "Saved after space was freed")).status).toBe(200);
      expect((await upload(editor)).status).toBe(200);
      const after = await report();
      expect(after.status).toBe(200);
      const reportId = ((await after.json()) as { result: { id: string } }).result.id;

      await server.kill();
      server = await start();
      expect(await savedTitle()).toBe("Saved after space was freed");
      expect((await api(banner)).status).toBe(200);
      const stored = await api(`/api/submissions/${reportId}`, { headers: { cookie: editor } });
      expect(stored.status).toBe(200);
      expect(await submissionCount()).toBe(reports + 1);
      await server.kill();
    },
    600_000,
  );

  it.skipIf(NO_TMPFS)(
    `on a full disk: starts read-only if its database opens, else exits naming "no space left on device"${NO_TMPFS ? ` (skipped: ${NO_TMPFS})` : ""}`,
    async () => {
      // killed (as the test above left it): the database opens without writing a new file, and serves reads
      fill();
      server = await start();
      expect((await readiness(503)).result.storage).toBe("full");
      expect(await savedTitle()).toBe("Saved after space was freed");
      expect((await save(editor, "Saved on a full disk")).status).toBe(507);
      await server.kill();

      // a fresh DATA_DIR cannot be made
      const fresh = join(mnt, "fresh");
      expect(await refusedStart(fresh)).toContain(
        `Cannot open the embedded database in ${join(fresh, "db")}: no space left on device (ENOSPC)`,
      );

      // stopped cleanly (SIGTERM): opening it writes a new file, which the full disk refuses
      rmSync(filler);
      server = await start();
      const stopped = new Promise((resolve) => server?.child.once("exit", resolve));
      server.child.kill("SIGTERM");
      await stopped;
      fill();
      expect(await refusedStart(dataDir)).toContain(
        `Cannot open the embedded database in ${join(dataDir, "db")}: no space left on device (ENOSPC)`,
      );

      rmSync(filler);
      server = await start();
      expect((await readiness(200)).result.storage).toBe("writable");
      expect(await savedTitle()).toBe("Saved after space was freed");
    },
    600_000,
  );
});
