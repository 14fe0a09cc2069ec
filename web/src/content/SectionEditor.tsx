import {
  type ContentError,
  type FieldDef,
  type ListItem,
  readList,
  requireSectionDef,
  type SectionContent,
  validateSection,
} from "@hpm/contracts";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Modal } from "../components/Modal";
import { ApiError } from "../lib/api";
import { useOnline } from "../offline/use-online";
import { FieldWidget } from "./field-widgets";
import { fieldDomId, fieldPathOfError, getField, setField } from "./form-state";
import { useSaveSection, useSection } from "./hooks";
import { type ItemEditor, ListEditor } from "./ListEditor";

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

  useEffect(() => {
    if (!error?.path) return;
    const base = fieldDomId(formId, fieldPathOfError(error.path));
    (document.getElementById(`${base}-link`) ?? document.getElementById(base))?.focus();
  }, [error, formId]);

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

  const onSubmit = async (e: FormEvent, close: () => void) => {
    e.preventDefault();
    if (!online || save.isPending) return;
    if (await persist(form, def.savedMessage)) close();
  };

  const generalError = error && !fieldPaths(def.fields).includes(fieldPathOfError(error.path)) ? error : null;
  const errorFor = (path: string) => (error && fieldPathOfError(error.path) === path ? error : null);

  const renderField = (f: FieldDef, parents: string[]): React.ReactNode => {
    const path = [...parents, f.name];
    const key = path.join(".");
    const fieldError = errorFor(key);
    const value = getField(form, path);

    if (f.kind === "group")
      return (
        <fieldset key={key} className="group">
          <legend>{f.label}</legend>
          {(f.fields ?? []).map((child) => renderField(child, path))}
        </fieldset>
      );
    if (f.kind === "list")
      return (
        <div key={key}>
          <ListEditor
            field={f}
            items={readList(value.value)}
            disabled={!online}
            itemEditor={itemEditors?.[f.name]}
            onSave={(items: ListItem[], action) => {
              const next = setField(form, path, { value: JSON.stringify(items) });
              setForm(next);
              if (f.saveWithSection) return Promise.resolve(true);
              return persist(next, action === "delete" ? f.messages?.deleted : f.messages?.saved);
            }}
          />
          {fieldError && (
            <p id={`${fieldDomId(formId, key)}-error`} className="field-error">
              {fieldError.message}
            </p>
          )}
        </div>
      );
    return (
      <FieldWidget
        key={key}
        field={f}
        id={fieldDomId(formId, key)}
        value={value.value}
        link={value.link}
        onChange={({ fileName: _, ...patch }) => setForm((c) => setField(c, path, patch))}
        error={fieldError?.message}
        disabled={!online}
      />
    );
  };

  return (
    <Modal title={def.title} onClose={onClose} className="modal-editor">
      {(close) => (
        <form onSubmit={(e) => void onSubmit(e, close)} noValidate>
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
            <button type="button" className="btn btn-light" onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
