import { type BlogPost, type BlogRelated, formatBlogDate, safeHref } from "@hpm/contracts";
import { SmartLink } from "../../components/SmartLink";
import { RichText } from "../../content/RichText";
import { DEFAULT_BANNER_IMAGE } from "../../content/TopBanner";
import { wideImage } from "../../lib/images";
import { Static } from "../../lib/Static";

export type ArticleData = Pick<BlogPost, "title" | "subTitle" | "imageLink" | "richText" | "publishedDate" | "tagList"> &
  Partial<Pick<BlogPost, "readingMinutes">> & { related: (BlogRelated | null)[] };

export function distinctRelated(items: (BlogRelated | null | undefined)[], self?: number): BlogRelated[] {
  const seen = new Set<number>(self ? [self] : []);
  const out: BlogRelated[] = [];
  for (const r of items) {
    if (!r || seen.has(r.blogId)) continue;
    seen.add(r.blogId);
    out.push(r);
  }
  return out.slice(0, 3);
}

function ShareLinks({ title, url }: { title: string; url: string }) {
  const u = encodeURIComponent(url);
  const links = [
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, icon: "f" },
    { name: "X", href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`, icon: "𝕏" },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, icon: "in" },
  ];
  return (
    <ul className="blog-share" aria-label="Share this post">
      {links.map((l) => (
        <li key={l.name}>
          <a href={l.href} target="_blank" rel="noopener noreferrer">
            <span aria-hidden="true">{l.icon}</span>
            <span className="visually-hidden">Share on {l.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function BlogArticle({
  data,
  shareUrl,
  relatedHref,
}: {
  data: ArticleData;
  shareUrl: string;
  relatedHref: (id: number) => string;
}) {
  const related = distinctRelated(data.related);
  return (
    <article className="blog-article">
      <Static>
        <img
          className="blog-banner"
          {...wideImage(safeHref(data.imageLink, DEFAULT_BANNER_IMAGE))}
          alt=""
          width={1600}
          height={600}
          fetchPriority="high"
        />
        <div className="container blog-article-body">
          <h1>{data.title}</h1>
          <p className="blog-meta">
            {data.publishedDate && <time dateTime={data.publishedDate}>{formatBlogDate(data.publishedDate)}</time>}
            {data.readingMinutes ? <span> · {data.readingMinutes} min read</span> : null}
          </p>
          {data.tagList.length > 0 && (
            <ul className="blog-tags" aria-label="Tags">
              {data.tagList.map((t) => (
                <li key={t.topicId}>{t.tag}</li>
              ))}
            </ul>
          )}
          <p className="blog-subtitle">{data.subTitle}</p>
          <ShareLinks title={data.title} url={shareUrl} />
          <RichText html={data.richText} profile="blog" className="rich-text blog-body" />
          {related.length > 0 && (
            <section aria-labelledby="blog-related" className="blog-related">
              <h2 id="blog-related">Related posts</h2>
              <ul className="blog-grid">
                {related.map((r) => (
                  <li key={r.blogId}>
                    <BlogCard
                      post={{
                        blogId: r.blogId,
                        title: r.title,
                        subTitle: r.subTitle,
                        imageLink: r.imageLink,
                        publishedDate: r.publishedDate,
                      }}
                      href={relatedHref(r.blogId)}
                      headingLevel={3}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </Static>
    </article>
  );
}

/** A card is the screen's width on a phone, and never wider than about 540 px in the grid's columns (blog.css). */
const CARD_SIZES = "(max-width: 600px) 100vw, 540px";

export function BlogCard({
  post,
  href,
  headingLevel = 2,
  lead = false,
}: {
  post: { blogId: number; title: string; subTitle: string; imageLink: string; publishedDate: string | null };
  href: string;
  headingLevel?: 2 | 3;
  /** The list's first card: its picture is in view as the page opens (the largest thing a phone paints there), so it is
   * fetched at once and first, not when layout finds it. */
  lead?: boolean;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="blog-card">
      <img
        {...wideImage(safeHref(post.imageLink, DEFAULT_BANNER_IMAGE), CARD_SIZES)}
        alt=""
        width={400}
        height={225}
        {...(lead ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
      />
      <div className="blog-card-body">
        {post.publishedDate && <time dateTime={post.publishedDate}>{formatBlogDate(post.publishedDate)}</time>}
        <H>
          <SmartLink href={href} className="blog-card-link">
            {post.title}
          </SmartLink>
        </H>
        <p>{post.subTitle}</p>
      </div>
    </div>
  );
}
