import { BLOG_ADMIN_PAGE_SIZE, BLOG_SETTING_PAGE, type BlogStatus, type BlogSummary, formatBlogDate } from "@hpm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { SmartLink } from "../../../components/SmartLink";
import { ApiError, api } from "../../../lib/api";
import { showToast } from "../../../lib/toast";
import { usePageTitle } from "../../../lib/use-page-title";
import { Pagination } from "../../agents/Pagination";
import { adminBlogListQueryOptions, blogKeys, useBlogSettings } from "../queries";
import { TopicTagsModal } from "./TopicTagsModal";
import "../blog.css";

function SettingsForm() {
  const settings = useBlogSettings();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState("");
  const [subtitle, setSubtitle] = useState("");
  const [error, setError] = useState("");
  const titleId = useId();
  const subId = useId();
  const reset = () => {
    setTitle(settings.data?.title.value ?? "");
    setSubtitle(settings.data?.subtitle.value ?? "");
    setError("");
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form once the stored values arrive
  useEffect(reset, [settings.data]);
  const save = useMutation({
    mutationFn: () => api.call("saveBlogSettings", { body: { pageName: BLOG_SETTING_PAGE, title, subtitle } }),
    onSuccess: async () => {
      showToast("Content Saved");
      await queryClient.invalidateQueries({ queryKey: blogKeys.settings() });
    },
    onError: (err) => setError(err instanceof ApiError ? err.message : "Saving failed."),
  });
  return (
    <form
      className="card"
      onSubmit={(e) => {
        e.preventDefault();
        if (!title.trim()) {
          setError("Please enter title!");
          return;
        }
        save.mutate();
      }}
      noValidate
    >
      <h2>Page title</h2>
      <div className="field">
        <label htmlFor={titleId}>Title</label>
        <input id={titleId} value={title} onChange={(e) => setTitle(e.target.value)} aria-invalid={!!error} />
      </div>
      <div className="field">
        <label htmlFor={subId}>Sub title</label>
        <input id={subId} value={subtitle} onChange={(e) => setSubtitle(e.target.value)} />
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn" disabled={save.isPending}>
          {save.isPending ? "Saving.." : "Save"}
        </button>
        <button type="button" className="btn btn-light" onClick={reset}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function StatusCell({ post, onChange }: { post: BlogSummary; onChange: (status: BlogStatus) => void }) {
  const on = post.status !== "Inactive";
  return (
    <label>
      <input
        type="checkbox"
        role="switch"
        className="switch"
        checked={on}
        aria-checked={on}
        onChange={() => onChange(on ? "Inactive" : "Active")}
        aria-label={`${post.title}: ${on ? "active" : "inactive"}`}
      />{" "}
      {post.status}
    </label>
  );
}

/** The editors' list: a search typed (applied a second after the last key), the page shown, and its footer's
 * "Loading..." for a second after each change, as the spec's list does. */
function useBlogList() {
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [showLoading, setShowLoading] = useState(true);
  const list = useQuery(adminBlogListQueryOptions(search, page));

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed);
      setPage(1);
    }, 1000);
    return () => clearTimeout(timer);
  }, [typed]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart on every list change
  useEffect(() => {
    setShowLoading(true);
    const timer = setTimeout(() => setShowLoading(false), 1000);
    return () => clearTimeout(timer);
  }, [search, page, list.dataUpdatedAt]);

  return { list, typed, setTyped, page, setPage, showLoading };
}

function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: BlogStatus }) =>
      api.call("changeBlogPostStatus", { params: { id: String(id) }, body: { status } }),
    onSuccess: async () => {
      showToast("Content Saved");
      await queryClient.invalidateQueries({ queryKey: blogKeys.admin });
      await queryClient.invalidateQueries({ queryKey: blogKeys.all });
    },
    onError: (err) => showToast(err instanceof Error ? err.message : "Saving failed."),
  });
}

type SetStatus = (post: BlogSummary, status: BlogStatus) => void;

function BlogRow({ post, number, setStatus }: { post: BlogSummary; number: number; setStatus: SetStatus }) {
  const publish = () => {
    if (window.confirm(`Publish "${post.title}"?`)) setStatus(post, "Published");
  };
  return (
    <tr>
      <td>{number}</td>
      <td>
        <SmartLink href={`/360/blog-editor/${post.blogId}`}>{post.title}</SmartLink>
      </td>
      <td>{post.tagList.map((t) => `${t.title} - ${t.tag}`).join(", ")}</td>
      <td>
        <StatusCell post={post} onChange={(status) => setStatus(post, status)} />
      </td>
      <td>{formatBlogDate(post.createdDate)}</td>
      <td>{formatBlogDate(post.publishedDate)}</td>
      <td className="row-actions">
        <SmartLink href={`/360/blog-editor/${post.blogId}`} className="btn btn-small btn-light" aria-label={`Edit ${post.title}`}>
          Edit
        </SmartLink>
        {post.status !== "Published" && (
          <button type="button" className="btn btn-small" onClick={publish} aria-label={`Publish ${post.title}`}>
            Publish
          </button>
        )}
      </td>
    </tr>
  );
}

function BlogTable({ posts, first, setStatus }: { posts: BlogSummary[]; first: number; setStatus: SetStatus }) {
  return (
    <div className="table-wrap">
      <table className="blog-admin-table">
        <thead>
          <tr>
            <th scope="col">No.</th>
            <th scope="col">Title</th>
            <th scope="col">Tags</th>
            <th scope="col">Status</th>
            <th scope="col">Created Date</th>
            <th scope="col">Published Date</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {posts.map((post, i) => (
            <BlogRow key={post.blogId} post={post} number={first + i} setStatus={setStatus} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function BlogSettingsPage() {
  usePageTitle("Blog settings");
  const [managing, setManaging] = useState(false);
  const searchId = useId();
  const { list, typed, setTyped, page, setPage, showLoading } = useBlogList();
  const change = useChangeStatus();

  const total = list.data?.total ?? 0;
  const start = total ? (page - 1) * BLOG_ADMIN_PAGE_SIZE + 1 : 0;
  const end = Math.min(total, page * BLOG_ADMIN_PAGE_SIZE);

  return (
    <section className="container page-section">
      <h1>Blog settings</h1>
      <SettingsForm />
      <h2>Blogs</h2>
      <div className="form-actions">
        <button type="button" className="btn btn-light" onClick={() => setManaging(true)}>
          Manage Topic &amp; Tags
        </button>
        <SmartLink href="/360/blog-editor" className="btn">
          Add new blog
        </SmartLink>
      </div>
      <div className="blog-search">
        <label htmlFor={searchId}>Search blogs</label>
        <input id={searchId} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
      </div>
      <BlogTable
        posts={list.data?.list ?? []}
        first={start}
        setStatus={(post, status) => change.mutate({ id: post.blogId, status })}
      />
      {list.isError && <p className="notice">The blogs could not be loaded.</p>}
      <p aria-live="polite">{showLoading || list.isPending ? "Loading..." : `${start}-${end} of ${total} blogs`}</p>
      <Pagination page={page} count={Math.ceil(total / BLOG_ADMIN_PAGE_SIZE)} onPage={setPage} label="Blog list pages" />
      {managing && <TopicTagsModal onClose={() => setManaging(false)} />}
    </section>
  );
}
