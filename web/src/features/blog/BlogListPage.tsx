import { BLOG_MESSAGES, BLOG_PUBLIC_PAGE_SIZE, BLOG_SEARCH_DEBOUNCE_MS, type BlogPage, blogPostPath } from "@hpm/contracts";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { SmartLink } from "../../components/SmartLink";
import { ensure, type PageLoader } from "../../routing/load";
import { Pagination } from "../agents/Pagination";
import { useAuth } from "../auth/use-auth";
import { BlogCard } from "./BlogArticle";
import { blogListQueryOptions, blogTopicsQueryOptions, useBlogSettings } from "./queries";
import { useMeta } from "./use-meta";
import "./blog.css";

// placeholders while loading: named, so each has a key of its own
const placeholders = (kind: string, count: number) => Array.from({ length: count }, (_, i) => `${kind}-${i + 1}`);
const TOPIC_PLACEHOLDERS = placeholders("topic", 12);
const POST_PLACEHOLDERS = placeholders("post", BLOG_PUBLIC_PAGE_SIZE);

export const loader: PageLoader = (ctx) =>
  Promise.all([ensure(ctx, blogTopicsQueryOptions()), ensure(ctx, blogListQueryOptions())]);

function BlogHero({ title, subtitle, ready, isAdmin }: { title: string; subtitle: string; ready: boolean; isAdmin: boolean }) {
  return (
    <section className="blog-hero">
      <div className="container">
        {ready ? (
          <>
            <h1>{title}</h1>
            <p className="blog-hero-sub">{subtitle}</p>
          </>
        ) : (
          <>
            <div className="skeleton skeleton-title" aria-hidden="true" />
            <div className="skeleton skeleton-line" aria-hidden="true" />
          </>
        )}
        {isAdmin && (
          <p>
            <SmartLink href="/360/blog-settings" className="btn btn-light btn-small">
              Blog settings
            </SmartLink>
          </p>
        )}
      </div>
    </section>
  );
}

/** "All" and each topic; the chosen one pressed, none while a search is shown. */
function TopicChips({
  topic,
  searching,
  onChoose,
}: {
  topic: number | null;
  searching: boolean;
  onChoose: (id: number | null) => void;
}) {
  const topics = useQuery(blogTopicsQueryOptions());
  return (
    <fieldset className="blog-topics">
      <legend className="visually-hidden">Topics</legend>
      {topics.isPending ? (
        TOPIC_PLACEHOLDERS.map((name) => <span key={name} className="skeleton skeleton-chip" aria-hidden="true" />)
      ) : (
        <>
          <button type="button" aria-pressed={topic === null && !searching} onClick={() => onChoose(null)}>
            All
          </button>
          {(topics.data ?? []).map((t) => (
            <button
              key={t.mainTopicId}
              type="button"
              aria-pressed={topic === t.mainTopicId && !searching}
              onClick={() => onChoose(t.mainTopicId)}
            >
              {t.title}
            </button>
          ))}
        </>
      )}
    </fieldset>
  );
}

function PostGrid({ list }: { list: UseQueryResult<BlogPage> }) {
  return (
    <div aria-live="polite" aria-busy={list.isFetching}>
      {list.isPending ? (
        <ul className="blog-grid" aria-label="Loading posts">
          {POST_PLACEHOLDERS.map((name) => (
            <li key={name} className="skeleton skeleton-card" aria-hidden="true" />
          ))}
        </ul>
      ) : list.isError && !list.data ? (
        <p className="notice">The posts could not be loaded. Check your connection and try again.</p>
      ) : list.data?.list.length ? (
        <ul className="blog-grid">
          {list.data.list.map((post, i) => (
            <li key={post.blogId}>
              <BlogCard post={post} href={blogPostPath(post.blogId)} lead={i === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="blog-empty">{BLOG_MESSAGES.noResult}</p>
      )}
    </div>
  );
}

export default function BlogListPage() {
  const settings = useBlogSettings();
  const title = settings.data?.title.value ?? "";
  const subtitle = settings.data?.subtitle.value ?? "";
  useMeta(title ? { title, description: subtitle } : null);
  const { isAdmin } = useAuth();
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [topic, setTopic] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const searchId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(() => {
      setSearch(typed);
      setPage(1);
    }, BLOG_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);

  const list = useQuery(blogListQueryOptions(search.trim() ? null : topic, search, page));
  const pageCount = Math.ceil((list.data?.total ?? 0) / BLOG_PUBLIC_PAGE_SIZE);

  const chooseTopic = (id: number | null) => {
    setTopic(id);
    setTyped("");
    setSearch("");
    setPage(1);
  };
  const goTo = (p: number) => {
    setPage(p);
    headingRef.current?.scrollIntoView({ block: "start" });
  };

  return (
    <>
      <BlogHero title={title} subtitle={subtitle} ready={!!settings.data} isAdmin={isAdmin} />
      <section className="container page-section blog-list" aria-labelledby="blog-posts-heading">
        <h2 id="blog-posts-heading" ref={headingRef} className="visually-hidden">
          Posts
        </h2>
        <div className="blog-search">
          <label htmlFor={searchId}>Search posts</label>
          <input
            id={searchId}
            type="search"
            value={typed}
            placeholder="Search"
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                setSearch(typed);
                setPage(1);
              }
            }}
          />
        </div>
        <TopicChips topic={topic} searching={!!search} onChoose={chooseTopic} />
        <PostGrid list={list} />
        <Pagination page={page} count={pageCount} onPage={goTo} label="Blog pages" />
      </section>
    </>
  );
}
