import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { type App, buildApp } from "../../app";
import { loadConfig } from "../../config";
import { multipart, solvedAltcha } from "../../test/forms";
import { createThrowawayDatabase, TEST_DATABASE_URL } from "../../test/helper";
import { startSmtpSink } from "../../test/smtp-sink";

const dataDir = mkdtempSync(join(tmpdir(), "hpm-restart-"));
const sink = await startSmtpSink();
const database = TEST_DATABASE_URL ? await createThrowawayDatabase(TEST_DATABASE_URL) : undefined;
const apps: App[] = [];

async function start(): Promise<App> {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    WEB_DIST: join(dataDir, "no-web"),
    SEED_DEMO: "false",
    SMTP_URL: sink.url,
    MAIL_POLL_MS: "50",
    MAIL_RETRY_BASE_MS: "10",
    ALTCHA_MAX_COUNTER: "40",
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  // Not in memory: the embedded database lives in DATA_DIR and survives the restart, as in production.
  const app = await buildApp(config);
  await app.ready();
  apps.push(app);
  return app;
}

afterAll(async () => {
  for (const app of apps) await app.close().catch(() => undefined);
  await sink.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// No fixed minute: the test starts the app twice on the embedded database, and each start migrates it,
// which alone has taken over a minute on a loaded two-core machine. The wait for the mail has its own
// deadline; the test's limit is far above what both starts can take.
it("loses nothing when the API stops between accepting a report and delivering it", async () => {
  sink.refuseNext(1_000); // the mail server is down while the first process runs
  const first = await start();
  const form = await multipart({
    agentFirstName: "Sam",
    agentLastName: "Field",
    agentEmail: "sam@example.com",
    agentPhone: "(406) 555-0100",
    client: "restart",
    body: "[]",
    altcha: await solvedAltcha(first),
  });
  const accepted = await first.inject({ method: "POST", url: "/api/auth/ers", ...form });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const id = accepted.json().result.id as string;
  await first.close(); // the process stops with the e-mail still queued
  expect(sink.received).toHaveLength(0);

  sink.refuseNext(0); // the mail server is back
  const second = await start();
  const deadline = Date.now() + 60_000;
  while (sink.received.length === 0 && Date.now() < deadline) await sleep(50);
  await sleep(500); // and nothing more arrives
  expect(sink.received).toHaveLength(1);
  expect(sink.received[0]?.parsed.messageId).toBe(`<${id}.recipients@localhost>`);
  const rows = await second.db.selectFrom("mailOutbox").selectAll().where("submissionId", "=", id).execute();
  expect(rows.map((r) => r.status)).toEqual(["sent"]);
}, 400_000);
