import { BLOG_MESSAGES } from "@hpm/contracts";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { usePageTitle } from "../../../lib/use-page-title";
import { BlogArticle } from "../BlogArticle";
import { adminTagsQueryOptions, relatedChoicesQueryOptions } from "../queries";
import { previewStore } from "./preview-store";
import "../blog.css";

export default function BlogPreviewPage() {
  usePageTitle("Preview");
  const [draft] = useState(() => previewStore.read());
  const router = useRouter();
  const navigate = useNavigate();
  const tags = useQuery(adminTagsQueryOptions());
  const choices = useQuery(relatedChoicesQueryOptions());
  const back = () => {
    if (window.history.length > 1) router.history.back();
    else void navigate({ to: draft?.id ? `/360/blog-editor/${draft.id}` : "/360/blog-editor" });
  };
  if (!draft)
    return (
      <section className="container page-section">
        <h1>Preview</h1>
        <p>Nothing to preview. Open a blog in the editor and choose Preview.</p>
      </section>
    );
  const tagIds = draft.tag.split(",").map(Number);
  const tagList = (tags.data ?? [])
    .filter((t) => tagIds.includes(t.topicId))
    .map((t) => ({ topicId: t.topicId, tag: t.tag, title: t.title }));
  const published = choices.data?.list ?? [];
  const pick = (id: number) => published.find((b) => b.blogId === id && b.blogId !== draft.id) ?? null;
  const chosen = [draft.relatedPost1, draft.relatedPost2, draft.relatedPost3].map(pick);
  const fill = published.filter((b) => b.blogId !== draft.id && !chosen.some((c) => c?.blogId === b.blogId));
  const related = chosen.map((c) => c ?? fill.shift() ?? null);
  return (
    <>
      <div className="blog-preview-banner" role="status">
        {BLOG_MESSAGES.previewBanner}
      </div>
      <BlogArticle
        data={{
          title: draft.title,
          subTitle: draft.subtitle,
          imageLink: draft.imageLink,
          richText: draft.richText,
          publishedDate: new Date().toISOString(),
          tagList,
          related,
        }}
        shareUrl={window.location.href}
        relatedHref={(id) => `/mwfbi/about/blog/${id}`}
      />
      <div className="container form-actions">
        <button type="button" className="btn" onClick={back}>
          Back
        </button>
      </div>
    </>
  );
}
