import { AUTO_RELATED, BLOG_MESSAGES, type BlogInput, parseTagIds, validateBlog } from "@hpm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { ImageField } from "../../../content/ImageField";
import { ApiError, api } from "../../../lib/api";
import { showToast } from "../../../lib/toast";
import { usePageTitle } from "../../../lib/use-page-title";
import { adminPostQueryOptions, adminTagsQueryOptions, blogKeys, relatedChoicesQueryOptions } from "../queries";
import { BlogHistory } from "./BlogHistory";
import { InlineTagCreator } from "./InlineTagCreator";
import { type BlogDraft, previewStore } from "./preview-store";
import "../blog.css";

const BlogRichTextEditor = lazy(() => import("./BlogRichTextEditor"));

const EMPTY: BlogDraft = {
  id: null,
  title: "",
  subtitle: "",
  tag: "",
  imageLink: "",
  richText: "",
  relatedPost1: AUTO_RELATED,
  relatedPost2: AUTO_RELATED,
  relatedPost3: AUTO_RELATED,
  status: null,
};

type Errors = Partial<Record<"title" | "subtitle" | "tag" | "imageLink", string>>;

export default function BlogEditorPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const blogId = id ? Number(id) : null;
  const heading = blogId ? "Edit Blog" : "Create Blog";
  usePageTitle(heading);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const existing = useQuery({ ...adminPostQueryOptions(blogId ?? 0), enabled: !!blogId });
  const tags = useQuery(adminTagsQueryOptions());
  const choices = useQuery(relatedChoicesQueryOptions());
  const [initial] = useState(() => {
    const stored = previewStore.read();
    if (stored && stored.id === blogId) {
      previewStore.clear();
      return { draft: stored, restored: true };
    }
    return { draft: { ...EMPTY, id: blogId }, restored: false };
  });
  const [form, setForm] = useState<BlogDraft>(initial.draft);
  const [loaded, setLoaded] = useState(!blogId || initial.restored);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState("");
  // the version this editor opened (issue 18); after a 409 it is the other editor's, so saving again saves over it
  const [base, setBase] = useState<string | undefined>(undefined);
  const [conflict, setConflict] = useState<{ title: string; subtitle: string; richText: string } | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const ids = { title: useId(), subtitle: useId(), image: useId(), body: useId(), tags: useId(), newTag: useId() };

  useEffect(() => {
    if (!existing.data) return;
    if (base === undefined) setBase(existing.data.updatedAt);
    if (loaded) return;
    const p = existing.data;
    setForm({
      id: p.blogId,
      title: p.title,
      subtitle: p.subTitle,
      tag: p.tag,
      imageLink: p.imageLink,
      richText: p.richText,
      relatedPost1: p.relatedPost1,
      relatedPost2: p.relatedPost2,
      relatedPost3: p.relatedPost3,
      status: p.status,
    });
    setLoaded(true);
  }, [existing.data, loaded, base]);

  const isPublished = form.status === "Published";
  const set = <K extends keyof BlogDraft>(key: K, value: BlogDraft[K]) => setForm((f) => ({ ...f, [key]: value }));
  const selected = parseTagIds(form.tag);
  const toggleTag = (tagId: number) =>
    set("tag", (selected.includes(tagId) ? selected.filter((t) => t !== tagId) : [...selected, tagId]).join(","));
  const selectTag = (tagId: number) =>
    setForm((f) => {
      const tags = parseTagIds(f.tag);
      return tags.includes(tagId) ? f : { ...f, tag: [...tags, tagId].join(",") };
    });

  const save = useMutation({
    mutationFn: (status: BlogInput["status"]) =>
      api.post<{ id: number }>("/api/blog/create", {
        ...(form.id ? { id: form.id } : {}),
        title: form.title,
        subtitle: form.subtitle,
        tag: form.tag,
        imageLink: form.imageLink,
        richText: form.richText,
        relatedPost1: form.relatedPost1,
        relatedPost2: form.relatedPost2,
        relatedPost3: form.relatedPost3,
        status,
        ...(form.id && base ? { baseUpdatedAt: base } : {}),
      }),
    onSuccess: async (_r, status) => {
      showToast(status === "Published" ? "Blog published" : BLOG_MESSAGES.saved);
      await queryClient.invalidateQueries({ queryKey: blogKeys.admin });
      await queryClient.invalidateQueries({ queryKey: blogKeys.all });
      await navigate({ to: "/360/blog-settings" });
    },
    onError: (err) => showError(err),
  });

  function showError(err: unknown) {
    setServerError(err instanceof ApiError ? err.message : "Saving failed.");
    // a 409: everything typed stays; their version is shown, and saving again saves over it deliberately
    const current = err instanceof ApiError && err.status === 409 ? (err.body.current as Record<string, string>) : null;
    if (current?.updatedAt) {
      setBase(current.updatedAt);
      setConflict({ title: current.title ?? "", subtitle: current.subTitle ?? "", richText: current.richText ?? "" });
    }
  }

  // a restore saved an old version as the newest: the form shows it and its updatedAt is the new base
  const restored = async () => {
    await queryClient.invalidateQueries({ queryKey: blogKeys.all });
    await queryClient.invalidateQueries({ queryKey: blogKeys.admin });
    setServerError("");
    setConflict(null);
    setBase(undefined);
    setLoaded(false);
  };

  const submit = (status: BlogInput["status"]) => {
    const problems = validateBlog(form);
    setErrors(Object.fromEntries(problems.map((p) => [p.path, p.message])));
    setServerError("");
    if (problems.length) {
      const path = problems[0]?.path;
      const target =
        path === "imageLink"
          ? document.getElementById(ids.image)
          : path === "tag"
            ? (document.getElementById("tag") ?? document.getElementById(ids.newTag))
            : document.getElementById(ids[path as "title" | "subtitle"]);
      target?.focus();
      return;
    }
    save.mutate(status);
  };

  const preview = () => {
    previewStore.save(form);
    void navigate({ to: "/360/preview" });
  };

  if (blogId && !loaded && existing.isError)
    return (
      <section className="container page-section">
        <h1>{heading}</h1>
        <p className="notice">This blog could not be loaded.</p>
      </section>
    );

  const active = (tags.data ?? []).filter((t) => !t.softDelete && (t.status === 1 || selected.includes(t.topicId)));
  const relatedOptions = (choices.data?.list ?? []).filter((b) => b.blogId !== form.id);
  const fieldError = (key: keyof Errors) =>
    errors[key] ? (
      <p className="field-error" id={`${ids.title}-${key}-err`}>
        {errors[key]}
      </p>
    ) : null;

  return (
    <section className="container page-section" aria-busy={!loaded}>
      <h1>{heading}</h1>
      {!loaded ? (
        <p>Loading...</p>
      ) : (
        <form
          className="blog-editor-grid"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit(isPublished ? "Published" : "Active");
          }}
        >
          <div className="field">
            <label htmlFor={ids.title}>Title</label>
            <input
              id={ids.title}
              value={form.title}
              aria-invalid={!!errors.title}
              aria-describedby={errors.title ? `${ids.title}-title-err` : undefined}
              onChange={(e) => set("title", e.target.value)}
            />
            {fieldError("title")}
          </div>
          <div className="field">
            <label htmlFor={ids.subtitle}>Subtitle</label>
            <input
              id={ids.subtitle}
              value={form.subtitle}
              aria-invalid={!!errors.subtitle}
              aria-describedby={errors.subtitle ? `${ids.title}-subtitle-err` : undefined}
              onChange={(e) => set("subtitle", e.target.value)}
            />
            {fieldError("subtitle")}
          </div>
          <fieldset className="field" aria-describedby={errors.tag ? `${ids.title}-tag-err` : undefined}>
            <legend id={ids.tags}>Tags</legend>
            {tags.isPending ? (
              <p>Loading...</p>
            ) : active.length === 0 ? (
              <p className="hint">No tags yet: add one here.</p>
            ) : (
              <div className="blog-topics">
                {active.map((t) => (
                  <label key={t.topicId} className="check">
                    <input
                      type="checkbox"
                      id={t.topicId === active[0]?.topicId ? "tag" : undefined}
                      checked={selected.includes(t.topicId)}
                      onChange={() => toggleTag(t.topicId)}
                    />{" "}
                    {t.title} - {t.tag}
                  </label>
                ))}
              </div>
            )}
            {fieldError("tag")}
            {tags.isSuccess && (
              <InlineTagCreator newTagInputId={ids.newTag} startOpen={active.length === 0} onCreated={selectTag} />
            )}
          </fieldset>
          <div className="field">
            <ImageField
              id={ids.image}
              label="Banner image"
              value={form.imageLink}
              onChange={(path) => set("imageLink", path)}
              invalid={!!errors.imageLink}
              errorId={errors.imageLink ? `${ids.title}-imageLink-err` : undefined}
            />
            {fieldError("imageLink")}
          </div>
          <div className="blog-editor-related">
            {([1, 2, 3] as const).map((n) => {
              const key = `relatedPost${n}` as const;
              return (
                <div className="field" key={n}>
                  <label htmlFor={`${ids.title}-related-${n}`}>Related post {n}</label>
                  <select id={`${ids.title}-related-${n}`} value={form[key]} onChange={(e) => set(key, Number(e.target.value))}>
                    <option value={AUTO_RELATED}>Auto-generated</option>
                    {relatedOptions.map((b) => (
                      <option key={b.blogId} value={b.blogId}>
                        {b.title}
                      </option>
                    ))}
                  </select>
                </div>
              );
            })}
          </div>
          <div className="field">
            <span id={ids.body} className="label">
              Body
            </span>
            <Suspense fallback={<p>Loading the editor…</p>}>
              <BlogRichTextEditor value={form.richText} onChange={(html) => set("richText", html)} labelId={ids.body} />
            </Suspense>
          </div>
          {serverError && (
            <p className="field-error" role="alert">
              {serverError}
            </p>
          )}
          {conflict && (
            <div className="notice blog-conflict">
              <p>Their version (your text above is kept; Save or Publish again to save yours over it):</p>
              <dl>
                <dt>Title</dt>
                <dd>{conflict.title}</dd>
                <dt>Subtitle</dt>
                <dd>{conflict.subtitle}</dd>
                <dt>Body</dt>
                <dd>
                  {conflict.richText
                    .replace(/<[^>]*>/g, " ")
                    .replace(/\s+/g, " ")
                    .trim()}
                </dd>
              </dl>
            </div>
          )}
          <div className="form-actions">
            <button type="button" className="btn btn-light" onClick={preview}>
              Preview
            </button>
            {!isPublished && (
              <button type="button" className="btn" disabled={save.isPending} onClick={() => submit("Active")}>
                {save.isPending && save.variables === "Active" ? "Saving.." : "Save"}
              </button>
            )}
            <button type="button" className="btn btn-accent" disabled={save.isPending} onClick={() => submit("Published")}>
              {save.isPending && save.variables === "Published" ? "Saving.." : isPublished ? "Save & Publish" : "Publish"}
            </button>
            <button type="button" className="btn btn-light" onClick={() => void navigate({ to: "/360/blog-settings" })}>
              Cancel
            </button>
            {form.id && (
              <button
                type="button"
                className="btn btn-light"
                aria-expanded={showHistory}
                onClick={() => setShowHistory((v) => !v)}
              >
                History
              </button>
            )}
          </div>
        </form>
      )}
      {loaded && form.id && showHistory && (
        <BlogHistory
          id={form.id}
          current={form}
          tags={tags.data ?? []}
          titles={new Map((choices.data?.list ?? []).map((b) => [b.blogId, b.title]))}
          baseUpdatedAt={base}
          onRestored={restored}
          onConflict={showError}
        />
      )}
    </section>
  );
}
