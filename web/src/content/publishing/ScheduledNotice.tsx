import type { ScheduledChange } from "@hpm/contracts/schemas";
import { scheduledLabel, useCancelScheduled } from "./schedule";

/** "Publishing scheduled for Dec 1, 2026, 9:00 AM MST by Editor One — Cancel". */
export function ScheduledNotice({ change, timeZone }: { change: ScheduledChange; timeZone: string }) {
  const cancel = useCancelScheduled();
  return (
    <p className="scheduled-notice">
      <span>{scheduledLabel(change, timeZone)}</span>
      <span aria-hidden="true"> — </span>
      <button
        type="button"
        className="link-button"
        aria-label="Cancel scheduled publish"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate({ id: change.id, client: change.client })}
      >
        Cancel
      </button>
    </p>
  );
}
