import { BLOG_MESSAGES, type BlogTag, type BlogTopic } from "@hpm/contracts";
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

interface TagCreatorState {
  topic: string;
  setTopic: (topic: string) => void;
  newTopic: string;
  setNewTopic: (title: string) => void;
  tag: string;
  setTag: (tag: string) => void;
}

/** The topic the new tag goes under: an existing one, or one made now (reused when it exists in any case). */
async function topicFor(choice: string, newTopic: string, usable: BlogTopic[]) {
  if (choice !== NEW_TOPIC) {
    const mainTopicId = Number(choice);
    return { mainTopicId, title: usable.find((t) => t.mainTopicId === mainTopicId)?.title ?? "" };
  }
  const existing = usable.find((t) => same(t.title, newTopic));
  const mainTopicId = existing
    ? existing.mainTopicId
    : (await api.call("saveBlogTopic", { body: { title: newTopic.trim(), status: 1 } })).id;
  return { mainTopicId, title: existing?.title ?? newTopic.trim() };
}

/** The tag under that topic: the one that exists with the same words, or a new one. */
async function tagFor(tag: string, mainTopicId: number, tags: BlogTag[]) {
  const existing = tags.find((t) => !t.softDelete && t.mainTopicId === mainTopicId && same(t.tag, tag));
  if (existing) return { tagId: existing.topicId, name: existing.tag };
  return { tagId: (await api.call("saveBlogTag", { body: { tag: tag.trim(), mainTopicId, status: 1 } })).id, name: tag.trim() };
}

function problemsOf(choice: string, newTopic: string, tag: string): Errors {
  const problems: Errors = {};
  if (!choice) problems.topic = BLOG_MESSAGES.topic;
  else if (choice === NEW_TOPIC && !newTopic.trim()) problems.newTopic = BLOG_MESSAGES.topic;
  if (!tag.trim()) problems.tag = BLOG_MESSAGES.tagTitle;
  return problems;
}

/** The creator's fields, its checks and "Add tag": `add` saves what is missing and selects the tag on the post. */
function useTagCreator(ids: Record<"topic" | "newTopic" | "tag", string>, onCreated: (tagId: number) => void) {
  const queryClient = useQueryClient();
  const topics = useQuery(adminTopicsQueryOptions());
  const tags = useQuery(adminTagsQueryOptions());
  const [topic, setTopic] = useState("");
  const [newTopic, setNewTopic] = useState("");
  const [tag, setTag] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState("");
  const [busy, setBusy] = useState(false);
  const usable = (topics.data ?? []).filter((t) => !t.softDelete);
  // with no topic yet (a fresh blog), the tag's topic is a new one
  const choice = topic || (topics.isSuccess && usable.length === 0 ? NEW_TOPIC : "");

  const add = async () => {
    const problems = problemsOf(choice, newTopic, tag);
    setErrors(problems);
    setDone("");
    const first = (["topic", "newTopic", "tag"] as const).find((k) => problems[k]);
    if (first) {
      document.getElementById(ids[first])?.focus();
      return;
    }
    setBusy(true);
    try {
      const under = await topicFor(choice, newTopic, usable);
      if (choice === NEW_TOPIC) {
        // a tag that fails next is retried under this topic, not a second new one
        setTopic(String(under.mainTopicId));
        setNewTopic("");
      }
      const saved = await tagFor(tag, under.mainTopicId, tags.data ?? []);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: blogKeys.admin }),
        queryClient.invalidateQueries({ queryKey: blogKeys.all }),
      ]);
      onCreated(saved.tagId);
      setTag("");
      setDone(`${under.title} - ${saved.name} is selected.`);
    } catch (err) {
      setErrors({ server: err instanceof ApiError ? err.message : "Saving failed." });
    } finally {
      setBusy(false);
    }
  };
  const state: TagCreatorState = { topic: choice, setTopic, newTopic, setNewTopic, tag, setTag };
  return { state, usable, errors, done, busy, add };
}

type TagCreator = ReturnType<typeof useTagCreator>;

function TagCreatorFields({
  creator,
  ids,
}: {
  creator: TagCreator;
  ids: Record<"region" | "topic" | "newTopic" | "tag", string>;
}) {
  const { state, usable, errors, busy, add } = creator;
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
  const text = (key: "newTopic" | "tag", label: string, value: string, onChange: (value: string) => void) => (
    <div className="field">
      <label htmlFor={ids[key]}>{label}</label>
      <input
        id={ids[key]}
        type="text"
        value={value}
        maxLength={MAX_TITLE}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onEnter}
        {...invalid(key)}
      />
      {error(key)}
    </div>
  );
  return (
    <div id={ids.region} className="blog-new-tag-fields">
      <div className="field">
        <label htmlFor={ids.topic}>Topic</label>
        <select id={ids.topic} value={state.topic} onChange={(e) => state.setTopic(e.target.value)} {...invalid("topic")}>
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
      {state.topic === NEW_TOPIC && text("newTopic", "New topic", state.newTopic, state.setNewTopic)}
      {text("tag", "New tag", state.tag, state.setTag)}
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
  );
}

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
  const [open, setOpen] = useState(startOpen);
  const id = useId();
  const ids = { region: `${id}-region`, topic: `${id}-topic`, newTopic: `${id}-new-topic`, tag: newTagInputId };
  const creator = useTagCreator(ids, onCreated);
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
      {open && <TagCreatorFields creator={creator} ids={ids} />}
      <p className="hint" role="status">
        {creator.done}
      </p>
    </div>
  );
}
