import type { SubmissionKind } from "@hpm/contracts";
import { useEffect, useRef, useState } from "react";
import { pageQuiet } from "../../lib/page-quiet";
import type { OutboxItem } from "../../offline/outbox";
import { useOnline } from "../../offline/use-online";
import { outbox } from "./outbox-submit";

export function useOutboxItems(kinds: SubmissionKind[]): OutboxItem[] {
  const [items, setItems] = useState<OutboxItem[]>([]);
  const key = kinds.join(",");
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    // the device's storage and the sender start once the page is quiet or in use, not in the page's first moments
    void pageQuiet()
      .then(outbox)
      .then((m) => {
        if (cancelled) return;
        m.startOutbox();
        stop = m.watchItems(key.split(",") as SubmissionKind[], setItems);
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [key]);
  return items;
}

const time = (ms: number) =>
  new Date(ms).toLocaleString(undefined, { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
const clock = (ms: number) => new Date(ms).toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" });

const percent = (item: OutboxItem) => Math.floor((item.progress ?? 0) * 100);

/** Where the item stands, in words: queued / sending n % / sent (reference, time) / needs attention (why). */
export function statusText(item: OutboxItem, online: boolean, now = Date.now()): string {
  switch (item.status) {
    case "sent":
      return `Sent ${time(item.sentAt ?? item.createdAt)}${item.reference ? ` · Reference number: ${item.reference}` : ""}`;
    case "sending":
      return item.files.length ? `Sending ${percent(item)} %` : "Sending…";
    case "rejected":
      return `Needs attention: ${item.message ?? "the server refused it."}`;
    default: {
      if (!online) return `Queued · Waiting for a connection${item.progress ? ` (${percent(item)} % sent)` : ""}`;
      const when = item.nextAttemptAt > now ? `next try at ${clock(item.nextAttemptAt)}` : "sending shortly";
      return `Queued · ${when}${item.progress ? ` (${percent(item)} % sent)` : ""}${item.lastError ? `. ${item.lastError}` : ""}`;
    }
  }
}

/** What a screen reader hears when an item changes state (not every percent while it sends). */
function announcement(item: OutboxItem): string {
  switch (item.status) {
    case "sent":
      return `${item.label}: sent${item.reference ? `, reference number ${item.reference}` : ""}.`;
    case "sending":
      return `${item.label}: sending.`;
    case "rejected":
      return `${item.label}: needs attention. ${item.message ?? ""}`;
    default:
      return `${item.label}: queued.`;
  }
}

function useAnnouncements(items: OutboxItem[]): string {
  const seen = useRef(new Map<string, string>());
  const [said, setSaid] = useState("");
  useEffect(() => {
    const changed: string[] = [];
    for (const item of items) {
      const before = seen.current.get(item.id);
      if (before !== undefined && before !== item.status) changed.push(announcement(item));
      seen.current.set(item.id, item.status);
    }
    if (changed.length) setSaid(changed.join(" "));
  }, [items]);
  return said;
}

/**
 * The submissions of these kinds kept on this device: queued (with "Send now"), sending (with progress), sent (with
 * the office's reference number), needing attention (why). A refused one can go back into the form (onFix), which
 * takes it out of the list. Changes of state are announced in one live region.
 */
export default function OutboxList({
  kinds,
  title = "Sent from this device",
  onFix,
}: {
  kinds: SubmissionKind[];
  title?: string;
  onFix?: (item: OutboxItem) => void;
}) {
  const items = useOutboxItems(kinds);
  const online = useOnline();
  const said = useAnnouncements(items);
  // the "next try at" wording stays true as time passes
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!items.some((i) => i.status === "queued")) return;
    const t = setInterval(() => setTick((n) => n + 1), 5000);
    return () => clearInterval(t);
  }, [items]);
  return (
    <>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
      {items.length > 0 && (
        <section className="outbox" aria-labelledby="outbox-title">
          <h2 id="outbox-title">{title}</h2>
          <ul>
            {items.map((item) => (
              <li
                key={item.id}
                className={`outbox-item ${item.status}`}
                data-status={item.status}
                data-next-attempt={item.status === "queued" ? item.nextAttemptAt : undefined}
              >
                <div className="outbox-line">
                  <strong>{item.label}</strong>
                  <span className="outbox-time">{time(item.createdAt)}</span>
                </div>
                <p className="outbox-status">{statusText(item, online)}</p>
                {item.status === "sent" && item.reference && (
                  <p className="outbox-reference">
                    Reference number: <strong data-reference>{item.reference}</strong>
                  </p>
                )}
                {(item.status === "sending" || (item.status === "queued" && (item.progress ?? 0) > 0)) && (
                  <progress max={1} value={item.progress ?? 0} aria-label={`Sent so far of ${item.label}`} />
                )}
                {item.status === "queued" && (
                  <div className="form-actions">
                    <button
                      type="button"
                      className="btn btn-small"
                      aria-label={`Send now: ${item.label}`}
                      onClick={() => void outbox().then((m) => m.sendNow(item.id))}
                    >
                      Send now
                    </button>
                  </div>
                )}
                {item.status === "rejected" && (
                  <div className="form-actions">
                    {onFix && item.draft !== undefined && (
                      <button
                        type="button"
                        className="btn btn-small"
                        onClick={() => {
                          onFix(item);
                          void outbox().then((m) => m.removeItem(item.id));
                        }}
                      >
                        Correct and send again
                      </button>
                    )}
                    <button
                      type="button"
                      className="btn btn-light btn-small"
                      aria-label={`Discard: ${item.label}`}
                      onClick={() => void outbox().then((m) => m.removeItem(item.id))}
                    >
                      Discard
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
