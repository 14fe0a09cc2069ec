import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { NavLink } from "./NavLink";

export type DropdownItem = { label: string; to: string } | { label: string; onSelect: () => void };

/** A menu button and its list; `pathname` is the page on screen (its item says so). */
export function Dropdown({ label, items, pathname }: { label: string; items: DropdownItem[]; pathname: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape" && open) {
      e.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  const onBlur = (e: FocusEvent) => {
    if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus-out close the menu wherever focus is inside it
    <div className="dropdown" ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="nav-link dropdown-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <span className="caret" aria-hidden="true" />
      </button>
      <ul id={id} className="dropdown-menu" hidden={!open}>
        {items.map((item) => (
          <li key={item.label}>
            {"to" in item ? (
              <NavLink to={item.to} pathname={pathname} className="dropdown-item" onClick={() => setOpen(false)}>
                {item.label}
              </NavLink>
            ) : (
              <button
                type="button"
                className="dropdown-item"
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
