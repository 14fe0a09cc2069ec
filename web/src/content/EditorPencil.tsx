import { DEFAULT_CLIENT } from "@hpm/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useId, useState } from "react";
import { lazyWhenOnline } from "../lib/chunk";
import { useSectionDef } from "./hooks";
import type { ItemEditor } from "./ListEditor";
import { PencilButton } from "./PencilButton";
import { DraftBadge } from "./publishing/DraftBadge";
import { installDraftOverlay, isDrafted, usePageDrafts } from "./publishing/drafts";
import { PageBarHost } from "./publishing/page-bar-host";
import "./publishing/publishing.css";

const loadEditor = () => import("./SectionEditor");
const SectionEditor = lazyWhenOnline(loadEditor);
// editors only, from the editor's chunk (no chunk of its own to list in every public page)
const PresenceBadge = lazyWhenOnline(() => loadEditor().then((m) => ({ default: m.PresenceBadge })));

/**
 * The pencil of one section for an editor: its button, a mark when the section has a draft, who else has it open, and
 * the section editor. The pencils also lay the page's drafts over it and draw its bar of unpublished changes.
 */
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
  const { title, pencil } = useSectionDef(pageName, section);
  const queryClient = useQueryClient();
  useEffect(() => installDraftOverlay(queryClient), [queryClient]);
  const drafted = isDrafted(usePageDrafts(pageName, client).data, section);
  const badgeId = useId();
  return (
    <>
      <PencilButton
        label={pencil ?? title}
        preload={loadEditor}
        onClick={() => setOpen(true)}
        describedBy={drafted ? badgeId : undefined}
      />
      {drafted && <DraftBadge id={badgeId} />}
      <Suspense fallback={null}>
        <PresenceBadge pageName={pageName} section={section} client={client} />
      </Suspense>
      <PageBarHost pageName={pageName} client={client} />
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
