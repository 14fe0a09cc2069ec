import { useRef, useState } from "react";

/**
 * Which of a bar's dialogs is open; closing one gives the focus back to the button that opened it, or to the page's
 * main content when that button is gone (the bar goes once its drafts are published or discarded).
 */
export function useDialog<K extends string>() {
  const [open, setOpen] = useState<K | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const show = (which: K) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(which);
  };
  const hide = () => {
    setOpen(null);
    const el = opener.current;
    requestAnimationFrame(() => (el?.isConnected ? el : document.getElementById("main"))?.focus());
  };
  return { open, show, hide };
}
