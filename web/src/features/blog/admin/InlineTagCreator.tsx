import { BLOG_MESSAGES } from "@hpm/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type KeyboardEvent, useId, useState } from "react";
import { ApiError, api } from "../../../lib/api";
import { adminTagsQueryOptions, adminTopicsQueryOptions, blogKeys } from "../queries";

const NEW_TOPIC = "new";
// the columns' sizes (blog_topic.title, blog_tag.tag); importing contracts' COLUMN_LENGTH here would move that whole
// table into every public page's startup chunk
const MAX_TITLE = 120;
type Errors = Partial<Record<"topic" | "newTopic" | "tag" | "server", string>>;
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * "Add a tag" in the blog editor: a new tag under an existing topic or under a topic made on the spot, saved through
 * the same admin endpoints as Manage Topic & Tags and selected on the post. A topic or tag that already exists (same
 * words, any case) is reused, not made twice.
 */
export function InlineTagCreator({
  newTagInputId,
  startOpen,
  onCreated,
}: {
  /** The "New tag" input's id, so the editor can send focus here when the post has no tag. */
  newTagInputId: string;
  startOpen: boolean;
  onCreated: (tagId: number) => void;
}) {
  const queryClient = useQueryClient();
  const topics = useQuery(adminTopicsQueryOptions());
  const tags = useQuery(adminTagsQueryOptions());
  const [open, setOpen] = useState(startOpen);
  const [topic, setTopic] = useState("");
  const [newTopic, setNewTopic] = useState("");
  const [tag, setTag] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState("");
  const [busy, setBusy] = useState(false);
  const id = useId();
  const ids = { region: `${id}-region`, topic: `${id}-topic`, newTopic: `${id}-new-topic`, tag: newTagInputId };
  const usable = (topics.data ?? []).filter((t) => !t.softDelete);
  // with no topic yet (a fresh blog), the tag's topic is a new one
  const choice = topic || (topics.isSuccess && usable.length === 0 ? NEW_TOPIC : "");

  const add = async () => {
    const problems: Errors = {};
    if (!choice) problems.topic = BLOG_MESSAGES.topic;
    else if (choice === NEW_TOPIC && !newTopic.trim()) problems.newTopic = BLOG_MESSAGES.topic;
    if (!tag.trim()) problems.tag = BLOG_MESSAGES.tagTitle;
    setErrors(problems);
    setDone("");
    const first = (["topic", "newTopic", "tag"] as const).find((k) => problems[k]);
    if (first) {
      document.getElementById(ids[first])?.focus();
      return;
    }
    setBusy(true);
    try {
      let mainTopicId = Number(choice);
      let topicTitle = usable.find((t) => t.mainTopicId === mainTopicId)?.title ?? "";
      if (choice === NEW_TOPIC) {
        const existing = usable.find((t) => same(t.title, newTopic));
        mainTopicId = existing
          ? existing.mainTopicId
          : (await api.post<{ id: number }>("/api/blog/topic", { title: newTopic.trim(), status: 1 })).id;
        topicTitle = existing?.title ?? newTopic.trim();
        // a tag that fails next is retried under this topic, not a second new one
        setTopic(String(mainTopicId));
        setNewTopic("");
      }
      const existingTag = (tags.data ?? []).find((t) => !t.softDelete && t.mainTopicId === mainTopicId && same(t.tag, tag));
      const tagId = existingTag
        ? existingTag.topicId
        : (await api.post<{ id: number }>("/api/blog/main_topic", { tag: tag.trim(), mainTopicId, status: 1 })).id;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: blogKeys.admin }),
        queryClient.invalidateQueries({ queryKey: blogKeys.all }),
      ]);
      onCreated(tagId);
      setTag("");
      setDone(`${topicTitle} - ${existingTag?.tag ?? tag.trim()} is selected.`);
    } catch (err) {
      setErrors({ server: err instanceof ApiError ? err.message : "Saving failed." });
    } finally {
      setBusy(false);
    }
  };

  // Enter adds the tag; it must not submit the post's form around it
  const onEnter = (e: KeyboardEvent) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    void add();
  };
  const error = (key: keyof Errors) =>
    errors[key] ? (
      <p className="field-error" id={`${ids.region}-${key}-err`}>
        {errors[key]}
      </p>
    ) : null;
  const invalid = (key: keyof Errors) => ({
    "aria-invalid": !!errors[key],
    "aria-describedby": errors[key] ? `${ids.region}-${key}-err` : undefined,
  });

  return (
    <div className="blog-new-tag">
      <button
        type="button"
        className="btn btn-small btn-light"
        aria-expanded={open}
        aria-controls={ids.region}
        onClick={() => setOpen((o) => !o)}
      >
        Add a tag
      </button>
      {open && (
        <div id={ids.region} className="blog-new-tag-fields">
          <div className="field">
            <label htmlFor={ids.topic}>Topic</label>
            <select id={ids.topic} value={choice} onChange={(e) => setTopic(e.target.value)} {...invalid("topic")}>
              <option value="">Select a topic</option>
              {usable.map((t) => (
                <option key={t.mainTopicId} value={t.mainTopicId}>
                  {t.title}
                </option>
              ))}
              <option value={NEW_TOPIC}>New topic…</option>
            </select>
            {error("topic")}
          </div>
          {choice === NEW_TOPIC && (
            <div className="field">
              <label htmlFor={ids.newTopic}>New topic</label>
              <input
                id={ids.newTopic}
                type="text"
                value={newTopic}
                maxLength={MAX_TITLE}
                onChange={(e) => setNewTopic(e.target.value)}
                onKeyDown={onEnter}
                {...invalid("newTopic")}
              />
              {error("newTopic")}
            </div>
          )}
          <div className="field">
            <label htmlFor={ids.tag}>New tag</label>
            <input
              id={ids.tag}
              type="text"
              value={tag}
              maxLength={MAX_TITLE}
              onChange={(e) => setTag(e.target.value)}
              onKeyDown={onEnter}
              {...invalid("tag")}
            />
            {error("tag")}
          </div>
          <div className="blog-new-tag-action">
            <button type="button" className="btn btn-small" disabled={busy} onClick={() => void add()}>
              {busy ? "Saving.." : "Add tag"}
            </button>
          </div>
          {errors.server && (
            <p className="field-error" role="alert">
              {errors.server}
            </p>
          )}
        </div>
      )}
      <p className="hint" role="status">
        {done}
      </p>
    </div>
  );
}
