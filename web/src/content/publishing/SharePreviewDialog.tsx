import { formatSiteTime, PREVIEW_LINK_DEFAULT_HOURS } from "@hpm/contracts";
import type { PreviewLink } from "@hpm/contracts/schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Modal } from "../../components/Modal";
import { api } from "../../lib/api";
import { showToast } from "../../lib/toast";
import { errorMessage } from "./schedule";

export const EXPIRY_CHOICES = [
  { hours: 1, label: "1 hour" },
  { hours: 24, label: "1 day" },
  { hours: 72, label: "3 days" },
  { hours: 168, label: "7 days" },
] as const;

const linksKey = (client: string, pageName: string) => ["preview-links", client, pageName] as const;

interface SharePreviewDialogProps {
  pageName: string;
  client: string;
  timeZone: string;
  onClose: () => void;
}

function linkState(link: PreviewLink, now: number): string | null {
  if (link.revokedAt) return "Revoked";
  if (new Date(link.expiresAt).getTime() <= now) return "Expired";
  return null;
}

/** The page's links, newest first: when each expires, who made it, and Revoke while it still opens. */
function PreviewLinks({ pageName, client, timeZone }: Omit<SharePreviewDialogProps, "onClose">) {
  const queryClient = useQueryClient();
  const links = useQuery({
    queryKey: linksKey(client, pageName),
    queryFn: () => api.call("listPreviewLinks", { body: { pageName, client } }),
  });
  const revoke = useMutation({
    mutationFn: (id: number) => api.call("revokePreviewLink", { body: { id, client } }),
    onSuccess: () => {
      showToast("Preview link revoked");
      return queryClient.invalidateQueries({ queryKey: linksKey(client, pageName) });
    },
    onError: (err) => showToast(errorMessage(err, "Revoking failed. Please try again.")),
  });
  const now = Date.now();
  if (links.isError) return <p className="notice">The links could not be loaded.</p>;
  if (!links.data) return <p>Loading...</p>;
  if (links.data.length === 0) return <p>No preview links yet.</p>;
  return (
    <ul className="preview-links">
      {links.data.map((link) => {
        const state = linkState(link, now);
        const expires = formatSiteTime(link.expiresAt, timeZone);
        return (
          <li key={link.id}>
            <span>
              {state === "Revoked" ? "Revoked" : `${state ?? "Expires"} ${expires}`} · by {link.createdByName || link.createdBy}
            </span>
            {!state && (
              <button
                type="button"
                className="btn btn-light btn-small"
                aria-label={`Revoke the link that expires ${expires}`}
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(link.id)}
              >
                Revoke
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Share preview link: a signed, read-only link to the page with its drafts for a reviewer without an account. */
export default function SharePreviewDialog({ pageName, client, timeZone, onClose }: SharePreviewDialogProps) {
  const queryClient = useQueryClient();
  const ids = { hours: useId(), url: useId() };
  const [hours, setHours] = useState<number>(PREVIEW_LINK_DEFAULT_HOURS);
  const create = useMutation({
    mutationFn: () => api.call("createPreviewLink", { body: { pageName, client, expiresInHours: hours } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(client, pageName) }),
  });
  const url = create.data?.url;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      showToast("Link copied");
    } catch {
      // no clipboard (an insecure origin, a refused permission): the link is selected for the person to copy
      const input = document.getElementById(ids.url) as HTMLInputElement | null;
      input?.focus();
      input?.select();
      showToast("Copy the selected link");
    }
  };

  return (
    <Modal title="Share preview link" onClose={onClose} className="share-preview">
      {(close) => (
        <div className="modal-body">
          <p>
            Anyone with the link sees this page with its unpublished changes, read-only, until the link expires or is revoked.
          </p>
          <div className="field">
            <label htmlFor={ids.hours}>Expires in</label>
            <select id={ids.hours} value={hours} onChange={(e) => setHours(Number(e.target.value))}>
              {EXPIRY_CHOICES.map((c) => (
                <option key={c.hours} value={c.hours}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
          <div className="form-actions">
            <button
              type="button"
              className={url ? "btn btn-light" : "btn"}
              disabled={create.isPending}
              onClick={() => create.mutate()}
            >
              {create.isPending ? "Creating.." : url ? "Create another link" : "Create link"}
            </button>
          </div>
          {create.error && (
            <p className="field-error" role="alert">
              {errorMessage(create.error, "The link could not be created. Please try again.")}
            </p>
          )}
          {url && (
            <div className="field" role="status">
              <label htmlFor={ids.url}>Preview link</label>
              <input id={ids.url} type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
              <div className="form-actions">
                <button type="button" className="btn" onClick={() => void copy()}>
                  Copy
                </button>
              </div>
            </div>
          )}
          <h3>Links to this page</h3>
          <PreviewLinks pageName={pageName} client={client} timeZone={timeZone} />
          <div className="form-actions">
            <button type="button" className="btn btn-light" onClick={close}>
              Done
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
