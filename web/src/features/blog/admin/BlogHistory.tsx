import { AUTO_RELATED, type BlogTag, type FieldDef, parseTagIds, type SectionContent } from "@hpm/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { VersionHistory } from "../../../content/VersionHistory";
import { type ApiError, api } from "../../../lib/api";

/** What a post's History compares (issue 18): the fields of the blog editor. */
const FIELDS: FieldDef[] = [
  { name: "title", label: "Title", kind: "text" },
  { name: "subtitle", label: "Subtitle", kind: "text" },
  { name: "tags", label: "Tags", kind: "multiline" },
  { name: "imageLink", label: "Banner image", kind: "image" },
  { name: "related", label: "Related posts", kind: "multiline" },
  { name: "richText", label: "Body", kind: "richText" },
];

export interface BlogVersionFields {
  title: string;
  subtitle: string;
  tag: string;
  imageLink: string;
  richText: string;
  relatedPost1?: number;
  relatedPost2?: number;
  relatedPost3?: number;
}

export const blogHistoryKey = (id: number) => ["blog-admin", "history", id] as const;

/** A post's fields in the shape the History compares, tags and related posts by name. */
export function blogContent(p: BlogVersionFields, tags: BlogTag[], titles: Map<number, string>): SectionContent {
  const tagName = new Map(tags.map((t) => [t.topicId, `${t.title} - ${t.tag}`]));
  const related = [p.relatedPost1, p.relatedPost2, p.relatedPost3]
    .map((id) => (id === undefined || id === AUTO_RELATED ? "Auto-generated" : (titles.get(id) ?? `Post ${id}`)))
    .join("\n");
  return {
    title: { value: p.title ?? "" },
    subtitle: { value: p.subtitle ?? "" },
    tags: {
      value: parseTagIds(p.tag ?? "")
        .map((id) => tagName.get(id) ?? `Tag ${id}`)
        .join("\n"),
    },
    imageLink: { value: p.imageLink ?? "" },
    related: { value: related },
    richText: { value: p.richText ?? "" },
  };
}

interface BlogHistoryProps {
  id: number;
  current: BlogVersionFields;
  tags: BlogTag[];
  titles: Map<number, string>;
  /** The updatedAt the editor opened: a restore over a newer save is a 409. */
  baseUpdatedAt: string | undefined;
  onRestored: () => Promise<void>;
  onConflict: (err: ApiError) => void;
}

/** The blog editor's History: the post's saved versions, compared with what the editor shows, and Restore. */
export function BlogHistory({ id, current, tags, titles, baseUpdatedAt, onRestored, onConflict }: BlogHistoryProps) {
  const queryClient = useQueryClient();
  return (
    <VersionHistory
      fields={FIELDS}
      queryKey={blogHistoryKey(id)}
      fetchPage={(pageNumber, pageSize) =>
        api.call("listBlogPostHistory", { params: { id: String(id) }, body: { pageNumber, pageSize } })
      }
      toContent={(v) => blogContent(v.content as unknown as BlogVersionFields, tags, titles)}
      current={blogContent(current, tags, titles)}
      empty="No saved versions yet: the next save starts this post's history."
      onConflict={onConflict}
      restore={async (version) => {
        await api.call("restoreBlogPost", {
          params: { id: String(id) },
          body: { versionId: version.id, ...(baseUpdatedAt ? { baseUpdatedAt } : {}) },
        });
        await queryClient.invalidateQueries({ queryKey: blogHistoryKey(id) });
        await onRestored();
      }}
    />
  );
}
