import { DEFAULT_CLIENT } from "@hpm/contracts";
import { Suspense, useId, useState } from "react";
import { lazyWhenOnline } from "../lib/chunk";
import { useSectionDef } from "./hooks";
import type { ItemEditor } from "./ListEditor";
import { PencilButton } from "./PencilButton";

const loadEditor = () => import("./SectionEditor");
const SectionEditor = lazyWhenOnline(loadEditor);
// editors only, from the editor's chunk (no chunk of its own to list in every public page): the section's draft mark,
// who else has it open, the page's drafts and its bar of unpublished changes
const PencilExtras = lazyWhenOnline(() => loadEditor().then((m) => ({ default: m.PencilExtras })));

/** The pencil of one section for an editor: its button, what the editor's chunk adds beside it, and the section editor. */
export default function EditorPencil({
  pageName,
  section,
  client = DEFAULT_CLIENT,
  itemEditors,
}: {
  pageName: string;
  section: string;
  client?: string;
  itemEditors?: Record<string, ItemEditor>;
}) {
  const [open, setOpen] = useState(false);
  const [drafted, setDrafted] = useState(false);
  const { title, pencil } = useSectionDef(pageName, section);
  const badgeId = useId();
  return (
    <>
      <PencilButton
        label={pencil ?? title}
        preload={loadEditor}
        onClick={() => setOpen(true)}
        describedBy={drafted ? badgeId : undefined}
      />
      <Suspense fallback={null}>
        <PencilExtras pageName={pageName} section={section} client={client} badgeId={badgeId} onDrafted={setDrafted} />
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
