import { DEFAULT_CLIENT, type SectionContent } from "@hpm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAuth } from "../features/auth/use-auth";
import { api } from "../lib/api";
import { showToast } from "../lib/toast";
import { draftSaved, sectionPublished } from "./publishing/drafts";
import { contentKeys, type PageContent } from "./queries";

export const DRAFT_SAVED_MESSAGE = "Draft saved";

export interface SaveSectionInput {
  pageName: string;
  section: string;
  content: SectionContent;
  client?: string;
  message?: string;
  /** the version the editor opened (0: none saved yet); a newer one on the server answers 409 */
  baseVersion?: number;
  /** saved as a draft: the page shows it to editors, visitors keep what is published (issue 30) */
  draft?: boolean;
}

/** Editors only: saves a section live (the spec's Submit) or as a draft, and shows the page what was saved. */
export function useSaveSection() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    networkMode: "always",
    mutationFn: ({ pageName, section, content, client = DEFAULT_CLIENT, baseVersion, draft }: SaveSectionInput) =>
      api.call("saveSection", {
        body: {
          pageName,
          section,
          content,
          client,
          ...(baseVersion === undefined ? {} : { baseVersion }),
          ...(draft ? { draft: true } : {}),
        },
      }),
    onSuccess: ({ versionId }, { pageName, section, content, client = DEFAULT_CLIENT, message, draft }) => {
      if (draft) {
        const by = { createdBy: user?.email ?? "", createdByName: user?.name ?? "" };
        draftSaved(queryClient, pageName, client, { section, versionId, content, ...by, updatedAt: new Date().toISOString() });
        showToast(DRAFT_SAVED_MESSAGE);
        return;
      }
      queryClient.setQueryData<PageContent>(contentKeys.page(pageName, client), (old) => ({ ...old, [section]: content }));
      sectionPublished(queryClient, pageName, client, section);
      showToast(message ?? "Content Saved");
    },
  });
}
