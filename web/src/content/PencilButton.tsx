export const PENCIL_ICON =
  "M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z";

/**
 * An editor's round edit button. Its name says what it edits ("Edit Contact Details"), and the button widens to show
 * the same words while the pointer is over it or it has keyboard focus (a visible label, not a `title` tooltip, which
 * touch and keyboard users never see; in the flow, so it stays on screen at either edge). CSS only: no script on the
 * public pages' startup path.
 */
export function PencilButton({
  label,
  icon = PENCIL_ICON,
  preload,
  onClick,
  describedBy,
}: {
  label: string;
  icon?: string;
  preload?: () => unknown;
  onClick: () => void;
  /** what else a screen reader says of it (a draft's badge beside it) */
  describedBy?: string | undefined;
}) {
  return (
    <button
      type="button"
      className="pencil"
      aria-label={label}
      aria-describedby={describedBy}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={icon} />
      </svg>
      <span className="pencil-label" aria-hidden="true">
        {label}
      </span>
    </button>
  );
}
