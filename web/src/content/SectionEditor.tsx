import {
  type ContentError,
  type ContentVersion,
  DEFAULT_CLIENT,
  type FieldDef,
  formatEditTime,
  type ListItem,
  mergeSection,
  openElsewhereLabel,
  readList,
  requireSectionDef,
  type SectionContent,
  validateSection,
} from "@hpm/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Modal } from "../components/Modal";
import { ApiError } from "../lib/api";
import { useOnline } from "../offline/use-online";
import { FieldWidget } from "./field-widgets";
import { fieldDomId, fieldPathOfError, getField, setField } from "./form-state";
import { historyKey, historyQueryOptions } from "./history-queries";
import { useSaveSection, useSection } from "./hooks";
import { type ItemEditor, ListEditor } from "./ListEditor";
import { useEditPresence } from "./presence";
import { SectionHistory } from "./SectionHistory";
import { VersionCompare } from "./VersionCompare";
import "./history.css";

export { default as PresenceBadge } from "./PresenceBadge";

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

/** The other editor's save a 409 answered with (issue 18). */
interface Conflict {
  message: string;
  current: ContentVersion | null;
}

function conflictOf(err: ApiError): Conflict {
  const current = err.body.current as ContentVersion | undefined;
  return { message: err.message, current: current && typeof current.id === "number" ? current : null };
}

export default function SectionEditor({ pageName, section, onClose, client, itemEditors }: SectionEditorProps) {
  const def = requireSectionDef(pageName, section);
  const current = useSection(pageName, section, client);
  const [form, setForm] = useState<SectionContent>(current);
  const [error, setError] = useState<ContentError | null>(null);
  const [view, setView] = useState<"edit" | "history">("edit");
  // the version this editor opened: every save sends it, and a newer one on the server answers 409
  const [baseVersion, setBaseVersion] = useState<number | undefined>(undefined);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const touched = useRef(false);
  const save = useSaveSection();
  const queryClient = useQueryClient();
  const online = useOnline();
  const formId = useId();
  const clientName = client ?? DEFAULT_CLIENT;
  const newest = useQuery(historyQueryOptions(pageName, section, clientName, 1, 1));
  const others = useEditPresence(pageName, section, clientName);
  // without the version (its read failed) the editor still saves, as before issue 18: last save wins
  const ready = baseVersion !== undefined || newest.isError;

  useEffect(() => {
    if (baseVersion !== undefined || !newest.data) return;
    const latest = newest.data[0];
    setBaseVersion(latest?.id ?? 0);
    // the page may show a copy older than what is saved: an editor who has not typed yet starts from the newest
    if (latest && !touched.current) setForm(mergeSection(def, latest.content as SectionContent));
  }, [newest.data, baseVersion, def]);

  const edit = (update: (c: SectionContent) => SectionContent) => {
    touched.current = true;
    setForm(update);
  };

  useEffect(() => {
    if (!error?.path) return;
    const base = fieldDomId(formId, fieldPathOfError(error.path));
    (document.getElementById(`${base}-link`) ?? document.getElementById(base))?.focus();
  }, [error, formId]);

  const persist = async (content: SectionContent, message?: string, base = baseVersion) => {
    const invalid = validateSection(def, content);
    setError(invalid);
    if (invalid) return false;
    try {
      const { versionId } = await save.mutateAsync({ pageName, section, content, client, message, baseVersion: base });
      void queryClient.invalidateQueries({ queryKey: historyKey(pageName, section, clientName) });
      setBaseVersion(versionId);
      setConflict(null);
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && "current" in err.body) {
        // everything typed stays in the form; the other version is shown beside it
        setConflict(conflictOf(err));
        setView("edit");
        return false;
      }
      setError(toContentError(err));
      return false;
    }
  };

  const saveMineAnyway = async (close: () => void) => {
    if (!conflict || !online || save.isPending) return;
    if (await persist(form, def.savedMessage, conflict.current?.id ?? baseVersion)) close();
  };

  const takeTheirs = () => {
    if (!conflict?.current) return;
    setForm(mergeSection(def, conflict.current.content as SectionContent));
    setBaseVersion(conflict.current.id);
    setConflict(null);
  };

  const onSubmit = async (e: FormEvent, close: () => void) => {
    e.preventDefault();
    if (!online || save.isPending || !ready) return;
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
              touched.current = true;
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
        onChange={({ fileName: _, ...patch }) => edit((c) => setField(c, path, patch))}
        error={fieldError?.message}
        disabled={!online}
      />
    );
  };

  const conflictPanel = (close: () => void) =>
    conflict && (
      <div className="edit-conflict" role="alert">
        <p>
          <strong>{conflict.message}</strong>
        </p>
        {conflict.current && (
          <VersionCompare
            fields={def.fields}
            before={mergeSection(def, conflict.current.content as SectionContent)}
            after={form}
            beforeLabel={`Their version (${formatEditTime(conflict.current.createdAt)})`}
            afterLabel="Your version"
            onlyChanged
          />
        )}
        <div className="conflict-actions">
          <button type="button" className="btn" disabled={!online || save.isPending} onClick={() => void saveMineAnyway(close)}>
            Save mine anyway
          </button>
          {conflict.current && (
            <button type="button" className="btn btn-light" onClick={takeTheirs}>
              Use their version
            </button>
          )}
        </div>
      </div>
    );

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
            <div className="history-paging">
              <button type="button" className="btn btn-light" aria-pressed={view === "edit"} onClick={() => setView("edit")}>
                Edit
              </button>
              <button
                type="button"
                className="btn btn-light"
                aria-pressed={view === "history"}
                onClick={() => setView("history")}
              >
                History
              </button>
            </div>
            {others.length > 0 && (
              <p className="notice" role="status">
                {openElsewhereLabel(others.map((o) => o.name || o.email).join(", "))}: whoever saves second is told.
              </p>
            )}
            {view === "history" ? (
              <SectionHistory
                def={def}
                pageName={pageName}
                section={section}
                client={clientName}
                current={form}
                baseVersion={baseVersion}
                disabled={!online}
                onRestored={(version, versionId) => {
                  setForm(mergeSection(def, version.content as SectionContent));
                  touched.current = false;
                  setBaseVersion(versionId);
                  setConflict(null);
                  setView("edit");
                }}
                onConflict={(err) => setConflict(conflictOf(err))}
              />
            ) : (
              <>
                {conflictPanel(close)}
                {generalError && <p className="field-error">{generalError.message}</p>}
                {def.fields.map((f) => renderField(f, []))}
              </>
            )}
          </div>
          <div className="modal-foot form-actions">
            <button type="submit" className="btn" disabled={!online || save.isPending || !ready}>
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
