import {
  type ContentVersion,
  formatEditTime,
  HISTORY_PAGE_SIZE,
  mergeSection,
  type SectionContent,
  type SectionDef,
} from "@hpm/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../lib/api";
import { showToast } from "../lib/toast";
import { historyKey, historyQueryOptions, restoreVersion } from "./history-queries";
import { contentKeys } from "./queries";
import { VersionCompare } from "./VersionCompare";
import "./history.css";

interface SectionHistoryProps {
  def: SectionDef;
  pageName: string;
  section: string;
  client: string;
  /** What the section shows now, to compare each version with. */
  current: SectionContent;
  baseVersion: number | undefined;
  onRestored: (version: ContentVersion, newVersionId: number) => void;
  onConflict: (err: ApiError) => void;
  disabled?: boolean;
}

export const RESTORED_MESSAGE = "Version restored";

/** A section's versions, newest first and paged; each beside the current content with the changes marked; Restore. */
export function SectionHistory(props: SectionHistoryProps) {
  const { def, pageName, section, client, current, baseVersion, onRestored, onConflict, disabled } = props;
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery(historyQueryOptions(pageName, section, client, page, HISTORY_PAGE_SIZE));
  const versions = data ?? [];
  const chosen = versions.find((v) => v.id === selected) ?? null;
  const hasOlder = versions.length === HISTORY_PAGE_SIZE;

  const restore = async (version: ContentVersion) => {
    setBusy(true);
    setError("");
    try {
      const { versionId } = await restoreVersion({ pageName, section, client, versionId: version.id, baseVersion });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.page(pageName, client) }),
        queryClient.invalidateQueries({ queryKey: historyKey(pageName, section, client) }),
      ]);
      setConfirming(false);
      setSelected(null);
      setPage(1);
      showToast(RESTORED_MESSAGE);
      onRestored(version, versionId);
    } catch (err) {
      setConfirming(false);
      if (err instanceof ApiError && err.status === 409) onConflict(err);
      else setError(err instanceof Error ? err.message : "Restoring failed. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  const who = (v: ContentVersion) => v.createdByName || v.createdBy || "Unknown editor";

  return (
    <section aria-label="History" className="section-history">
      {isPending && <p role="status">Loading history…</p>}
      {isError && <p className="field-error">The history could not be loaded. Please try again.</p>}
      {!isPending && !isError && versions.length === 0 && page === 1 && (
        <p className="muted">No saved versions yet: this section shows its defaults.</p>
      )}
      {versions.length > 0 && (
        <ol className="history-list" aria-label="Versions, newest first">
          {versions.map((v, i) => (
            <li key={v.id}>
              <button
                type="button"
                className="btn btn-light"
                aria-pressed={selected === v.id}
                onClick={() => {
                  setSelected(selected === v.id ? null : v.id);
                  setConfirming(false);
                }}
              >
                {formatEditTime(v.createdAt)} by {who(v)}
                {page === 1 && i === 0 ? " (current)" : ""}
                {v.restoredFrom ? " (restored)" : ""}
              </button>
            </li>
          ))}
        </ol>
      )}
      {(page > 1 || hasOlder) && (
        <div className="history-paging">
          <button type="button" className="btn btn-light" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
            Newer
          </button>
          <span aria-live="polite">Page {page}</span>
          <button type="button" className="btn btn-light" disabled={!hasOlder} onClick={() => setPage((p) => p + 1)}>
            Older
          </button>
        </div>
      )}
      {chosen && (
        <div className="history-detail">
          <h3>
            Version of {formatEditTime(chosen.createdAt)} by {who(chosen)}, compared with the current content
          </h3>
          <VersionCompare
            fields={def.fields}
            before={mergeSection(def, chosen.content as SectionContent)}
            after={current}
            beforeLabel="This version"
            afterLabel="Current"
          />
          {error && <p className="field-error">{error}</p>}
          {confirming ? (
            <div className="restore-confirm">
              <p>Restore this version? It is saved as a new version; the current one stays in the history.</p>
              <button type="button" className="btn" disabled={busy || disabled} onClick={() => void restore(chosen)}>
                {busy ? "Restoring.." : "Yes, restore"}
              </button>
              <button type="button" className="btn btn-light" onClick={() => setConfirming(false)}>
                Keep current
              </button>
            </div>
          ) : (
            <button type="button" className="btn" disabled={disabled} onClick={() => setConfirming(true)}>
              Restore this version
            </button>
          )}
        </div>
      )}
    </section>
  );
}
