import {
  type ContentError,
  type ContentVersion,
  DEFAULT_CLIENT,
  FIELD_KINDS,
  type FieldDef,
  type FieldKindDef,
  formatEditTime,
  type ListItem,
  mergeSection,
  openElsewhereLabel,
  readList,
  requireSectionDef,
  type SectionContent,
  type SectionDef,
  validateSection,
} from "@hpm/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Modal } from "../components/Modal";
import { ApiError } from "../lib/api";
import { useOnline } from "../offline/use-online";
import { FieldWidget } from "./editor-kinds";
import { fieldDomId, fieldPathOfError, getField, setField } from "./form-state";
import { historyKey, historyQueryOptions } from "./history-queries";
import { useSection } from "./hooks";
import { type ItemEditor, ListEditor } from "./ListEditor";
import { useEditPresence } from "./presence";
import { isDrafted, useKnownDrafts } from "./publishing/drafts";
import { SectionHistory } from "./SectionHistory";
import { DRAFT_SAVED_MESSAGE, useSaveSection } from "./save-section";
import { VersionCompare } from "./VersionCompare";
import "./history.css";

export { default as PresenceBadge } from "./PresenceBadge";
export { PencilExtras } from "./publishing/PencilExtras";

export const OFFLINE_EDIT_MESSAGE = "You are offline. Editing needs a connection.";
export const SECTION_DRAFT_NOTE = "This section has an unpublished draft: Submit publishes it, Save draft keeps it unpublished.";
export const LIST_DRAFT_NOTE = "Changes to this list are saved to the draft.";

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

/** The other editor's save a 409 answered with (issue 18), and whether the save that met it was a draft. */
interface Conflict {
  message: string;
  current: ContentVersion | null;
  draft?: boolean;
}

function conflictOf(err: ApiError, draft?: boolean): Conflict {
  const current = err.body.current as ContentVersion | undefined;
  return { message: err.message, current: current && typeof current.id === "number" ? current : null, draft };
}

interface EditedSection {
  pageName: string;
  section: string;
  client: string | undefined;
}

/** The section being edited: the form's content and the version it started from. */
function useSectionForm(def: SectionDef, { pageName, section, client }: EditedSection) {
  const current = useSection(pageName, section, client);
  const [form, setForm] = useState<SectionContent>(current);
  // the version this editor opened: every save sends it, and a newer one on the server answers 409
  const [baseVersion, setBaseVersion] = useState<number | undefined>(undefined);
  const touched = useRef(false);
  const newest = useQuery(historyQueryOptions(pageName, section, client ?? DEFAULT_CLIENT, 1, 1));
  // without the version (its read failed) the editor still saves, as before issue 18: last save wins
  const ready = baseVersion !== undefined || newest.isError;
  // the section's head is its draft (issue 30): what the editor opens, and where a list's item saves go
  const known = useKnownDrafts(pageName, client);
  const hasDraft = newest.data ? newest.data[0]?.state === "draft" : isDrafted(known, section);

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

  return { current, form, setForm, edit, touched, baseVersion, setBaseVersion, ready, hasDraft };
}

type SectionForm = ReturnType<typeof useSectionForm>;

interface PersistOptions {
  message?: string | undefined;
  /** the version the save is checked against (the other editor's, to save over it) */
  base?: number | undefined;
  asDraft?: boolean;
}

/** Saving the form: its validation error, and the other editor's version when a save met one (409). */
function useSaving(def: SectionDef, edited: EditedSection, editing: SectionForm, showEditView: () => void) {
  const { pageName, section, client } = edited;
  const [error, setError] = useState<ContentError | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const save = useSaveSection();
  const queryClient = useQueryClient();

  /** Saves live (publishes at once, the spec's Submit) or, with `asDraft`, as the section's draft. */
  const persist = async (
    content: SectionContent,
    { message, base = editing.baseVersion, asDraft = false }: PersistOptions = {},
  ) => {
    const invalid = validateSection(def, content);
    setError(invalid);
    if (invalid) return false;
    try {
      const { versionId } = await save.mutateAsync({
        pageName,
        section,
        content,
        client,
        message,
        baseVersion: base,
        ...(asDraft ? { draft: true } : {}),
      });
      void queryClient.invalidateQueries({ queryKey: historyKey(pageName, section, client ?? DEFAULT_CLIENT) });
      editing.setBaseVersion(versionId);
      setConflict(null);
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && "current" in err.body) {
        // everything typed stays in the form; the other version is shown beside it
        setConflict(conflictOf(err, asDraft));
        showEditView();
        return false;
      }
      setError(toContentError(err));
      return false;
    }
  };

  const takeTheirs = () => {
    if (!conflict?.current) return;
    editing.setForm(mergeSection(def, conflict.current.content as SectionContent));
    editing.setBaseVersion(conflict.current.id);
    setConflict(null);
  };

  const pendingDraft = save.isPending && save.variables?.draft === true;
  return { error, setError, conflict, setConflict, persist, takeTheirs, pending: save.isPending, pendingDraft };
}

type Saving = ReturnType<typeof useSaving>;

function useFocusError(error: ContentError | null, formId: string) {
  useEffect(() => {
    if (!error?.path) return;
    const base = fieldDomId(formId, fieldPathOfError(error.path));
    (document.getElementById(`${base}-link`) ?? document.getElementById(base))?.focus();
  }, [error, formId]);
}

/** What the fields of the edit view share. */
interface FieldsContext {
  form: SectionContent;
  edit: SectionForm["edit"];
  persist: Saving["persist"];
  errorFor: (path: string) => ContentError | null;
  formId: string;
  online: boolean;
  /** the section has a draft: a list's item saves continue it */
  hasDraft: boolean;
  itemEditors?: Record<string, ItemEditor>;
}

interface FieldProps {
  field: FieldDef;
  path: string[];
  ctx: FieldsContext;
}

function GroupField({ field, path, ctx }: FieldProps) {
  return (
    <fieldset className="group">
      <legend>{field.label}</legend>
      {(field.fields ?? []).map((child) => (
        <SectionField key={[...path, child.name].join(".")} field={child} path={[...path, child.name]} ctx={ctx} />
      ))}
    </fieldset>
  );
}

function ListField({ field, path, ctx }: FieldProps) {
  const key = path.join(".");
  const fieldError = ctx.errorFor(key);
  const savesAlone = !field.saveWithSection;
  return (
    <div>
      {ctx.hasDraft && savesAlone && <p className="notice list-draft-note">{LIST_DRAFT_NOTE}</p>}
      <ListEditor
        field={field}
        items={readList(getField(ctx.form, path).value)}
        disabled={!ctx.online}
        itemEditor={ctx.itemEditors?.[field.name]}
        onSave={(items: ListItem[], action) => {
          const next = setField(ctx.form, path, { value: JSON.stringify(items) });
          ctx.edit(() => next);
          if (!savesAlone) return Promise.resolve(true);
          const message = action === "delete" ? field.messages?.deleted : field.messages?.saved;
          return ctx.persist(next, { message: ctx.hasDraft ? DRAFT_SAVED_MESSAGE : message, asDraft: ctx.hasDraft });
        }}
      />
      {fieldError && (
        <p id={`${fieldDomId(ctx.formId, key)}-error`} className="field-error">
          {fieldError.message}
        </p>
      )}
    </div>
  );
}

function ValueField({ field, path, ctx }: FieldProps) {
  const key = path.join(".");
  const value = getField(ctx.form, path);
  return (
    <FieldWidget
      field={field}
      id={fieldDomId(ctx.formId, key)}
      value={value.value}
      link={value.link}
      onChange={({ fileName: _, ...patch }) => ctx.edit((c) => setField(c, path, patch))}
      error={ctx.errorFor(key)?.message}
      disabled={!ctx.online}
    />
  );
}

const FIELD_BY_SHAPE: { [S in FieldKindDef["shape"]]: (props: FieldProps) => ReactNode } = {
  group: GroupField,
  list: ListField,
  value: ValueField,
};

function SectionField(props: FieldProps) {
  const Field = FIELD_BY_SHAPE[FIELD_KINDS[props.field.kind].shape];
  return <Field {...props} />;
}

interface ConflictPanelProps {
  def: SectionDef;
  conflict: Conflict;
  form: SectionContent;
  saveDisabled: boolean;
  onSaveMine: () => void;
  onTakeTheirs: () => void;
}

function ConflictPanel({ def, conflict, form, saveDisabled, onSaveMine, onTakeTheirs }: ConflictPanelProps) {
  return (
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
        <button type="button" className="btn" disabled={saveDisabled} onClick={onSaveMine}>
          Save mine anyway
        </button>
        {conflict.current && (
          <button type="button" className="btn btn-light" onClick={onTakeTheirs}>
            Use their version
          </button>
        )}
      </div>
    </div>
  );
}

type View = "edit" | "history";

function ViewSwitch({ view, onView }: { view: View; onView: (view: View) => void }) {
  return (
    <div className="history-paging">
      <button type="button" className="btn btn-light" aria-pressed={view === "edit"} onClick={() => onView("edit")}>
        Edit
      </button>
      <button type="button" className="btn btn-light" aria-pressed={view === "history"} onClick={() => onView("history")}>
        History
      </button>
    </div>
  );
}

interface EditorNoticesProps {
  online: boolean;
  hasDraft: boolean;
  view: View;
  onView: (view: View) => void;
  /** The other editors who have the section open. */
  others: ReturnType<typeof useEditPresence>;
}

/** Offline, the Edit and History switch, and who else has the section open. */
function EditorNotices({ online, hasDraft, view, onView, others }: EditorNoticesProps) {
  return (
    <>
      {!online && (
        <p className="notice" role="status">
          {OFFLINE_EDIT_MESSAGE}
        </p>
      )}
      {hasDraft && <p className="notice">{SECTION_DRAFT_NOTE}</p>}
      <ViewSwitch view={view} onView={onView} />
      {others.length > 0 && (
        <p className="notice" role="status">
          {openElsewhereLabel(others.map((o) => o.name || o.email).join(", "))}: whoever saves second is told.
        </p>
      )}
    </>
  );
}

interface EditViewProps {
  def: SectionDef;
  editing: SectionForm;
  saving: Saving;
  ctx: FieldsContext;
  close: () => void;
}

/** The conflict (if a save met one), the error no field shows, and the fields. */
function EditView({ def, editing, saving, ctx, close }: EditViewProps) {
  const { error, conflict } = saving;
  const generalError = error && !fieldPaths(def.fields).includes(fieldPathOfError(error.path)) ? error : null;

  const saveMineAnyway = async () => {
    if (!conflict || !ctx.online || saving.pending) return;
    const base = conflict.current?.id ?? editing.baseVersion;
    if (await saving.persist(editing.form, { message: def.savedMessage, base, asDraft: conflict.draft })) close();
  };

  return (
    <>
      {conflict && (
        <ConflictPanel
          def={def}
          conflict={conflict}
          form={editing.form}
          saveDisabled={!ctx.online || saving.pending}
          onSaveMine={() => void saveMineAnyway()}
          onTakeTheirs={saving.takeTheirs}
        />
      )}
      {generalError && <p className="field-error">{generalError.message}</p>}
      {def.fields.map((f) => (
        <SectionField key={f.name} field={f} path={[f.name]} ctx={ctx} />
      ))}
    </>
  );
}

interface FormActionsProps {
  submitDisabled: boolean;
  pending: boolean;
  pendingDraft: boolean;
  onSaveDraft: () => void;
  onReset: () => void;
  close: () => void;
}

/** Submit publishes at once (the spec's button); Save draft keeps the change for editors until the page is published. */
function FormActions({ submitDisabled, pending, pendingDraft, onSaveDraft, onReset, close }: FormActionsProps) {
  return (
    <div className="modal-foot form-actions">
      <button type="submit" className="btn" disabled={submitDisabled}>
        {pending && !pendingDraft ? "Saving.." : "Submit"}
      </button>
      <button type="button" className="btn btn-light" disabled={submitDisabled} onClick={onSaveDraft}>
        {pendingDraft ? "Saving.." : "Save draft"}
      </button>
      <button type="button" className="btn btn-light" onClick={onReset}>
        Reset
      </button>
      <button type="button" className="btn btn-light" onClick={close}>
        Cancel
      </button>
    </div>
  );
}

export default function SectionEditor({ pageName, section, onClose, client, itemEditors }: SectionEditorProps) {
  const def = requireSectionDef(pageName, section);
  const edited = { pageName, section, client };
  const [view, setView] = useState<View>("edit");
  const editing = useSectionForm(def, edited);
  const saving = useSaving(def, edited, editing, () => setView("edit"));
  const online = useOnline();
  const formId = useId();
  const clientName = client ?? DEFAULT_CLIENT;
  const others = useEditPresence(pageName, section, clientName);
  useFocusError(saving.error, formId);
  const { error, persist } = saving;
  const errorFor = (path: string) => (error && fieldPathOfError(error.path) === path ? error : null);
  const { hasDraft } = editing;
  const ctx: FieldsContext = { form: editing.form, edit: editing.edit, persist, errorFor, formId, online, hasDraft, itemEditors };

  const save = async (close: () => void, asDraft: boolean) => {
    if (!online || saving.pending || !editing.ready) return;
    if (await persist(editing.form, { message: def.savedMessage, asDraft })) close();
  };

  const onSubmit = (e: FormEvent, close: () => void) => {
    e.preventDefault();
    void save(close, false);
  };

  const onRestored = (version: ContentVersion, versionId: number) => {
    editing.setForm(mergeSection(def, version.content as SectionContent));
    editing.touched.current = false;
    editing.setBaseVersion(versionId);
    saving.setConflict(null);
    setView("edit");
  };

  return (
    <Modal title={def.title} onClose={onClose} className="modal-editor">
      {(close) => (
        <form onSubmit={(e) => onSubmit(e, close)} noValidate>
          <div className="modal-body">
            <EditorNotices online={online} hasDraft={hasDraft} view={view} onView={setView} others={others} />
            {view === "history" ? (
              <SectionHistory
                def={def}
                pageName={pageName}
                section={section}
                client={clientName}
                current={editing.form}
                baseVersion={editing.baseVersion}
                disabled={!online}
                onRestored={onRestored}
                onConflict={(err) => saving.setConflict(conflictOf(err))}
              />
            ) : (
              <EditView def={def} editing={editing} saving={saving} ctx={ctx} close={close} />
            )}
          </div>
          <FormActions
            submitDisabled={!online || saving.pending || !editing.ready}
            pending={saving.pending}
            pendingDraft={saving.pendingDraft}
            onSaveDraft={() => void save(close, true)}
            onReset={() => {
              editing.setForm(editing.current);
              saving.setError(null);
            }}
            close={close}
          />
        </form>
      )}
    </Modal>
  );
}
