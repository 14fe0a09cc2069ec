import { BLOG_MESSAGES, type BlogTag, type BlogTopic } from "@hpm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Modal } from "../../../components/Modal";
import { ApiError } from "../../../lib/api";
import { showToast } from "../../../lib/toast";
import { adminTagsQueryOptions, adminTopicsQueryOptions, blogKeys, writeBlogLabel } from "../queries";

function useBlogWrite() {
  const queryClient = useQueryClient();
  const [error, setError] = useState("");
  const mutation = useMutation({
    mutationFn: writeBlogLabel,
    onSuccess: async () => {
      setError("");
      showToast(BLOG_MESSAGES.topicSaved);
      await queryClient.invalidateQueries({ queryKey: blogKeys.admin });
      await queryClient.invalidateQueries({ queryKey: blogKeys.all });
    },
    onError: (err) => setError(err instanceof ApiError ? err.message : "Saving failed."),
  });
  return { ...mutation, error, setError };
}

type BlogWrite = ReturnType<typeof useBlogWrite>;

function StatusSwitch({
  label,
  on,
  disabled,
  onToggle,
}: {
  label: string;
  on: boolean;
  disabled?: boolean;
  onToggle: () => void;
}) {
  return (
    <input
      type="checkbox"
      role="switch"
      className="switch"
      checked={on}
      aria-checked={on}
      disabled={disabled}
      aria-label={`${label} active`}
      onChange={onToggle}
    />
  );
}

/** A topic's or a tag's form: its fields, Add (Save while editing) and Reset, and what the last write refused. */
function LabelForm({
  write,
  editing,
  onSubmit,
  onReset,
  children,
}: {
  write: BlogWrite;
  editing: boolean;
  onSubmit: () => void;
  onReset: () => void;
  children: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <>
      <form className="form-actions" noValidate onSubmit={submit}>
        {children}
        <button type="submit" className="btn btn-small" disabled={write.isPending}>
          {write.isPending ? "Saving.." : editing ? "Save" : "Add"}
        </button>
        {editing && (
          <button type="button" className="btn btn-small btn-light" onClick={onReset}>
            Reset
          </button>
        )}
      </form>
      {write.error && (
        <p className="field-error" role="alert">
          {write.error}
        </p>
      )}
    </>
  );
}

/** A topic's or a tag's row: its name, and its switch, Edit and Delete until it is deleted. */
function LabelRow({
  name,
  label,
  item,
  onToggle,
  onEdit,
  onDelete,
}: {
  /** what the row shows */
  name: string;
  /** what its buttons are called by (after "Edit", "Delete") */
  label: string;
  item: { status: number; softDelete: boolean };
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="row-actions">
      <span>{name}</span>
      {item.softDelete ? (
        <strong>Deleted</strong>
      ) : (
        <>
          <StatusSwitch label={label} on={item.status === 1} onToggle={onToggle} />
          <button type="button" className="btn btn-small btn-light" onClick={onEdit}>
            Edit<span className="visually-hidden"> {label}</span>
          </button>
          <button
            type="button"
            className="btn btn-small btn-danger"
            onClick={() => {
              if (window.confirm(BLOG_MESSAGES.deleteConfirm)) onDelete();
            }}
          >
            Delete<span className="visually-hidden"> {label}</span>
          </button>
        </>
      )}
    </li>
  );
}

function Topics() {
  const topics = useQuery(adminTopicsQueryOptions());
  const write = useBlogWrite();
  const [editing, setEditing] = useState<BlogTopic | null>(null);
  const [title, setTitle] = useState("");
  const reset = () => {
    setEditing(null);
    setTitle("");
  };
  const startEditing = (topic: BlogTopic) => {
    setEditing(topic);
    setTitle(topic.title);
  };
  const inputId = useId();
  const submit = () => {
    if (!title.trim()) return write.setError(BLOG_MESSAGES.topic);
    write.mutate(
      {
        name: "saveBlogTopic",
        body: { title, status: editing?.status ?? 1, ...(editing ? { id: editing.mainTopicId } : {}) },
      },
      { onSuccess: () => reset() },
    );
  };
  return (
    <section aria-labelledby={`${inputId}-h`}>
      <h3 id={`${inputId}-h`}>Manage Topic</h3>
      <LabelForm write={write} editing={!!editing} onSubmit={submit} onReset={reset}>
        <label htmlFor={inputId}>{editing ? "Edit topic" : "New topic"}</label>
        <input id={inputId} value={title} onChange={(e) => setTitle(e.target.value)} aria-invalid={!!write.error} />
      </LabelForm>
      <ul className="plain-list">
        {(topics.data ?? []).map((t) => (
          <LabelRow
            key={t.mainTopicId}
            name={t.title}
            label={t.title}
            item={t}
            onToggle={() =>
              write.mutate({ name: "saveBlogTopic", body: { id: t.mainTopicId, title: t.title, status: t.status ? 0 : 1 } })
            }
            onEdit={() => startEditing(t)}
            onDelete={() => write.mutate({ name: "deleteBlogTopic", id: t.mainTopicId })}
          />
        ))}
      </ul>
    </section>
  );
}

function Tags() {
  const topics = useQuery(adminTopicsQueryOptions());
  const tags = useQuery(adminTagsQueryOptions());
  const write = useBlogWrite();
  const [editing, setEditing] = useState<BlogTag | null>(null);
  const [tag, setTag] = useState("");
  const [topic, setTopic] = useState("");
  const tagId = useId();
  const topicId = useId();
  const reset = () => {
    setEditing(null);
    setTag("");
    setTopic("");
  };
  const startEditing = (t: BlogTag) => {
    setEditing(t);
    setTag(t.tag);
    setTopic(String(t.mainTopicId));
  };
  const submit = () => {
    if (!tag.trim()) return write.setError(BLOG_MESSAGES.tagTitle);
    if (!topic) return write.setError(BLOG_MESSAGES.topic);
    const mainTopicId = Number(topic);
    const title = topics.data?.find((t) => t.mainTopicId === mainTopicId)?.title ?? "";
    const body = { tag, mainTopicId, status: editing?.status ?? 1, ...(editing ? { id: editing.topicId, title } : {}) };
    write.mutate({ name: "saveBlogTag", body }, { onSuccess: reset });
  };
  const usable = (topics.data ?? []).filter((t) => !t.softDelete);
  return (
    <section aria-labelledby={`${tagId}-h`}>
      <h3 id={`${tagId}-h`}>Manage Tags</h3>
      <LabelForm write={write} editing={!!editing} onSubmit={submit} onReset={reset}>
        <label htmlFor={topicId}>Topic</label>
        <select id={topicId} value={topic} onChange={(e) => setTopic(e.target.value)}>
          <option value="">Select a topic</option>
          {usable.map((t) => (
            <option key={t.mainTopicId} value={t.mainTopicId}>
              {t.title}
            </option>
          ))}
        </select>
        <label htmlFor={tagId}>{editing ? "Edit tag" : "New tag"}</label>
        <input id={tagId} value={tag} onChange={(e) => setTag(e.target.value)} />
      </LabelForm>
      <ul className="plain-list">
        {(tags.data ?? []).map((t) => (
          <LabelRow
            key={t.topicId}
            name={`${t.title} - ${t.tag}`}
            label={t.tag}
            item={t}
            onToggle={() =>
              write.mutate({
                name: "saveBlogTag",
                body: { id: t.topicId, tag: t.tag, mainTopicId: t.mainTopicId, title: t.title, status: t.status ? 0 : 1 },
              })
            }
            onEdit={() => startEditing(t)}
            onDelete={() => write.mutate({ name: "deleteBlogTag", id: t.topicId })}
          />
        ))}
      </ul>
    </section>
  );
}

export function TopicTagsModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Manage Topic & Tags" onClose={onClose}>
      {(close) => (
        <>
          <div className="modal-body">
            <Topics />
            <Tags />
          </div>
          <div className="modal-foot">
            <button type="button" className="btn btn-light" onClick={close}>
              Close
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
