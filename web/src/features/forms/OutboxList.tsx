import type { SubmissionKind } from "@hpm/contracts";
import { useEffect, useState } from "react";
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

function statusText(item: OutboxItem, online: boolean) {
  switch (item.status) {
    case "sent":
      return `Sent ${time(item.sentAt ?? item.createdAt)}`;
    case "sending":
      return `Sending… ${Math.round((item.progress ?? 0) * 100)}%`;
    case "rejected":
      return "Not sent: needs your attention";
    default:
      return online ? "Waiting to send (will retry shortly)" : "Waiting for a connection";
  }
}

/**
 * The submissions of these kinds kept on this device: queued, sending (with progress), sent, refused. A refused one
 * can go back into the form (onFix), which takes it out of the list.
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
  if (items.length === 0) return null;
  return (
    <section className="outbox" aria-labelledby="outbox-title">
      <h2 id="outbox-title">{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id} className={`outbox-item ${item.status}`} data-status={item.status}>
            <div className="outbox-line">
              <strong>{item.label}</strong>
              <span className="outbox-time">{time(item.createdAt)}</span>
            </div>
            <p className="outbox-status" role="status">
              {statusText(item, online)}
            </p>
            {item.status === "sending" && (
              <progress max={1} value={item.progress ?? 0} aria-label={`Upload progress of ${item.label}`} />
            )}
            {item.status === "rejected" && (
              <>
                <p className="field-error">{item.message}</p>
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
                    onClick={() => void outbox().then((m) => m.removeItem(item.id))}
                  >
                    Discard
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
