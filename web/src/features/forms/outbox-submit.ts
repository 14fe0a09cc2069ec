import type { NewItem, OutboxItem } from "../../offline/outbox";

// The outbox (Dexie and the proof-of-work solver) loads after the form has painted.
export const outbox = () => import("../../offline/outbox");

const QUEUED_MESSAGE =
  "Saved on this device. It will be sent automatically as soon as there is a connection; you can close this page.";

export interface SubmitOutcome {
  state: "sent" | "queued" | "rejected";
  /** What to tell the person: the server's word, or that the submission waits on the device. */
  message: string;
  /** The office's reference number, when sent. */
  reference?: string;
}

/**
 * The device could not store the submission (storage full or blocked, a private window, no IndexedDB): nothing is
 * queued. `item` is what would have been stored (its id is the Idempotency-Key), for a direct send.
 */
export class NotStored extends Error {
  constructor(
    readonly item: OutboxItem | null,
    readonly reason: unknown,
  ) {
    super("The submission could not be stored on this device.");
    this.name = "NotStored";
  }
}

const outcomeOf = (item: OutboxItem): SubmitOutcome => {
  if (item.status === "sent") return { state: "sent", message: item.message ?? "Sent.", reference: item.reference };
  if (item.status === "rejected") return { state: "rejected", message: item.message ?? "" };
  return { state: "queued", message: QUEUED_MESSAGE };
};

/** Saves the submission on the device first, then waits a moment for the send when online. Throws NotStored. */
export async function submitThroughOutbox(item: NewItem, waitMs = 8000): Promise<SubmitOutcome> {
  let m: Awaited<ReturnType<typeof outbox>>;
  try {
    m = await outbox();
  } catch (err) {
    throw new NotStored(null, err);
  }
  m.startOutbox();
  const prepared = m.prepare(item);
  try {
    await m.store(prepared);
  } catch (err) {
    throw new NotStored(prepared, err);
  }
  const after = navigator.onLine ? ((await m.settled(prepared.id, waitMs)) ?? prepared) : prepared;
  return outcomeOf(after);
}

/** Sends a submission the device could not store straight from memory; "queued" means it did not get through. */
export async function submitDirectly(item: OutboxItem): Promise<SubmitOutcome> {
  const m = await outbox();
  item.status = "queued";
  const after = await m.sendDirect(item, () => undefined);
  return after.status === "queued" ? { state: "queued", message: after.lastError ?? "" } : outcomeOf(after);
}
