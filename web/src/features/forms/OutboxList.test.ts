import { describe, expect, it } from "vitest";
import type { OutboxItem } from "../../offline/outbox";
import { statusText } from "./OutboxList";

const NOW = Date.parse("2026-11-26T11:00:00Z");
const item = (over: Partial<OutboxItem>): OutboxItem => ({
  id: "0b8e8a4e-0000-4000-8000-000000000001",
  kind: "ers",
  label: "Incident report — 11/26/2026",
  url: "/ers",
  encoding: "multipart",
  fields: {},
  files: [{ field: "files.3", name: "tow.pdf", type: "application/pdf", blob: new Blob([new Uint8Array(10)]) }],
  status: "queued",
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: NOW - 60_000,
  ...over,
});

describe("statusText", () => {
  it("says queued, and why it waits: no connection, or the time of the next try with the last reason", () => {
    expect(statusText(item({}), false, NOW)).toBe("Queued · Waiting for a connection");
    expect(statusText(item({ progress: 0.42 }), false, NOW)).toBe("Queued · Waiting for a connection (42 % sent)");
    const waiting = statusText(item({ nextAttemptAt: NOW + 30_000, lastError: "No answer from the server." }), true, NOW);
    expect(waiting).toMatch(/^Queued · next try at .+\. No answer from the server\.$/);
    expect(statusText(item({ nextAttemptAt: NOW - 1 }), true, NOW)).toBe("Queued · sending shortly");
  });

  it("says how much the server has confirmed while sending", () => {
    expect(statusText(item({ status: "sending", progress: 0.376 }), true, NOW)).toBe("Sending 37 %");
    expect(statusText(item({ status: "sending", files: [] }), true, NOW)).toBe("Sending…");
  });

  it("gives the office's reference number once sent, and the reason when it needs attention", () => {
    const sent = statusText(item({ status: "sent", sentAt: NOW, reference: "ERS-7K4M-2QXD", files: [] }), true, NOW);
    expect(sent).toMatch(/^Sent .+ · Reference number: ERS-7K4M-2QXD$/);
    expect(statusText(item({ status: "rejected", message: "tow.pdf: File is larger than 5MB" }), true, NOW)).toBe(
      "Needs attention: tow.pdf: File is larger than 5MB",
    );
  });
});
