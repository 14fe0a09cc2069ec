import {
  type ContentError,
  type FieldDef,
  type ListItem,
  parseList,
  requireSectionDef,
  type SectionContent,
  validateSection,
} from "@hpm/contracts";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { ApiError } from "../lib/api";
import { useOnline } from "../offline/use-online";
import { fieldDomId, fieldPathOfError, getField, setField } from "./form-state";
import { useSaveSection, useSection } from "./hooks";
import { ImageField } from "./ImageField";
import { type ItemEditor, ListEditor } from "./ListEditor";
import { RichTextField } from "./RichTextField";

export const OFFLINE_EDIT_MESSAGE = "You are offline. Editing needs a connection.";

interface SectionEditorProps {
  pageName: string;
  section: string;
  onClose: () => void;
  client?: string;
  /** Dialogs that edit a whole list item, by list field name. */
  itemEditors?: Record<string, ItemEditor>;
}

function fieldPaths(fields: FieldDef[], prefix = ""): string[] {
  return fields.flatMap((f) => [`${prefix}${f.name}`, ...fieldPaths(f.fields ?? [], `${prefix}${f.name}.`)]);
}

function toContentError(err: unknown): ContentError {
  if (err instanceof ApiError) return err.errors[0] ?? { path: "", message: err.message };
  return { path: "", message: "Saving failed. Please try again." };
}

export default function SectionEditor({ pageName, section, onClose, client, itemEditors }: SectionEditorProps) {
  const def = requireSectionDef(pageName, section);
  const current = useSection(pageName, section, client);
  const [form, setForm] = useState<SectionContent>(current);
  const [error, setError] = useState<ContentError | null>(null);
  const save = useSaveSection();
  const online = useOnline();
  const formId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = `${formId}-heading`;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    if (!error?.path) return;
    const base = fieldDomId(formId, fieldPathOfError(error.path));
    (document.getElementById(`${base}-link`) ?? document.getElementById(base))?.focus();
  }, [error, formId]);

  const close = () => dialogRef.current?.close();
  const cancel = () => {
    setForm(current);
    setError(null);
    close();
  };

  const persist = async (content: SectionContent, message?: string) => {
    const invalid = validateSection(def, content);
    setError(invalid);
    if (invalid) return false;
    try {
      await save.mutateAsync({ pageName, section, content, client, message });
      return true;
    } catch (err) {
      setError(toContentError(err));
      return false;
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!online || save.isPending) return;
    if (await persist(form, def.savedMessage)) close();
  };

  const generalError = error && !fieldPaths(def.fields).includes(fieldPathOfError(error.path)) ? error : null;
  const errorFor = (path: string) => (error && fieldPathOfError(error.path) === path ? error : null);

  const renderField = (f: FieldDef, parents: string[]): React.ReactNode => {
    const path = [...parents, f.name];
    const key = path.join(".");
    const id = fieldDomId(formId, key);
    const fieldError = errorFor(key);
    const errorId = fieldError ? `${id}-error` : undefined;
    const value = getField(form, path);
    const update = (patch: { value?: string; link?: string }) => setForm((c) => setField(c, path, patch));
    const message = fieldError && (
      <p id={errorId} className="field-error">
        {fieldError.message}
      </p>
    );
    const common = { "aria-invalid": fieldError ? true : undefined, "aria-describedby": errorId } as const;

    switch (f.kind) {
      case "group":
        return (
          <fieldset key={key} className="group">
            <legend>{f.label}</legend>
            {(f.fields ?? []).map((child) => renderField(child, path))}
          </fieldset>
        );
      case "list":
        return (
          <div key={key}>
            <ListEditor
              field={f}
              items={parseList(value.value) ?? []}
              disabled={!online}
              itemEditor={itemEditors?.[f.name]}
              onSave={(items: ListItem[], action) => {
                const next = setField(form, path, { value: JSON.stringify(items) });
                setForm(next);
                if (f.saveWithSection) return Promise.resolve(true);
                return persist(next, action === "delete" ? f.messages?.deleted : f.messages?.saved);
              }}
            />
            {message}
          </div>
        );
      case "richText":
        return (
          <div key={key}>
            <RichTextField id={id} label={f.label} value={value.value} onChange={(v) => update({ value: v })} {...common} />
            {message}
          </div>
        );
      case "image":
        return (
          <div key={key}>
            <ImageField
              id={id}
              label={f.label}
              value={value.value}
              onChange={(v) => update({ value: v })}
              errorId={errorId}
              invalid={Boolean(fieldError)}
              disabled={!online}
            />
            {message}
          </div>
        );
      case "status":
      case "flag": {
        const on = f.kind === "status" ? "true" : "1";
        const off = f.kind === "status" ? "false" : "0";
        return (
          <div key={key}>
            <div className="field check">
              <input
                id={id}
                type="checkbox"
                checked={value.value === on}
                onChange={(e) => update({ value: e.target.checked ? on : off })}
                {...common}
              />
              <label htmlFor={id}>{f.label}</label>
            </div>
            {message}
          </div>
        );
      }
      case "link":
        return (
          <div key={key} className="link-field">
            <div className="field">
              <label htmlFor={id}>{f.label} text</label>
              <input
                id={id}
                type="text"
                value={value.value}
                maxLength={f.maxLength}
                onChange={(e) => update({ value: e.target.value })}
                aria-describedby={errorId}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-link`}>{f.label} URL</label>
              <input
                id={`${id}-link`}
                type="text"
                inputMode="url"
                value={value.link ?? ""}
                maxLength={2000}
                onChange={(e) => update({ link: e.target.value })}
                {...common}
              />
            </div>
            {message}
          </div>
        );
      default:
        return (
          <div key={key}>
            <div className="field">
              <label htmlFor={id}>{f.label}</label>
              {f.kind === "multiline" ? (
                <textarea
                  id={id}
                  rows={4}
                  value={value.value}
                  maxLength={f.maxLength}
                  onChange={(e) => update({ value: e.target.value })}
                  {...common}
                />
              ) : (
                <input
                  id={id}
                  type="text"
                  inputMode={f.kind === "url" ? "url" : undefined}
                  value={value.value}
                  maxLength={f.maxLength}
                  onChange={(e) => update({ value: e.target.value })}
                  {...common}
                />
              )}
            </div>
            {message}
          </div>
        );
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className="modal modal-editor"
      aria-labelledby={titleId}
      onClose={(e) => e.target === e.currentTarget && onClose()}
    >
      <form onSubmit={onSubmit} noValidate>
        <div className="modal-head">
          <h2 id={titleId}>{def.title}</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={cancel}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="modal-body">
          {!online && (
            <p className="notice" role="status">
              {OFFLINE_EDIT_MESSAGE}
            </p>
          )}
          {generalError && <p className="field-error">{generalError.message}</p>}
          {def.fields.map((f) => renderField(f, []))}
        </div>
        <div className="modal-foot form-actions">
          <button type="submit" className="btn" disabled={!online || save.isPending}>
            {save.isPending ? "Saving.." : "Submit"}
          </button>
          <button
            type="button"
            className="btn btn-light"
            onClick={() => {
              setForm(current);
              setError(null);
            }}
          >
            Reset
          </button>
          <button type="button" className="btn btn-light" onClick={cancel}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
