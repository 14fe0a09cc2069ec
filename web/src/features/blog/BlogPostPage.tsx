import { blogPostPath } from "@hpm/contracts";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { SmartLink } from "../../components/SmartLink";
import { ApiError } from "../../lib/api";
import { siteOrigin } from "../../lib/origin";
import { ensure, type PageLoader } from "../../routing/load";
import { BlogArticle } from "./BlogArticle";
import { blogPostQueryOptions } from "./queries";
import { useMeta } from "./use-meta";
import "./blog.css";

const postId = (id: string | undefined) => {
  const blogId = Number(id);
  return Number.isInteger(blogId) && blogId > 0 ? blogId : null;
};

export const loader: PageLoader = async (ctx) => {
  const blogId = postId(ctx.params.id);
  if (blogId) await ensure(ctx, blogPostQueryOptions(blogId));
};

export default function BlogPostPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const blogId = postId(id) ?? 0;
  const valid = blogId > 0;
  const post = useQuery({ ...blogPostQueryOptions(blogId), enabled: valid });
  useMeta(
    post.data ? { title: post.data.title, description: post.data.subTitle, image: post.data.imageLink, type: "article" } : null,
  );

  if (!valid || (post.error instanceof ApiError && post.error.status === 404))
    return (
      <section className="container page-section">
        <h1>Post not found</h1>
        <p>This post is not available. It may have been unpublished.</p>
        <p>
          <SmartLink href="/360/about/blog">Back to all posts</SmartLink>
        </p>
      </section>
    );
  if (post.isError && !post.data)
    return (
      <section className="container page-section">
        <h1>Post unavailable</h1>
        <p className="notice">The post could not be loaded. Check your connection and try again.</p>
      </section>
    );
  if (!post.data)
    return (
      <div className="container page-section" aria-busy="true">
        <span className="visually-hidden">Loading post…</span>
        <div className="skeleton skeleton-banner" aria-hidden="true" />
        <div className="skeleton skeleton-title" aria-hidden="true" />
        <div className="skeleton skeleton-line" aria-hidden="true" />
      </div>
    );
  const p = post.data;
  return (
    <BlogArticle
      data={{ ...p, related: [p.relatedPost1Data, p.relatedPost2Data, p.relatedPost3Data] }}
      shareUrl={`${siteOrigin()}${blogPostPath(p.blogId)}`}
      relatedHref={blogPostPath}
    />
  );
}
