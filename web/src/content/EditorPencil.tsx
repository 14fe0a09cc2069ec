import { Suspense, useState } from "react";
import { lazyWhenOnline } from "../lib/chunk";
import { useSectionDef } from "./hooks";
import type { ItemEditor } from "./ListEditor";
import { PencilButton } from "./PencilButton";

const loadEditor = () => import("./SectionEditor");
const SectionEditor = lazyWhenOnline(loadEditor);
// editors only, from the editor's chunk (no chunk of its own to list in every public page)
const PresenceBadge = lazyWhenOnline(() => loadEditor().then((m) => ({ default: m.PresenceBadge })));

/** The pencil of one section for an editor: its button, who else has it open, and the section editor. */
export default function EditorPencil({
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
  const [open, setOpen] = useState(false);
  const { title, pencil } = useSectionDef(pageName, section);
  return (
    <>
      <PencilButton label={pencil ?? title} preload={loadEditor} onClick={() => setOpen(true)} />
      <Suspense fallback={null}>
        <PresenceBadge pageName={pageName} section={section} client={client} />
      </Suspense>
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
