import { ACTIVITY_PATH, formatSiteTime } from "@hpm/contracts";
import type { ScheduledChange } from "@hpm/contracts/schemas";
import { useId, useRef, useState } from "react";
import { Modal } from "../../components/Modal";
import { SmartLink } from "../../components/SmartLink";
import { zoneLabel } from "../../content/publishing/schedule";
import { usePageTitle } from "../../lib/use-page-title";
import { useOnline } from "../../offline/use-online";
import { RevertPageSchedule, SiteNoticeSchedule } from "./ScheduleForms";
import { changeWhat, errorText, STATE_LABELS, useCancelChange, useScheduledList } from "./scheduled-queries";
import "./activity.css";

export const NOTHING_SCHEDULED = "Nothing is scheduled.";

const who = (c: ScheduledChange) => c.createdByName || c.createdBy;

interface ChangesTableProps {
  caption: string;
  changes: ScheduledChange[];
  timeZone: string;
  /** pending changes: a Cancel each; past ones: what became of them */
  onCancel?: (change: ScheduledChange) => void;
}

function ChangesTable({ caption, changes, timeZone, onCancel }: ChangesTableProps) {
  return (
    <div className="table-wrap">
      <table className="activity-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">{onCancel ? "Action" : "State"}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={c.id}>
              <td data-label="What" className="break">
                {changeWhat(c, timeZone)}
              </td>
              <td data-label="When">
                <time dateTime={c.runAt}>{formatSiteTime(c.runAt, timeZone)}</time>
              </td>
              <td data-label="Who" className="break">
                {who(c)}
              </td>
              {onCancel ? (
                <td data-label="Action">
                  <button
                    type="button"
                    className="btn btn-light btn-small"
                    aria-label={`Cancel ${changeWhat(c, timeZone)}, ${formatSiteTime(c.runAt, timeZone)}`}
                    onClick={() => onCancel(c)}
                  >
                    Cancel
                  </button>
                </td>
              ) : (
                <td data-label="State" className="break">
                  <span className={`schedule-state schedule-${c.state}`}>{STATE_LABELS[c.state]}</span>
                  {c.doneAt && <> {formatSiteTime(c.doneAt, timeZone)}</>}
                  {c.error && <span className="schedule-error">{c.error}</span>}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface CancelDialogProps {
  change: ScheduledChange;
  timeZone: string;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before a pending change is cancelled. */
function CancelDialog({ change, timeZone, onClose, onConfirm }: CancelDialogProps) {
  return (
    <Modal title="Cancel a scheduled change" onClose={onClose} className="modal-small">
      {(close) => (
        <div className="modal-body">
          <p>
            Cancel “{changeWhat(change, timeZone)}” at {formatSiteTime(change.runAt, timeZone)}? It will not happen.
          </p>
          <div className="form-actions">
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => {
                close();
                onConfirm();
              }}
            >
              Cancel the change
            </button>
            <button type="button" className="btn btn-light" onClick={close}>
              Keep it
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}

/** The editors' Scheduled list (issue 30): pending changes with Cancel, scheduling the notice and reverts, the past. */
export function ScheduledPage() {
  usePageTitle("Scheduled changes");
  const online = useOnline();
  const { query, timeZone, pending, past } = useScheduledList();
  const cancel = useCancelChange();
  const [asking, setAsking] = useState<ScheduledChange | null>(null);
  const pendingHeading = useRef<HTMLHeadingElement>(null);
  const ids = { pending: useId(), past: useId() };
  const zone = zoneLabel(timeZone);
  const disabled = !online || !query.data;

  const confirmCancel = (change: ScheduledChange) =>
    cancel.mutate(change.id, { onSuccess: () => pendingHeading.current?.focus() });

  return (
    <section className="container page-section activity scheduled">
      <h1>Scheduled changes</h1>
      <p>
        Changes set to happen at a date and time: a page's drafts or a blog post published, a page reverted, the site notice
        switched on or off. Times are shown and entered in the site's time zone, {zone}.
      </p>
      <p>
        What has changed: the <SmartLink href={ACTIVITY_PATH}>Activity log</SmartLink>.
      </p>
      {!online && <p className="notice">You are offline. Scheduling needs a connection.</p>}

      <h2 id={ids.pending} ref={pendingHeading} tabIndex={-1}>
        Pending
      </h2>
      {query.isPending && <p role="status">Loading scheduled changes…</p>}
      {query.isError && (
        <p className="field-error" role="alert">
          The scheduled changes could not be loaded. {query.error.message}{" "}
          <button type="button" className="link-button" onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      )}
      {cancel.error && (
        <p className="field-error" role="alert">
          {errorText(cancel.error, "Cancelling failed. Please try again.")}
        </p>
      )}
      {query.data && pending.length === 0 && (
        <p className="activity-empty" role="status">
          {NOTHING_SCHEDULED}
        </p>
      )}
      {pending.length > 0 && (
        <ChangesTable caption="Pending changes, soonest first" changes={pending} timeZone={timeZone} onCancel={setAsking} />
      )}

      <div className="schedule-forms">
        <SiteNoticeSchedule timeZone={timeZone} zone={zone} disabled={disabled} />
        <RevertPageSchedule timeZone={timeZone} zone={zone} disabled={disabled} />
      </div>

      {past.length > 0 && (
        <>
          <h2 id={ids.past}>Done, cancelled and failed</h2>
          <ChangesTable caption="Past changes, latest first" changes={past} timeZone={timeZone} />
        </>
      )}
      {asking && (
        <CancelDialog
          change={asking}
          timeZone={timeZone}
          onClose={() => setAsking(null)}
          onConfirm={() => confirmCancel(asking)}
        />
      )}
    </section>
  );
}
