import { type ContentVersion, mergeSection, type SectionContent, type SectionDef } from "@hpm/contracts";
import { useQueryClient } from "@tanstack/react-query";
import type { ApiError } from "../lib/api";
import { fetchHistory, historyKey, restoreVersion } from "./history-queries";
import { contentKeys } from "./queries";
import { VersionHistory } from "./VersionHistory";

export { RESTORED_MESSAGE } from "./VersionHistory";

interface SectionHistoryProps {
  def: SectionDef;
  pageName: string;
  section: string;
  client: string;
  /** What the section shows now, to compare each version with. */
  current: SectionContent;
  baseVersion: number | undefined;
  onRestored: (version: ContentVersion, newVersionId: number) => void;
  onConflict: (err: ApiError) => void;
  disabled?: boolean;
}

/** A section's versions, newest first and paged; each beside the current content with the changes marked; Restore. */
export function SectionHistory(props: SectionHistoryProps) {
  const { def, pageName, section, client, current, baseVersion, onRestored, onConflict, disabled } = props;
  const queryClient = useQueryClient();
  return (
    <VersionHistory
      fields={def.fields}
      queryKey={historyKey(pageName, section, client)}
      fetchPage={(pageNumber, pageSize) => fetchHistory({ pageName, section, client, pageNumber, pageSize })}
      toContent={(v) => mergeSection(def, v.content as SectionContent)}
      current={current}
      empty="No saved versions yet: this section shows its defaults."
      onConflict={onConflict}
      disabled={disabled}
      restore={async (version) => {
        const { versionId } = await restoreVersion({ pageName, section, client, versionId: version.id, baseVersion });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: contentKeys.page(pageName, client) }),
          queryClient.invalidateQueries({ queryKey: historyKey(pageName, section, client) }),
        ]);
        onRestored(version, versionId);
      }}
    />
  );
}
