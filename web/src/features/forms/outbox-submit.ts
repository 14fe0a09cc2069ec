import type { NewItem } from "../../offline/outbox";

// The outbox (Dexie and the proof-of-work solver) loads after the form has painted.
export const outbox = () => import("../../offline/outbox");

const QUEUED_MESSAGE =
  "Saved on this device. It will be sent automatically as soon as there is a connection; you can close this page.";

export interface SubmitOutcome {
  state: "sent" | "queued" | "rejected";
  /** What to tell the person: the server's word, or that the submission waits on the device. */
  message: string;
}

/** Saves the submission on the device first, then waits a moment for the send when online. */
export async function submitThroughOutbox(item: NewItem, waitMs = 8000): Promise<SubmitOutcome> {
  const m = await outbox();
  m.startOutbox();
  const stored = await m.enqueue(item);
  const after = navigator.onLine ? ((await m.settled(stored.id, waitMs)) ?? stored) : stored;
  if (after.status === "sent") return { state: "sent", message: after.message ?? "Sent." };
  if (after.status === "rejected") return { state: "rejected", message: after.message ?? "" };
  return { state: "queued", message: QUEUED_MESSAGE };
}
