export const DRAFT_BADGE_TEXT = "Draft — not published";

/** Beside the pencil of a section that has a draft. */
export function DraftBadge({ id }: { id?: string }) {
  return (
    <span id={id} className="pencil-draft">
      <span aria-hidden="true">Draft</span>
      <span className="visually-hidden">{DRAFT_BADGE_TEXT}</span>
    </span>
  );
}
