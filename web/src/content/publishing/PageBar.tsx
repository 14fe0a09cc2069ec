import { DEFAULT_CLIENT, PREVIEW_PATH, unpublishedChangesLabel } from "@hpm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Suspense } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { api } from "../../lib/api";
import { lazyWhenOnline } from "../../lib/chunk";
import { showToast } from "../../lib/toast";
import { refreshPage, usePageDrafts } from "./drafts";
import { ScheduledNotice } from "./ScheduledNotice";
import { errorMessage, pendingPagePublish, useScheduled } from "./schedule";
import { useDialog } from "./use-dialog";

const PublishDialog = lazyWhenOnline(() => import("./PublishDialog"));
const SharePreviewDialog = lazyWhenOnline(() => import("./SharePreviewDialog"));

export const BAR_LABEL = "Unpublished changes";

/** Where an editor sees the page as a visitor will once it is published (the /preview page, issue 30). */
export function previewHref(pageName: string, client = DEFAULT_CLIENT): string {
  const query = new URLSearchParams({ page: pageName, ...(client === DEFAULT_CLIENT ? {} : { client }) });
  return `${PREVIEW_PATH}?${query}`;
}

export const discardQuestion = (n: number) => `Discard ${n} unpublished ${n === 1 ? "change" : "changes"}?`;

type BarDialog = "publish" | "discard" | "share";

/**
 * "This page has N unpublished changes — Preview · Publish all · Discard": for editors, at the bottom of the viewport,
 * while the page has drafts. Its dialogs load when opened.
 */
export function PageBar({ pageName, client = DEFAULT_CLIENT }: { pageName: string; client?: string }) {
  const queryClient = useQueryClient();
  const drafts = usePageDrafts(pageName, client).data;
  const count = drafts?.drafts.length ?? 0;
  const { items, timeZone } = useScheduled(client, pageName, count > 0);
  const dialog = useDialog<BarDialog>();
  const discard = useMutation({
    mutationFn: () => api.call("discardDrafts", { body: { pageName, client } }),
    onSuccess: async () => {
      showToast("Unpublished changes discarded");
      await refreshPage(queryClient, pageName, client);
      // the bar (and the Discard button that had the focus) is gone: the focus goes to the page's main content
      if (document.activeElement === document.body) document.getElementById("main")?.focus();
    },
    onError: (err) => showToast(errorMessage(err, "Discarding failed. Please try again.")),
  });
  if (count === 0) return null;
  const pending = pendingPagePublish(items, pageName);

  return (
    <>
      <section className="publish-bar" aria-label={BAR_LABEL}>
        <p className="publish-bar-label">{unpublishedChangesLabel(count)}</p>
        <div className="publish-bar-actions">
          <span aria-hidden="true">—</span>
          <a className="link-button" href={previewHref(pageName, client)} target="_blank" rel="noopener">
            Preview<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <span aria-hidden="true">·</span>
          <button type="button" className="link-button strong" onClick={() => dialog.show("publish")}>
            Publish all
          </button>
          <span aria-hidden="true">·</span>
          <button type="button" className="link-button" disabled={discard.isPending} onClick={() => dialog.show("discard")}>
            Discard
          </button>
          <span aria-hidden="true">·</span>
          <button type="button" className="link-button" onClick={() => dialog.show("share")}>
            Share preview link
          </button>
        </div>
        {pending && <ScheduledNotice change={pending} timeZone={timeZone} />}
      </section>
      <Suspense fallback={null}>
        {dialog.open === "publish" && (
          <PublishDialog
            pageName={pageName}
            client={client}
            count={count}
            timeZone={timeZone}
            pending={pending}
            onClose={dialog.hide}
          />
        )}
        {dialog.open === "share" && (
          <SharePreviewDialog pageName={pageName} client={client} timeZone={timeZone} onClose={dialog.hide} />
        )}
      </Suspense>
      {dialog.open === "discard" && (
        <ConfirmDialog
          message={discardQuestion(count)}
          confirmLabel="Discard"
          onConfirm={() => discard.mutate()}
          onClose={dialog.hide}
        />
      )}
    </>
  );
}
