import { formatSiteTime } from "@hpm/contracts";
import type { ScheduledChange } from "@hpm/contracts/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Modal } from "../../components/Modal";
import { api } from "../../lib/api";
import { showToast } from "../../lib/toast";
import { refreshPage } from "./drafts";
import { ScheduledNotice } from "./ScheduledNotice";
import { ScheduleTimeField } from "./ScheduleTimeField";
import { errorMessage, useScheduleTime } from "./schedule";

export interface PublishDialogProps {
  pageName: string;
  client: string;
  count: number;
  timeZone: string;
  /** the page's publish already waiting for its time */
  pending?: ScheduledChange | undefined;
  onClose: () => void;
}

const changes = (n: number) => `${n} unpublished ${n === 1 ? "change" : "changes"}`;

/** Publish all: the page's drafts live now, or at a time entered in the site's time zone. */
export default function PublishDialog({ pageName, client, count, timeZone, pending, onClose }: PublishDialogProps) {
  const queryClient = useQueryClient();
  const time = useScheduleTime(timeZone);
  const publish = useMutation({
    mutationFn: (at?: string) => api.call("publishPage", { body: { pageName, client, ...(at ? { at } : {}) } }),
    onSuccess: async (result, at) => {
      const runAt = result.scheduled?.runAt ?? at;
      showToast(runAt ? `Publishing scheduled for ${formatSiteTime(runAt, timeZone)}` : "Page published");
      await refreshPage(queryClient, pageName, client);
    },
  });

  const run = async (close: () => void, at?: string) => {
    if (publish.isPending) return;
    try {
      await publish.mutateAsync(at);
      close();
    } catch {
      // shown below the buttons
    }
  };

  const schedule = (close: () => void) => {
    const at = time.take();
    if (!at) return;
    void run(close, at);
  };

  return (
    <Modal title="Publish all changes" onClose={onClose} className="modal-small publish-dialog">
      {(close) => (
        <div className="modal-body">
          <p>Publish the {changes(count)} of this page. Visitors see them once they are published.</p>
          {pending && <ScheduledNotice change={pending} timeZone={timeZone} />}
          <div className="form-actions">
            <button type="button" className="btn" disabled={publish.isPending} onClick={() => void run(close)}>
              {publish.isPending && !publish.variables ? "Publishing.." : "Publish now"}
            </button>
          </div>
          <fieldset>
            <legend>Or publish later</legend>
            <ScheduleTimeField
              id={time.id}
              label="Publish at"
              value={time.wall}
              onChange={time.setWall}
              timeZone={timeZone}
              error={time.error}
              disabled={publish.isPending}
            />
            <button type="button" className="btn btn-light" disabled={publish.isPending} onClick={() => schedule(close)}>
              {publish.isPending && publish.variables ? "Scheduling.." : "Schedule publish"}
            </button>
          </fieldset>
          {publish.error && (
            <p className="field-error" role="alert">
              {errorMessage(publish.error, "Publishing failed. Please try again.")}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
