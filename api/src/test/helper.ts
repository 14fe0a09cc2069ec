import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FormPage } from "@hpm/contracts";
import { afterAll, beforeAll } from "vitest";
import { type App, buildApp } from "../app";
import { type Config, loadConfig } from "../config";

import { pgliteImage } from "./pglite-image";
import { createThrowawayDatabase } from "./throwaway-db";

export { createThrowawayDatabase };

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** The configuration of a test instance on `dataDir`: quiet, no demo seed, no web build; `env` adds or overrides. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PUBLIC_URL: "http://localhost:3000",
    LOG_LEVEL: "silent",
    WEB_DIST: join(dataDir, "no-web"),
    SEED_DEMO: "false",
    ...env,
  });
}

/** The build options of an app on an in-memory database, started from the run's new data directory (pglite-image.ts). */
export const inMemoryDb = () => ({ inMemoryDb: true, inMemoryImage: pgliteImage() });

export interface TestContext {
  app: App;
  config: Config;
  cookieFor(email: string, name?: string): Promise<string>;
}

export function setupApp(env: Record<string, string> = {}): TestContext {
  const ctx = {} as TestContext;
  let dataDir = "";
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "hpm-api-"));
    let databaseUrl: string | undefined;
    if (TEST_DATABASE_URL) ({ url: databaseUrl, drop } = await createThrowawayDatabase(TEST_DATABASE_URL));
    ctx.config = testConfig(dataDir, { ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env });
    ctx.app = await buildApp(ctx.config, databaseUrl ? {} : inMemoryDb());
    await ctx.app.ready();
    ctx.cookieFor = (email, name = email) => signIn(ctx.app, email, name);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return ctx;
}

/** A sign-in started as the browser starts one: the nonce the server hands out, and its cookie. */
export async function startSignIn(app: App): Promise<{ nonce: string; cookie: string }> {
  const res = await app.inject({ method: "POST", url: "/api/auth/nonce" });
  if (res.statusCode !== 200) throw new Error(`nonce failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === "hpm_signin_nonce");
  if (!cookie) throw new Error("no nonce cookie");
  return { nonce: res.json<{ result: { nonce: string } }>().result.nonce, cookie: `hpm_signin_nonce=${cookie.value}` };
}

export async function devIdToken(app: App, email: string, name = email, nonce?: string): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/dev-idp/token", payload: { email, name, nonce } });
  if (res.statusCode !== 200) throw new Error(`dev-idp token failed: ${res.statusCode} ${res.body}`);
  return res.json<{ idToken: string }>().idToken;
}

/** `POST /api/auth/authenticate` with a token for `email` carrying the nonce of a sign-in started here. */
export async function authenticate(app: App, email: string, name = email) {
  const { nonce, cookie } = await startSignIn(app);
  const azureToken = await devIdToken(app, email, name, nonce);
  return app.inject({
    method: "POST",
    url: "/api/auth/authenticate",
    headers: { cookie },
    payload: { azureToken, email, username: email },
  });
}

export async function signIn(app: App, email: string, name = email): Promise<string> {
  const res = await authenticate(app, email, name);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === "hpm_session");
  if (!cookie) throw new Error("no session cookie");
  return `hpm_session=${cookie.value}`;
}

export const EDITOR = "editor1@example.com";
export const AGENT = "agent@example.com";

/** Reads until `read` gives `want`, for at most 5 s (what another instance sees a moment after a save). */
export async function eventually<T>(read: () => Promise<T>, want: T): Promise<T> {
  const until = Date.now() + 5_000;
  let got = await read();
  while (got !== want && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 25));
    got = await read();
  }
  return got;
}

/** A blog post's body as the editor sends it (`POST /api/blog/create`), with what a test names changed. */
export function blogPostBody(fields: Record<string, unknown> = {}) {
  return {
    title: "Hail season",
    subtitle: "Protect your roof",
    tag: "1",
    imageLink: "/uploads/banner.jpg",
    richText: "<p>Hello</p>",
    status: "Active",
    ...fields,
  };
}

/** Creates a blog topic and a tag under it as the editor with `cookie`; their ids. */
export async function createTopicAndTag(
  app: App,
  cookie: string,
  { topic, tag }: { topic: string; tag: string },
): Promise<{ topic: number; tag: number }> {
  const post = (url: string, payload: object) => app.inject({ method: "POST", url, payload, headers: { cookie } });
  const topicId = (await post("/api/blog/topic", { title: topic, status: 1 })).json().result.id as number;
  const tagId = (await post("/api/blog/main_topic", { tag, mainTopicId: topicId, status: 1 })).json().result.id as number;
  return { topic: topicId, tag: tagId };
}

/** Adds an optional "Photos" file field to a form page of `client`; answers its id (attachments go as `files.<id>`). */
export async function addPhotosField(app: App, client: string, pageName: FormPage): Promise<number> {
  const row = await app.db
    .insertInto("formField")
    .values({
      client,
      pageName,
      fieldType: "Single Value",
      fieldInputType: "FileUpload",
      fieldLabel: "Photos",
      fieldValue: "[]",
      placeHolder: "",
      requiredStatus: 0,
      validationType: "None",
      sortOrder: 1,
      updatedBy: "test",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
