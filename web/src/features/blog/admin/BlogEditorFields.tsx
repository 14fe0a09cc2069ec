import { AUTO_RELATED, type BlogSummary, type BlogTag } from "@hpm/contracts";
import type { ReactNode } from "react";
import { InlineTagCreator } from "./InlineTagCreator";
import type { BlogDraft } from "./preview-store";

/** The editor's element ids: the labels' targets, and where a failed check sends focus. */
export type EditorIds = Record<"title" | "subtitle" | "image" | "body" | "tags" | "newTag", string>;
export type EditorErrors = Partial<Record<"title" | "subtitle" | "tag" | "imageLink", string>>;

/** The id of a field's error message (the title's id is the editor's prefix). */
export const errorId = (ids: EditorIds, key: keyof EditorErrors) => `${ids.title}-${key}-err`;

export function FieldError({ ids, errors, name }: { ids: EditorIds; errors: EditorErrors; name: keyof EditorErrors }) {
  return errors[name] ? (
    <p className="field-error" id={errorId(ids, name)}>
      {errors[name]}
    </p>
  ) : null;
}

export function TextField({
  ids,
  errors,
  name,
  label,
  value,
  onChange,
}: {
  ids: EditorIds;
  errors: EditorErrors;
  name: "title" | "subtitle";
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={ids[name]}>{label}</label>
      <input
        id={ids[name]}
        value={value}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? errorId(ids, name) : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError ids={ids} errors={errors} name={name} />
    </div>
  );
}

/** The post's tags: the active ones (and any inactive one it has) to tick, and "Add a tag". */
export function TagPicker({
  ids,
  errors,
  tags,
  selected,
  onToggle,
  onCreated,
}: {
  ids: EditorIds;
  errors: EditorErrors;
  tags: { isPending: boolean; isSuccess: boolean; data: BlogTag[] | undefined };
  selected: number[];
  onToggle: (tagId: number) => void;
  onCreated: (tagId: number) => void;
}) {
  const active = (tags.data ?? []).filter((t) => !t.softDelete && (t.status === 1 || selected.includes(t.topicId)));
  let list: ReactNode;
  if (tags.isPending) list = <p>Loading...</p>;
  else if (active.length === 0) list = <p className="hint">No tags yet: add one here.</p>;
  else
    list = (
      <div className="blog-topics">
        {active.map((t) => (
          <label key={t.topicId} className="check">
            <input
              type="checkbox"
              id={t.topicId === active[0]?.topicId ? "tag" : undefined}
              checked={selected.includes(t.topicId)}
              onChange={() => onToggle(t.topicId)}
            />{" "}
            {t.title} - {t.tag}
          </label>
        ))}
      </div>
    );
  return (
    <fieldset className="field" aria-describedby={errors.tag ? errorId(ids, "tag") : undefined}>
      <legend id={ids.tags}>Tags</legend>
      {list}
      <FieldError ids={ids} errors={errors} name="tag" />
      {tags.isSuccess && <InlineTagCreator newTagInputId={ids.newTag} startOpen={active.length === 0} onCreated={onCreated} />}
    </fieldset>
  );
}

/** Related posts 1 to 3: a published post chosen, or Auto-generated. */
export function RelatedPosts({
  ids,
  form,
  choices,
  onChange,
}: {
  ids: EditorIds;
  form: BlogDraft;
  choices: BlogSummary[];
  onChange: (key: "relatedPost1" | "relatedPost2" | "relatedPost3", id: number) => void;
}) {
  const options = choices.filter((b) => b.blogId !== form.id);
  return (
    <div className="blog-editor-related">
      {([1, 2, 3] as const).map((n) => {
        const key = `relatedPost${n}` as const;
        return (
          <div className="field" key={n}>
            <label htmlFor={`${ids.title}-related-${n}`}>Related post {n}</label>
            <select id={`${ids.title}-related-${n}`} value={form[key]} onChange={(e) => onChange(key, Number(e.target.value))}>
              <option value={AUTO_RELATED}>Auto-generated</option>
              {options.map((b) => (
                <option key={b.blogId} value={b.blogId}>
                  {b.title}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}

export interface Conflict {
  title: string;
  subtitle: string;
  richText: string;
}

/** After a 409: the other editor's version, beside what this editor typed (which stays in the form). */
export function ConflictNotice({ conflict }: { conflict: Conflict }) {
  return (
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
  );
}
