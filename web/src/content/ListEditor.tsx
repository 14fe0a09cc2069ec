import { type ContentError, duplicateIn, type FieldDef, type ListItem, validateItem } from "@hpm/contracts";
import { type ComponentType, useEffect, useId, useMemo, useRef, useState } from "react";
import { EDITOR_KINDS } from "./editor-kinds";
import { emptyItem, fieldDomId, newItemId } from "./form-state";
import { ConfirmDeleteDialog, DetailDialog, ItemForm, ItemsTable } from "./ListEditorParts";
import { debounce, moveItem, REORDER_SAVE_DELAY_MS } from "./reorder";

export interface ItemEditorProps {
  item: ListItem;
  save: (item: ListItem) => Promise<boolean>;
  close: () => void;
  disabled?: boolean;
}

export type ItemEditor = ComponentType<ItemEditorProps>;

interface ListEditorProps {
  field: FieldDef;
  items: ListItem[];
  onSave: (items: ListItem[], action?: "save" | "delete" | "move") => Promise<boolean>;
  disabled?: boolean;
  /** Edits a whole item in its own dialog; the inline form then only adds. */
  itemEditor?: ItemEditor;
}

/** The saved list: saves and deletes at once, reorders after a quiet moment (flushed on unmount). */
function useListItems(items: ListItem[], onSave: ListEditorProps["onSave"]) {
  const [list, setList] = useState(items);
  const [busy, setBusy] = useState(false);
  const saveRef = useRef(onSave);
  saveRef.current = onSave;
  const [reorder] = useState(() => debounce((next: ListItem[]) => void saveRef.current(next, "move"), REORDER_SAVE_DELAY_MS));
  useEffect(() => () => reorder.flush(), [reorder]);

  const commit = async (next: ListItem[], action: "save" | "delete") => {
    reorder.cancel();
    setBusy(true);
    try {
      const ok = await onSave(next, action);
      if (ok) setList(next);
      return ok;
    } finally {
      setBusy(false);
    }
  };

  const move = (index: number, delta: number) => {
    const next = moveItem(list, index, delta);
    setList(next);
    reorder.schedule(next);
  };

  const saveAt = (index: number) => (item: ListItem) =>
    commit(
      list.map((old, i) => (i === index ? item : old)),
      "save",
    );

  const removeAt = (index: number | null) =>
    commit(
      list.filter((_, i) => i !== index),
      "delete",
    );

  return { list, busy, commit, move, saveAt, removeAt };
}

/** The inline form's draft: the item being added (editIndex -1) or edited, and its validation error. */
function useListDraft(itemDefs: FieldDef[]) {
  const [editIndex, setEditIndex] = useState(-1);
  const [draft, setDraft] = useState<ListItem>(() => emptyItem(itemDefs));
  const [error, setError] = useState<ContentError | null>(null);
  // an item being edited, or one being added with something typed: the form's button is then the step's action
  const blank = useMemo(() => JSON.stringify(emptyItem(itemDefs)), [itemDefs]);
  const { id: _, ...typed } = draft;
  const active = editIndex !== -1 || JSON.stringify({ ...emptyItem(itemDefs), ...typed }) !== blank;

  const reset = () => {
    setEditIndex(-1);
    setDraft(emptyItem(itemDefs));
    setError(null);
  };

  const startEdit = (index: number, item: ListItem) => {
    setEditIndex(index);
    setDraft({ ...emptyItem(itemDefs), ...item });
    setError(null);
  };

  const patchDraft = (patch: ListItem) => setDraft((d) => ({ ...d, ...patch }));

  return { editIndex, draft, error, setError, reset, startEdit, patchDraft, active };
}

/**
 * Where the editor is looking: an item opened for editing brings its form into view with the focus in its first
 * field; leaving it (saved or cancelled) gives the focus back to the item's Edit button.
 */
function useFormFocus() {
  const listRef = useRef<HTMLFieldSetElement>(null);
  const formRef = useRef<HTMLFieldSetElement>(null);
  const [request, setRequest] = useState<{ to: "form" | "edit"; index: number; n: number } | null>(null);
  useEffect(() => {
    if (!request) return;
    if (request.to === "form") {
      const form = formRef.current;
      form?.scrollIntoView?.({ block: "nearest" });
      form
        ?.querySelector<HTMLElement>("input:not([type=hidden]):not(:disabled), textarea, select")
        ?.focus({ preventScroll: true });
    } else listRef.current?.querySelector<HTMLElement>(`[data-edit="${request.index}"]`)?.focus();
  }, [request]);
  const focus = (to: "form" | "edit", index: number) => setRequest((r) => ({ to, index, n: (r?.n ?? 0) + 1 }));
  return { listRef, formRef, focus };
}

/** Which item the detail dialog edits and which one the delete confirmation is about. */
function useItemDialog() {
  const [detailIndex, setDetailIndex] = useState<number | null>(null);
  const [confirmIndex, setConfirmIndex] = useState<number | null>(null);
  return { detailIndex, setDetailIndex, confirmIndex, setConfirmIndex };
}

export function ListEditor({ field, items, onSave, disabled, itemEditor: DetailEditor }: ListEditorProps) {
  const itemDefs = field.item ?? [];
  const formFields = itemDefs.filter((f) => !f.hidden);
  const fixedCount = field.count !== undefined;
  const formId = useId();
  const { list, busy, commit, move, saveAt, removeAt } = useListItems(items, onSave);
  const { editIndex, draft, error, setError, reset, startEdit, patchDraft, active } = useListDraft(itemDefs);
  const { detailIndex, setDetailIndex, confirmIndex, setConfirmIndex } = useItemDialog();
  const { listRef, formRef, focus } = useFormFocus();

  const shown = itemDefs.filter((f) => !f.hidden && EDITOR_KINDS[f.kind].column);
  const columns = field.columns ? shown.filter((f) => field.columns?.includes(f.name)) : shown.slice(0, 2);

  const submit = async () => {
    const err = validateItem(itemDefs, draft) ?? duplicateIn(itemDefs, list, draft, editIndex);
    setError(err);
    if (err) {
      document.getElementById(fieldDomId(formId, err.path))?.focus();
      return;
    }
    const next =
      editIndex === -1 ? [...list, { ...draft, id: newItemId() }] : list.map((item, i) => (i === editIndex ? draft : item));
    const added = editIndex === -1 ? next.length - 1 : null;
    if (await commit(next, "save")) {
      reset();
      if (DetailEditor && added !== null) setDetailIndex(added);
      else if (added === null) focus("edit", editIndex);
    }
  };

  const edit = (index: number) => {
    if (DetailEditor) return setDetailIndex(index);
    startEdit(index, list[index] as ListItem);
    focus("form", index);
  };

  const cancel = () => {
    const index = editIndex;
    reset();
    if (index !== -1) focus("edit", index);
  };

  const confirmDelete = async () => {
    const index = confirmIndex;
    if ((await removeAt(index)) && editIndex === index) reset();
  };

  return (
    <fieldset ref={listRef} className="list-editor">
      <legend>{field.label}</legend>
      <ItemsTable
        columns={columns}
        list={list}
        editIndex={editIndex}
        fixedCount={fixedCount}
        locked={disabled || busy}
        onEdit={edit}
        onDelete={setConfirmIndex}
        onMove={move}
      />
      {(!fixedCount || editIndex !== -1) && !(DetailEditor && editIndex !== -1) && (
        <ItemForm
          formRef={formRef}
          index={editIndex}
          active={active}
          fields={formFields}
          formId={formId}
          draft={draft}
          onChange={patchDraft}
          error={error}
          disabled={disabled}
          busy={busy}
          adding={editIndex === -1}
          onSubmit={() => void submit()}
          onReset={cancel}
        />
      )}
      {DetailEditor && detailIndex !== null && list[detailIndex] && (
        <DetailDialog
          editor={DetailEditor}
          item={list[detailIndex] as ListItem}
          save={saveAt(detailIndex)}
          onClose={() => setDetailIndex(null)}
          disabled={disabled}
        />
      )}
      {confirmIndex !== null && <ConfirmDeleteDialog onClose={() => setConfirmIndex(null)} onConfirm={confirmDelete} />}
    </fieldset>
  );
}
