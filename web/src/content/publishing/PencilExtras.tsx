import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import PresenceBadge from "../PresenceBadge";
import { DraftBadge } from "./DraftBadge";
import { installDraftOverlay, isDrafted, usePageDrafts } from "./drafts";
import { PageBarHost } from "./page-bar-host";
import "./publishing.css";

interface PencilExtrasProps {
  pageName: string;
  section: string;
  client: string;
  /** the id the pencil is described by while the section has a draft */
  badgeId: string;
  onDrafted: (drafted: boolean) => void;
}

/**
 * Beside an editor's pencil (from the editor's chunk, which the pencils load anyway): the section's draft mark, who
 * else has it open, and, for the page, its drafts laid over it and its bar of unpublished changes.
 */
export function PencilExtras({ pageName, section, client, badgeId, onDrafted }: PencilExtrasProps) {
  const queryClient = useQueryClient();
  useEffect(() => installDraftOverlay(queryClient), [queryClient]);
  const drafted = isDrafted(usePageDrafts(pageName, client).data, section);
  useEffect(() => onDrafted(drafted), [drafted, onDrafted]);
  return (
    <>
      {drafted && <DraftBadge id={badgeId} />}
      <PresenceBadge pageName={pageName} section={section} client={client} />
      <PageBarHost pageName={pageName} client={client} />
    </>
  );
}
