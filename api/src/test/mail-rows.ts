import { randomUUID } from "node:crypto";
import type { Database } from "../db/database";

/** A stored contact submission (what the inbox lists), without going through the form route. */
export async function insertSubmission(db: Database, name = "Dana Fields") {
  const id = randomUUID();
  await db
    .insertInto("submission")
    .values({
      id,
      client: "mwfbi",
      kind: "contact",
      pageName: "Contact",
      idempotencyKey: randomUUID(),
      bodyHash: "x".repeat(64),
      name,
      email: "dana@example.com",
      entries: JSON.stringify([{ label: "Comment", value: "Hello" }]),
      meta: JSON.stringify({ ip: "203.0.113.9" }),
      response: JSON.stringify({ status: 200, body: {} }),
    })
    .execute();
  return id;
}

/** Queues `count` notification rows, due now, as the submission routes do; returns their Message-IDs in order. */
export async function queueMails(
  db: Database,
  count: number,
  opts: { submissionId?: string; to?: (i: number) => string } = {},
): Promise<string[]> {
  const tag = randomUUID().slice(0, 8);
  const rows = Array.from({ length: count }, (_, i) => ({
    submissionId: opts.submissionId ?? null,
    recipientGroup: "office",
    messageId: `<${tag}.${i}@test>`,
    fromAddress: "no-reply@example.com",
    toAddresses: JSON.stringify([opts.to ? opts.to(i) : `office${i}@example.com`]),
    ccAddresses: JSON.stringify([]),
    bccAddresses: JSON.stringify([]),
    subject: `Notification ${i}`,
    textBody: `Notification ${i}`,
    htmlBody: `<p>Notification ${i}</p>`,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto("mailOutbox")
      .values(rows.slice(i, i + 500))
      .execute();
  return rows.map((r) => r.messageId);
}
