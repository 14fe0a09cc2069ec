import type { FieldDef, SectionContent } from "@hpm/contracts";
import type { CompareProps } from "./compare-views";
import { EDITOR_KINDS } from "./editor-kinds";
import { fieldChanges } from "./section-diff";

interface VersionCompareProps {
  fields: FieldDef[];
  before: SectionContent;
  after: SectionContent;
  beforeLabel: string;
  afterLabel: string;
  /** Show only the fields that differ (with a note when none do). */
  onlyChanged?: boolean;
}

function Change({ change, beforeLabel, afterLabel }: CompareProps) {
  if (!change.changed) return <p className="version-text">{change.after || <span className="muted">(empty)</span>}</p>;
  const { Compare } = EDITOR_KINDS[change.kind];
  return <Compare change={change} beforeLabel={beforeLabel} afterLabel={afterLabel} />;
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
