import { lazy, Suspense, useState } from "react";
import { useAuth } from "../features/auth/use-auth";
import { useSectionDef } from "./hooks";
import type { ItemEditor } from "./ListEditor";

const loadEditor = () => import("./SectionEditor");
const SectionEditor = lazy(loadEditor);

export function Pencil({
  pageName,
  section,
  client,
  itemEditors,
}: {
  pageName: string;
  section: string;
  client?: string;
  itemEditors?: Record<string, ItemEditor>;
}) {
  const { isAdmin } = useAuth();
  const [open, setOpen] = useState(false);
  const { title } = useSectionDef(pageName, section);
  if (!isAdmin) return null;
  return (
    <>
      <button
        type="button"
        className="pencil"
        aria-label={title}
        title={title}
        onPointerEnter={() => void loadEditor()}
        onFocus={() => void loadEditor()}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
          />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SectionEditor
            pageName={pageName}
            section={section}
            client={client}
            itemEditors={itemEditors}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
