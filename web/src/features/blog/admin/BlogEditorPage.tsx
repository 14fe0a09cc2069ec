import {
  AUTO_RELATED,
  BLOG_MESSAGES,
  type BlogInput,
  type BlogPost,
  type BlogSummary,
  type BlogTag,
  parseTagIds,
  validateBlog,
} from "@hpm/contracts";
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { ImageField } from "../../../content/ImageField";
import { ApiError, api } from "../../../lib/api";
import { showToast } from "../../../lib/toast";
import { usePageTitle } from "../../../lib/use-page-title";
import { adminPostQueryOptions, adminTagsQueryOptions, blogKeys, relatedChoicesQueryOptions } from "../queries";
import {
  type Conflict,
  ConflictNotice,
  type EditorErrors,
  type EditorIds,
  errorId,
  FieldError,
  RelatedPosts,
  TagPicker,
  TextField,
} from "./BlogEditorFields";
import { BlogHistory } from "./BlogHistory";
import { type BlogDraft, previewStore } from "./preview-store";
import "../blog.css";

const BlogRichTextEditor = lazy(() => import("./BlogRichTextEditor"));
// scheduling (issue 30) shares its parts with the content editors' publishing: loaded with the form, not listed in
// the startup chunk's map of what this page needs
const loadSchedule = () => import("./SchedulePostPublish");
const PublishAtButton = lazy(() => loadSchedule().then((m) => ({ default: m.PublishAtButton })));
const PostScheduleNotice = lazy(() => loadSchedule().then((m) => ({ default: m.PostScheduleNotice })));

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

const draftOf = (p: BlogPost): BlogDraft => ({
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

/**
 * What the editor edits: the draft a preview left (once), else the saved post when it arrives; and `base`, the version
 * this editor opened (issue 18), which after a 409 is the other editor's, so saving again saves over it.
 */
function useBlogDraft(blogId: number | null) {
  const existing = useQuery({ ...adminPostQueryOptions(blogId ?? 0), enabled: !!blogId });
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
  const [base, setBase] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (!existing.data) return;
    if (base === undefined) setBase(existing.data.updatedAt);
    if (loaded) return;
    setForm(draftOf(existing.data));
    setLoaded(true);
  }, [existing.data, loaded, base]);

  const set = <K extends keyof BlogDraft>(key: K, value: BlogDraft[K]) => setForm((f) => ({ ...f, [key]: value }));
  return { existing, form, setForm, set, loaded, setLoaded, base, setBase };
}

type Draft = ReturnType<typeof useBlogDraft>;

/** Save and Publish: back to the list when saved; a refusal shown, a 409 with their version beside the form. */
function useSavePost({ form, base, setBase }: Draft) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState("");
  const [conflict, setConflict] = useState<Conflict | null>(null);

  function showError(err: unknown) {
    setServerError(err instanceof ApiError ? err.message : "Saving failed.");
    // a 409: everything typed stays; their version is shown, and saving again saves over it deliberately
    const current = err instanceof ApiError && err.status === 409 ? (err.body.current as Record<string, string>) : null;
    if (current?.updatedAt) {
      setBase(current.updatedAt);
      setConflict({ title: current.title ?? "", subtitle: current.subTitle ?? "", richText: current.richText ?? "" });
    }
  }

  const save = useMutation({
    mutationFn: (status: BlogInput["status"]) =>
      api.call("saveBlogPost", {
        body: {
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
        },
      }),
    onSuccess: async (_r, status) => {
      showToast(status === "Published" ? "Blog published" : BLOG_MESSAGES.saved);
      await queryClient.invalidateQueries({ queryKey: blogKeys.admin });
      await queryClient.invalidateQueries({ queryKey: blogKeys.all });
      await navigate({ to: "/360/blog-settings" });
    },
    onError: (err) => showError(err),
  });

  const clearError = () => setServerError("");
  const clear = () => {
    setServerError("");
    setConflict(null);
  };
  return { save, serverError, conflict, showError, clearError, clear };
}

type SavePost = ReturnType<typeof useSavePost>;

/** The element a failed check sends focus to: the field, or for tags the first box (the new tag's input if none). */
function focusProblem(path: string | undefined, ids: EditorIds) {
  const target =
    path === "imageLink"
      ? document.getElementById(ids.image)
      : path === "tag"
        ? (document.getElementById("tag") ?? document.getElementById(ids.newTag))
        : document.getElementById(ids[path as "title" | "subtitle"]);
  target?.focus();
}

function EditorActions({
  draft,
  saving,
  submit,
  showHistory,
  toggleHistory,
}: {
  draft: Draft;
  saving: SavePost["save"];
  submit: (status: BlogInput["status"]) => void;
  showHistory: boolean;
  toggleHistory: () => void;
}) {
  const navigate = useNavigate();
  const isPublished = draft.form.status === "Published";
  // a post saved and not live yet may be published at a set time (issue 30)
  const savedUnpublished = !isPublished && draft.form.status ? draft.form.id : null;
  const preview = () => {
    previewStore.save(draft.form);
    void navigate({ to: "/360/preview" });
  };
  return (
    <div className="form-actions">
      <button type="button" className="btn btn-light" onClick={preview}>
        Preview
      </button>
      {!isPublished && (
        <button type="button" className="btn" disabled={saving.isPending} onClick={() => submit("Active")}>
          {saving.isPending && saving.variables === "Active" ? "Saving.." : "Save"}
        </button>
      )}
      <button type="button" className="btn btn-accent" disabled={saving.isPending} onClick={() => submit("Published")}>
        {saving.isPending && saving.variables === "Published" ? "Saving.." : isPublished ? "Save & Publish" : "Publish"}
      </button>
      {savedUnpublished && (
        <Suspense fallback={null}>
          <PublishAtButton postId={savedUnpublished} title={draft.form.title} />
        </Suspense>
      )}
      <button type="button" className="btn btn-light" onClick={() => void navigate({ to: "/360/blog-settings" })}>
        Cancel
      </button>
      {draft.form.id && (
        <button type="button" className="btn btn-light" aria-expanded={showHistory} onClick={toggleHistory}>
          History
        </button>
      )}
    </div>
  );
}

interface EditorFormProps {
  draft: Draft;
  saving: SavePost;
  ids: EditorIds;
  tags: UseQueryResult<BlogTag[]>;
  choices: BlogSummary[];
  errors: EditorErrors;
  setErrors: (errors: EditorErrors) => void;
  showHistory: boolean;
  toggleHistory: () => void;
}

function BlogEditorForm({ draft, saving, ids, tags, choices, errors, setErrors, showHistory, toggleHistory }: EditorFormProps) {
  const { form, set, setForm } = draft;
  const selected = parseTagIds(form.tag);
  const toggleTag = (tagId: number) =>
    set("tag", (selected.includes(tagId) ? selected.filter((t) => t !== tagId) : [...selected, tagId]).join(","));
  const selectTag = (tagId: number) =>
    setForm((f) => {
      const tags = parseTagIds(f.tag);
      return tags.includes(tagId) ? f : { ...f, tag: [...tags, tagId].join(",") };
    });

  const submit = (status: BlogInput["status"]) => {
    const problems = validateBlog(form);
    setErrors(Object.fromEntries(problems.map((p) => [p.path, p.message])));
    saving.clearError();
    if (problems.length) return focusProblem(problems[0]?.path, ids);
    saving.save.mutate(status);
  };

  return (
    <form
      className="blog-editor-grid"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit(form.status === "Published" ? "Published" : "Active");
      }}
    >
      <TextField ids={ids} errors={errors} name="title" label="Title" value={form.title} onChange={(v) => set("title", v)} />
      <TextField
        ids={ids}
        errors={errors}
        name="subtitle"
        label="Subtitle"
        value={form.subtitle}
        onChange={(v) => set("subtitle", v)}
      />
      <TagPicker ids={ids} errors={errors} tags={tags} selected={selected} onToggle={toggleTag} onCreated={selectTag} />
      <div className="field">
        <ImageField
          id={ids.image}
          label="Banner image"
          value={form.imageLink}
          onChange={(path) => set("imageLink", path)}
          invalid={!!errors.imageLink}
          errorId={errors.imageLink ? errorId(ids, "imageLink") : undefined}
        />
        <FieldError ids={ids} errors={errors} name="imageLink" />
      </div>
      <RelatedPosts ids={ids} form={form} choices={choices} onChange={set} />
      <div className="field">
        <span id={ids.body} className="label">
          Body
        </span>
        <Suspense fallback={<p>Loading the editor…</p>}>
          <BlogRichTextEditor value={form.richText} onChange={(html) => set("richText", html)} labelId={ids.body} />
        </Suspense>
      </div>
      {saving.serverError && (
        <p className="field-error" role="alert">
          {saving.serverError}
        </p>
      )}
      {saving.conflict && <ConflictNotice conflict={saving.conflict} />}
      {form.id && (
        <Suspense fallback={null}>
          <PostScheduleNotice postId={form.id} />
        </Suspense>
      )}
      <EditorActions draft={draft} saving={saving.save} submit={submit} showHistory={showHistory} toggleHistory={toggleHistory} />
    </form>
  );
}

export default function BlogEditorPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const blogId = id ? Number(id) : null;
  const heading = blogId ? "Edit Blog" : "Create Blog";
  usePageTitle(heading);
  const queryClient = useQueryClient();
  const draft = useBlogDraft(blogId);
  const saving = useSavePost(draft);
  const tags = useQuery(adminTagsQueryOptions());
  const choices = useQuery(relatedChoicesQueryOptions());
  const [errors, setErrors] = useState<EditorErrors>({});
  const [showHistory, setShowHistory] = useState(false);
  const ids: EditorIds = { title: useId(), subtitle: useId(), image: useId(), body: useId(), tags: useId(), newTag: useId() };
  const { form, loaded } = draft;

  // a restore saved an old version as the newest: the form shows it and its updatedAt is the new base
  const restored = async () => {
    await queryClient.invalidateQueries({ queryKey: blogKeys.all });
    await queryClient.invalidateQueries({ queryKey: blogKeys.admin });
    saving.clear();
    draft.setBase(undefined);
    draft.setLoaded(false);
  };

  if (blogId && !loaded && draft.existing.isError)
    return (
      <section className="container page-section">
        <h1>{heading}</h1>
        <p className="notice">This blog could not be loaded.</p>
      </section>
    );

  return (
    <section className="container page-section" aria-busy={!loaded}>
      <h1>{heading}</h1>
      {!loaded ? (
        <p>Loading...</p>
      ) : (
        <BlogEditorForm
          draft={draft}
          saving={saving}
          ids={ids}
          tags={tags}
          choices={choices.data?.list ?? []}
          errors={errors}
          setErrors={setErrors}
          showHistory={showHistory}
          toggleHistory={() => setShowHistory((v) => !v)}
        />
      )}
      {loaded && form.id && showHistory && (
        <BlogHistory
          id={form.id}
          current={form}
          tags={tags.data ?? []}
          titles={new Map((choices.data?.list ?? []).map((b) => [b.blogId, b.title]))}
          baseUpdatedAt={draft.base}
          onRestored={restored}
          onConflict={saving.showError}
        />
      )}
    </section>
  );
}
