import type { FieldDef, SectionContent } from "@hpm/contracts";
import { type FieldChange, fieldChanges, wordDiff } from "./section-diff";

interface VersionCompareProps {
  fields: FieldDef[];
  before: SectionContent;
  after: SectionContent;
  beforeLabel: string;
  afterLabel: string;
  /** Show only the fields that differ (with a note when none do). */
  onlyChanged?: boolean;
}

function Image({ src, label }: { src: string; label: string }) {
  if (!src) return <span className="muted">(none)</span>;
  return <img src={src.split(" → ")[0]} alt={label} className="version-image" loading="lazy" />;
}

function Change({ change, beforeLabel, afterLabel }: { change: FieldChange; beforeLabel: string; afterLabel: string }) {
  if (!change.changed) return <p className="version-text">{change.after || <span className="muted">(empty)</span>}</p>;
  if (change.kind === "image" || change.kind === "list" || change.kind === "pdf")
    return (
      <div className="version-sides">
        <div>
          <p className="version-side-label">{beforeLabel}</p>
          {change.kind === "image" ? (
            <Image src={change.before} label={`${change.label}, ${beforeLabel}`} />
          ) : (
            <p className="version-text">
              <del>{change.before || "(empty)"}</del>
            </p>
          )}
        </div>
        <div>
          <p className="version-side-label">{afterLabel}</p>
          {change.kind === "image" ? (
            <Image src={change.after} label={`${change.label}, ${afterLabel}`} />
          ) : (
            <p className="version-text">
              <ins>{change.after || "(empty)"}</ins>
            </p>
          )}
        </div>
      </div>
    );
  return (
    <p className="version-text">
      {wordDiff(change.before, change.after).map((part, i) =>
        part.op === "same" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text, never reordered
          <span key={i}>{part.text}</span>
        ) : part.op === "del" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text, never reordered
          <del key={i}>
            <span className="visually-hidden">removed: </span>
            {part.text}
          </del>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text, never reordered
          <ins key={i}>
            <span className="visually-hidden">added: </span>
            {part.text}
          </ins>
        ),
      )}
    </p>
  );
}

/** Two versions of a section field by field, the changed ones marked: words struck and added, images and lists side by side. */
export function VersionCompare({ fields, before, after, beforeLabel, afterLabel, onlyChanged }: VersionCompareProps) {
  const changes = fieldChanges(fields, before, after).filter((c) => !onlyChanged || c.changed);
  if (!changes.length) return <p className="muted">No differences.</p>;
  return (
    <dl className="version-compare">
      {changes.map((c) => (
        <div key={c.path} className={c.changed ? "version-field changed" : "version-field"} data-changed={c.changed}>
          <dt>
            {c.label}
            {c.changed && <span className="changed-badge"> Changed</span>}
          </dt>
          <dd>
            <Change change={c} beforeLabel={beforeLabel} afterLabel={afterLabel} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
