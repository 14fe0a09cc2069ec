import type { ReactNode } from "react";
import { type FieldChange, wordDiff } from "./section-diff";

/** A changed field in the history and conflict views (VersionCompare), shown as its kind says (editor-kinds.tsx). */
export interface CompareProps {
  change: FieldChange;
  beforeLabel: string;
  afterLabel: string;
}

function Image({ src, label }: { src: string; label: string }) {
  if (!src) return <span className="muted">(none)</span>;
  return <img src={src.split(" → ")[0]} alt={label} className="version-image" loading="lazy" />;
}

function Sides({ beforeLabel, afterLabel, before, after }: CompareProps & { before: ReactNode; after: ReactNode }) {
  return (
    <div className="version-sides">
      <div>
        <p className="version-side-label">{beforeLabel}</p>
        {before}
      </div>
      <div>
        <p className="version-side-label">{afterLabel}</p>
        {after}
      </div>
    </div>
  );
}

/** The two versions side by side: each image. */
export function ImageSides(props: CompareProps) {
  const { change, beforeLabel, afterLabel } = props;
  return (
    <Sides
      {...props}
      before={<Image src={change.before} label={`${change.label}, ${beforeLabel}`} />}
      after={<Image src={change.after} label={`${change.label}, ${afterLabel}`} />}
    />
  );
}

/** The two versions side by side: the old text struck, the new one added. */
export function TextSides(props: CompareProps) {
  const { change } = props;
  return (
    <Sides
      {...props}
      before={
        <p className="version-text">
          <del>{change.before || "(empty)"}</del>
        </p>
      }
      after={
        <p className="version-text">
          <ins>{change.after || "(empty)"}</ins>
        </p>
      }
    />
  );
}

/** One text, the removed words struck and the added ones marked. */
export function WordDiff({ change }: CompareProps) {
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
