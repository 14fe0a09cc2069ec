import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { footerNavigationSection, sectionDefaults } from "@hpm/contracts";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiProcess,
  answersFor,
  formFields,
  freePort,
  type Submission,
  sendSubmission,
  signInOverHttp,
  sleep,
  solvedAltcha,
  startApi,
} from "../api-process";
import { createThrowawayDatabase, eventually } from "../helper";
import { startSmtpSink } from "../smtp-sink";

/**
 * Two API processes behind an imagined load balancer, on one fresh PostgreSQL database and one Redis (as an
 * insurer runs the site): what one instance saves, uploads, counts or spends, the other sees; and 200 incident
 * reports sent to both, with one instance killed mid-run, are stored once and mailed once.
 */
const PG_BASE = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const REPORTS = Number(process.env.TWO_INSTANCES_REPORTS ?? 200);
const CONCURRENCY = 6;

const sink = await startSmtpSink();
const database = await createThrowawayDatabase(PG_BASE);
const dirs = [mkdtempSync(join(tmpdir(), "hpm-a-")), mkdtempSync(join(tmpdir(), "hpm-b-"))] as const;
const ports = [await freePort(), await freePort()] as const;
const prefix = `hpm-two-${randomBytes(4).toString("hex")}:`;
const instances: ApiProcess[] = [];

const start = (i: 0 | 1) =>
  startApi(ports[i], {
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    SESSION_SECRET: "two-instances-share-this-secret-0123456789",
    DATA_DIR: dirs[i],
    WEB_DIST: join(dirs[i], "no-web"),
    LOG_LEVEL: "warn",
    SEED_DEMO: "false",
    PRERENDER: "false",
    SMTP_URL: sink.url,
    OFFICE_MAILBOX: "office@example.com",
    MAIL_POLL_MS: "100",
    MAIL_RETRY_BASE_MS: "100",
    MAIL_LEASE_SECONDS: "10",
    ALTCHA_MAX_COUNTER: "40",
    TRUST_PROXY: "true",
    RATE_LIMIT_PER_MINUTE: "30",
    CONTENT_CACHE_MS: "600000",
  });

beforeAll(async () => {
  instances[0] = await start(0); // applies the migrations
  instances[1] = await start(1);
}, 240_000);

afterAll(async () => {
  await Promise.all(instances.map((p) => p?.kill()));
  await sink.close();
  await database.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const A = () => instances[0] as ApiProcess;
const B = () => instances[1] as ApiProcess;
/** A client address (behind the proxy): the rate limits count per address. */
const from = (ip: string) => ({ "x-forwarded-for": ip });

const signInEditor = (api: ApiProcess) => signInOverHttp(api.base, "10.200.0.1");

const toolsTitle = async (api: ApiProcess) => {
  const res = await fetch(`${api.base}/api/cms/get-page-content-list`, {
    method: "POST",
    headers: { "content-type": "application/json", ...from("10.200.0.2") },
    body: JSON.stringify({ pageName: "360_Home", client: "mwfbi" }),
  });
  const body = (await res.json()) as { result: Record<string, { tools?: { title?: { value: string } } }> };
  return body.result.Section_5_Navigation?.tools?.title?.value ?? null;
};

describe("two API processes on one PostgreSQL and Redis", () => {
  let editor = "";
  beforeAll(async () => {
    editor = await signInEditor(A());
  });

  it("reads through B a section saved through A (B had the old one cached)", async () => {
    expect(await toolsTitle(B())).toBeNull();
    const content = structuredClone(sectionDefaults(footerNavigationSection)) as Record<
      string,
      Record<string, { value: string }>
    >;
    (content.tools as Record<string, { value: string }>).title = { value: "Saved through A" };
    const saved = await fetch(`${A().base}/api/cms/add-new`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: editor },
      body: JSON.stringify({ pageName: "360_Home", section: "Section_5_Navigation", client: "mwfbi", content }),
    });
    expect(saved.status).toBe(200);
    expect(await eventually(() => toolsTitle(B()), "Saved through A")).toBe("Saved through A");
  });

  it("serves through B an image uploaded through A", async () => {
    const image = await sharp({ create: { width: 640, height: 320, channels: 3, background: { r: 90, g: 140, b: 40 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(image)], { type: "image/png" }), "field.png");
    const res = await fetch(`${A().base}/api/cms/upload-image`, { method: "POST", headers: { cookie: editor }, body: form });
    expect(res.status).toBe(200);
    const { path } = (await res.json()) as { path: string };
    const served = await fetch(`${B().base}${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toContain("immutable");
  });

  it("counts one client's public POSTs on A and B together: the 31st of the minute is refused", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const api = i % 2 === 0 ? A() : B();
      const res = await fetch(`${api.base}/dev-idp/token`, {
        method: "POST",
        headers: { "content-type": "application/json", ...from("10.201.0.1") },
        body: JSON.stringify({ email: `x${i}@example.com`, name: "X" }),
      });
      codes.push(res.status);
    }
    expect(codes.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(codes[30]).toBe(429);
  });

  it("refuses on B a spam-check solution already spent on A", async () => {
    const contact = await formFields(A().base, "Contact");
    const altcha = await solvedAltcha(A().base, from("10.202.0.1"));
    const post = (api: ApiProcess, key: string) => {
      const form = new FormData();
      form.append("name", "Pat Rancher");
      form.append("email", "pat@example.com");
      form.append("body", JSON.stringify(answersFor(contact, 1)));
      form.append("altcha", altcha);
      return fetch(`${api.base}/api/auth/contact-us`, {
        method: "POST",
        headers: { ...from("10.202.0.1"), "idempotency-key": key },
        body: form,
      });
    };
    expect((await post(A(), randomUUID())).status).toBe(200);
    const again = await post(B(), randomUUID());
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toBe(
      "The automatic spam check did not pass. Please try again.",
    );
  });

  it(`stores and mails ${REPORTS} incident reports sent to A and B once, with A killed mid-run and restarted`, async () => {
    const ers = await formFields(A().base, "ERS");
    const reports: (Submission & { ip: string })[] = Array.from({ length: REPORTS }, (_, n) => ({
      key: randomUUID(),
      url: "/api/auth/ers",
      ip: `10.${1 + (n >> 8)}.${n & 255}.7`,
      fields: {
        agentFirstName: "Sam",
        agentLastName: `Field${n}`,
        agentEmail: "sam@example.com",
        agentPhone: "(406) 555-0100",
        body: JSON.stringify(answersFor(ers, n)),
      },
      ids: [],
      acked: false,
    }));
    // the load balancer sends each report to A or B in turn, and to the other one when its choice is down
    const sendVia = async (n: number) => {
      const r = reports[n] as Submission & { ip: string };
      const [first, second] = n % 2 === 0 ? [A(), B()] : [B(), A()];
      if (await sendSubmission(first.base, r, from(r.ip))) return;
      await sendSubmission(second.base, r, from(r.ip));
    };
    let next = 0;
    let restart: Promise<void> = Promise.resolve();
    const sender = async () => {
      while (next < REPORTS) {
        const n = next++;
        if (n === Math.floor(REPORTS / 2))
          restart = (async () => {
            await A().kill();
            await sleep(500);
            instances[0] = await start(0);
          })();
        await sendVia(n);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, sender));
    await restart;
    for (let round = 0; reports.some((r) => !r.acked); round++) {
      expect(round, "reports still unanswered after 20 rounds").toBeLessThan(20);
      for (let n = 0; n < REPORTS; n++) if (!(reports[n] as Submission).acked) await sendVia(n);
    }
    for (const r of reports) expect(new Set(r.ids).size, `one id for ${r.key}`).toBe(1);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const keys = reports.map((r) => r.key);
      const rows = (await client.query("select id, idempotency_key from submission where idempotency_key = any($1)", [keys]))
        .rows;
      expect(rows).toHaveLength(REPORTS);
      const ids = new Set(reports.map((r) => r.ids[0]));
      // every report's mail, sent once by whichever worker claimed it (a killed one's rows after their 10 s lease)
      const messageIds = new Set(
        (await client.query("select message_id from mail_outbox where submission_id = any($1)", [[...ids]])).rows.map(
          (r: { message_id: string }) => r.message_id,
        ),
      );
      expect(messageIds.size).toBe(REPORTS);
      const mailed = () => new Set(sink.received.map((m) => m.parsed.messageId).filter((id) => id && messageIds.has(id))).size;
      const outbox = async () =>
        (
          await client.query("select status, count(*)::int as n from mail_outbox where submission_id = any($1) group by status", [
            [...ids],
          ])
        ).rows as { status: string; n: number }[];
      for (const end = Date.now() + 90_000; Date.now() < end; await sleep(250)) {
        const counts = await outbox();
        if (counts.length === 1 && counts[0]?.status === "sent" && mailed() >= REPORTS) break;
      }
      expect(await outbox()).toEqual([{ status: "sent", n: REPORTS }]);
      expect(mailed()).toBe(REPORTS);
    } finally {
      await client.end();
    }
  }, 300_000);
});
