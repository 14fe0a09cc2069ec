import {
  BUILT_IN_VERSION_NAME,
  type ContentVersion,
  type FieldDef,
  formatEditTime,
  HISTORY_PAGE_SIZE,
  type SectionContent,
} from "@hpm/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "../lib/api";
import { showToast } from "../lib/toast";
import { VersionCompare } from "./VersionCompare";
import "./history.css";

export const RESTORED_MESSAGE = "Version restored";

export interface VersionHistoryProps {
  /** The fields compared, as a section's (a post's or an agent's are described the same way). */
  fields: FieldDef[];
  /** The item's history query key (a restore invalidates it). */
  queryKey: readonly unknown[];
  /** A page of versions, newest first. */
  fetchPage: (pageNumber: number, pageSize: number) => Promise<ContentVersion[]>;
  /** A version's stored content in the fields' shape. */
  toContent: (version: ContentVersion) => SectionContent;
  /** What the item shows now, to compare each version with. */
  current: SectionContent;
  /** Saves the version as a new one; throws an ApiError 409 when someone saved meanwhile. */
  restore: (version: ContentVersion) => Promise<void>;
  onConflict: (err: ApiError) => void;
  /** Said when nothing was saved yet. */
  empty: string;
  disabled?: boolean;
}

const who = (v: ContentVersion) => v.createdByName || v.createdBy || "Unknown editor";

/** "Nov 25, 2026 at 10:42 UTC by Editor 1", or the built-in default's name. */
const versionName = (v: ContentVersion) =>
  v.builtIn ? v.createdByName || BUILT_IN_VERSION_NAME : `${formatEditTime(v.createdAt)} by ${who(v)}`;

const SHORT_TIME = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});

/** What the confirming button does: "Restore version of Nov 25, 10:42" (the time the History lists), or the default. */
export function restoreLabel(v: ContentVersion): string {
  if (v.builtIn) return "Restore the built-in default";
  const at = new Date(v.createdAt);
  return Number.isNaN(at.getTime()) ? "Restore this version" : `Restore version of ${SHORT_TIME.format(at)}`;
}

/** The History view of sections, blog posts and agents (issue 18): versions newest first and paged (a section's last
 * is its built-in default; drafts are marked), each beside the current content with the changes marked, and Restore
 * after the editor confirms. */
export function VersionHistory(props: VersionHistoryProps) {
  const { fields, queryKey, fetchPage, toContent, current, restore, onConflict, empty, disabled } = props;
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const { data, isPending, isError } = useQuery({
    queryKey: [...queryKey, page, HISTORY_PAGE_SIZE],
    queryFn: () => fetchPage(page, HISTORY_PAGE_SIZE),
    staleTime: 0,
  });
  const versions = data ?? [];
  const chosen = versions.find((v) => v.id === selected) ?? null;
  const hasOlder = versions.length === HISTORY_PAGE_SIZE;

  const run = async (version: ContentVersion) => {
    setBusy(true);
    setError("");
    try {
      await restore(version);
      setConfirming(false);
      setSelected(null);
      setPage(1);
      showToast(RESTORED_MESSAGE);
    } catch (err) {
      setConfirming(false);
      if (err instanceof ApiError && err.status === 409) onConflict(err);
      else setError(err instanceof Error ? err.message : "Restoring failed. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label="History" className="section-history">
      {isPending && <p role="status">Loading history…</p>}
      {isError && <p className="field-error">The history could not be loaded. Please try again.</p>}
      {!isPending && !isError && versions.length === 0 && page === 1 && <p className="muted">{empty}</p>}
      {versions.length > 0 && (
        <VersionList
          versions={versions}
          page={page}
          selected={selected}
          onSelect={(id) => {
            setSelected(selected === id ? null : id);
            setConfirming(false);
          }}
        />
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
        <VersionDetail
          fields={fields}
          version={chosen}
          before={toContent(chosen)}
          current={current}
          error={error}
          confirming={confirming}
          busy={busy}
          disabled={disabled}
          onConfirming={setConfirming}
          onRestore={() => void run(chosen)}
        />
      )}
    </section>
  );
}

interface VersionListProps {
  versions: ContentVersion[];
  page: number;
  selected: number | null;
  onSelect: (id: number) => void;
}

function VersionList({ versions, page, selected, onSelect }: VersionListProps) {
  return (
    <ol className="history-list" aria-label="Versions, newest first">
      {versions.map((v, i) => (
        <li key={v.id}>
          <button type="button" className="btn btn-light" aria-pressed={selected === v.id} onClick={() => onSelect(v.id)}>
            {versionName(v)}
            {page === 1 && i === 0 ? " (current)" : ""}
            {v.restoredFrom ? " (restored)" : ""}
            {v.state === "draft" && (
              <>
                {" "}
                <span className="version-draft">Draft</span>
              </>
            )}
          </button>
        </li>
      ))}
    </ol>
  );
}

interface VersionDetailProps {
  fields: FieldDef[];
  version: ContentVersion;
  before: SectionContent;
  current: SectionContent;
  error: string;
  confirming: boolean;
  busy: boolean;
  disabled: boolean | undefined;
  onConfirming: (confirming: boolean) => void;
  onRestore: () => void;
}

/** The chosen version beside the current content, and Restore with its confirmation (in view and focused). */
function VersionDetail(props: VersionDetailProps) {
  const { fields, version, before, current, error, confirming, busy, disabled, onConfirming, onRestore } = props;
  const confirmRef = useRef<HTMLFieldSetElement>(null);
  const restoreRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) {
      confirmRef.current?.scrollIntoView?.({ block: "nearest" });
      confirmRef.current?.focus({ preventScroll: true });
    } else if (asked.current) restoreRef.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  const what = version.builtIn ? "the built-in default" : "this version";
  return (
    <div className="history-detail">
      <h3>
        {version.builtIn ? "The built-in default" : `Version of ${versionName(version)}`}, compared with the current content
      </h3>
      <VersionCompare fields={fields} before={before} after={current} beforeLabel="This version" afterLabel="Current" />
      {error && <p className="field-error">{error}</p>}
      {confirming ? (
        <fieldset ref={confirmRef} className="restore-confirm" tabIndex={-1}>
          <legend>Restore {what}? It is saved as a new version; the current one stays in the history.</legend>
          <button type="button" className="btn" disabled={busy || disabled} onClick={onRestore}>
            {busy ? "Restoring.." : restoreLabel(version)}
          </button>
          <button type="button" className="btn btn-light" onClick={() => onConfirming(false)}>
            Keep current
          </button>
        </fieldset>
      ) : (
        <button ref={restoreRef} type="button" className="btn" disabled={disabled} onClick={() => onConfirming(true)}>
          Restore this version
        </button>
      )}
    </div>
  );
}
