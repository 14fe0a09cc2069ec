import { BLOG_MESSAGES, type BlogTag, type BlogTopic } from "@hpm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Modal } from "../../../components/Modal";
import { ApiError, api } from "../../../lib/api";
import { showToast } from "../../../lib/toast";
import { adminTagsQueryOptions, adminTopicsQueryOptions, blogKeys } from "../queries";

function useBlogWrite() {
  const queryClient = useQueryClient();
  const [error, setError] = useState("");
  const mutation = useMutation({
    mutationFn: ({ method, url, body }: { method: "post" | "delete"; url: string; body?: object }) =>
      method === "post" ? api.post(url, body) : api.delete(url),
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
        method: "post",
        url: "/api/blog/topic",
        body: { title, status: editing?.status ?? 1, ...(editing ? { id: editing.mainTopicId } : {}) },
      },
      { onSuccess: () => reset() },
    );
  };
  return (
    <section aria-labelledby={`${inputId}-h`}>
      <h3 id={`${inputId}-h`}>Manage Topic</h3>
      <form
        className="form-actions"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId}>{editing ? "Edit topic" : "New topic"}</label>
        <input id={inputId} value={title} onChange={(e) => setTitle(e.target.value)} aria-invalid={!!write.error} />
        <button type="submit" className="btn btn-small" disabled={write.isPending}>
          {write.isPending ? "Saving.." : editing ? "Save" : "Add"}
        </button>
        {editing && (
          <button type="button" className="btn btn-small btn-light" onClick={reset}>
            Reset
          </button>
        )}
      </form>
      {write.error && (
        <p className="field-error" role="alert">
          {write.error}
        </p>
      )}
      <ul className="plain-list">
        {(topics.data ?? []).map((t) => (
          <li key={t.mainTopicId} className="row-actions">
            <span>{t.title}</span>
            {t.softDelete ? (
              <strong>Deleted</strong>
            ) : (
              <>
                <StatusSwitch
                  label={t.title}
                  on={t.status === 1}
                  onToggle={() =>
                    write.mutate({
                      method: "post",
                      url: "/api/blog/topic",
                      body: { id: t.mainTopicId, title: t.title, status: t.status ? 0 : 1 },
                    })
                  }
                />
                <button type="button" className="btn btn-small btn-light" onClick={() => startEditing(t)}>
                  Edit<span className="visually-hidden"> {t.title}</span>
                </button>
                <button
                  type="button"
                  className="btn btn-small btn-danger"
                  onClick={() => {
                    if (window.confirm(BLOG_MESSAGES.deleteConfirm))
                      write.mutate({ method: "delete", url: `/api/blog/topic/${t.mainTopicId}` });
                  }}
                >
                  Delete<span className="visually-hidden"> {t.title}</span>
                </button>
              </>
            )}
          </li>
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
  const submit = () => {
    if (!tag.trim()) return write.setError(BLOG_MESSAGES.tagTitle);
    if (!topic) return write.setError(BLOG_MESSAGES.topic);
    const mainTopicId = Number(topic);
    write.mutate(
      {
        method: "post",
        url: "/api/blog/main_topic",
        body: {
          tag,
          mainTopicId,
          status: editing?.status ?? 1,
          ...(editing
            ? { id: editing.topicId, title: topics.data?.find((t) => t.mainTopicId === mainTopicId)?.title ?? "" }
            : {}),
        },
      },
      { onSuccess: reset },
    );
  };
  const usable = (topics.data ?? []).filter((t) => !t.softDelete);
  return (
    <section aria-labelledby={`${tagId}-h`}>
      <h3 id={`${tagId}-h`}>Manage Tags</h3>
      <form
        className="form-actions"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
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
        <button type="submit" className="btn btn-small" disabled={write.isPending}>
          {write.isPending ? "Saving.." : editing ? "Save" : "Add"}
        </button>
        {editing && (
          <button type="button" className="btn btn-small btn-light" onClick={reset}>
            Reset
          </button>
        )}
      </form>
      {write.error && (
        <p className="field-error" role="alert">
          {write.error}
        </p>
      )}
      <ul className="plain-list">
        {(tags.data ?? []).map((t) => (
          <li key={t.topicId} className="row-actions">
            <span>
              {t.title} - {t.tag}
            </span>
            {t.softDelete ? (
              <strong>Deleted</strong>
            ) : (
              <>
                <StatusSwitch
                  label={t.tag}
                  on={t.status === 1}
                  onToggle={() =>
                    write.mutate({
                      method: "post",
                      url: "/api/blog/main_topic",
                      body: { id: t.topicId, tag: t.tag, mainTopicId: t.mainTopicId, title: t.title, status: t.status ? 0 : 1 },
                    })
                  }
                />
                <button
                  type="button"
                  className="btn btn-small btn-light"
                  onClick={() => {
                    setEditing(t);
                    setTag(t.tag);
                    setTopic(String(t.mainTopicId));
                  }}
                >
                  Edit<span className="visually-hidden"> {t.tag}</span>
                </button>
                <button
                  type="button"
                  className="btn btn-small btn-danger"
                  onClick={() => {
                    if (window.confirm(BLOG_MESSAGES.deleteConfirm))
                      write.mutate({ method: "delete", url: `/api/blog/main_topic/${t.topicId}` });
                  }}
                >
                  Delete<span className="visually-hidden"> {t.tag}</span>
                </button>
              </>
            )}
          </li>
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
