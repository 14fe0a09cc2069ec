import { DEFAULT_CLIENT, formatSiteTime } from "@hpm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Modal } from "../../../components/Modal";
import { ScheduledNotice } from "../../../content/publishing/ScheduledNotice";
import { ScheduleTimeField } from "../../../content/publishing/ScheduleTimeField";
import { errorMessage, pendingPostPublish, useScheduled, useScheduleTime } from "../../../content/publishing/schedule";
import { useDialog } from "../../../content/publishing/use-dialog";
import { api } from "../../../lib/api";
import { showToast } from "../../../lib/toast";
import { blogKeys } from "../queries";
import "../../../content/publishing/publishing.css";

/** The post's publish waiting for its time, with Cancel (issue 30). */
export function PostScheduleNotice({ postId }: { postId: number }) {
  const { items, timeZone } = useScheduled(DEFAULT_CLIENT);
  const pending = pendingPostPublish(items, postId);
  if (!pending) return null;
  return (
    <div className="blog-schedule">
      <ScheduledNotice change={pending} timeZone={timeZone} />
    </div>
  );
}

interface SchedulePostDialogProps {
  postId: number;
  title: string;
  timeZone: string;
  onClose: () => void;
}

/** Publish at…: the saved post goes live at a time entered in the site's time zone. */
function SchedulePostDialog({ postId, title, timeZone, onClose }: SchedulePostDialogProps) {
  const queryClient = useQueryClient();
  const time = useScheduleTime(timeZone);
  const schedule = useMutation({
    mutationFn: (at: string) => api.call("scheduleChange", { body: { kind: "publish-post", postId, at } }),
    onSuccess: async (change) => {
      showToast(`Publishing scheduled for ${formatSiteTime(change.runAt, timeZone)}`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["scheduled"] }),
        queryClient.invalidateQueries({ queryKey: blogKeys.admin }),
      ]);
    },
  });

  const submit = async (close: () => void) => {
    const at = time.take();
    if (!at) return;
    try {
      await schedule.mutateAsync(at);
      close();
    } catch {
      // shown below the button
    }
  };

  return (
    <Modal title="Publish at a set time" onClose={onClose} className="modal-small">
      {(close) => (
        <div className="modal-body">
          <p>“{title}” is published as last saved: save your changes first. It shows in the blog once the time comes.</p>
          <ScheduleTimeField
            id={time.id}
            label="Publish at"
            value={time.wall}
            onChange={time.setWall}
            timeZone={timeZone}
            error={time.error}
            disabled={schedule.isPending}
          />
          <div className="form-actions">
            <button type="button" className="btn" disabled={schedule.isPending} onClick={() => void submit(close)}>
              {schedule.isPending ? "Scheduling.." : "Schedule publish"}
            </button>
          </div>
          {schedule.error && (
            <p className="field-error" role="alert">
              {errorMessage(schedule.error, "Scheduling failed. Please try again.")}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}

/** "Publish at…" beside Publish, for a saved post that is not published yet. */
export function PublishAtButton({ postId, title }: { postId: number; title: string }) {
  const { timeZone } = useScheduled(DEFAULT_CLIENT);
  const dialog = useDialog<"schedule">();
  return (
    <>
      <button type="button" className="btn btn-light" onClick={() => dialog.show("schedule")}>
        Publish at…
      </button>
      {dialog.open && <SchedulePostDialog postId={postId} title={title} timeZone={timeZone} onClose={dialog.hide} />}
    </>
  );
}
