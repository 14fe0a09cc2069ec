import { type ContentError, duplicateIn, type FieldDef, type ListItem, validateItem } from "@hpm/contracts";
import { type ComponentType, useEffect, useId, useRef, useState } from "react";
import { Modal } from "../components/Modal";
import { EDITOR_KINDS } from "./field-kinds";
import { emptyItem, fieldDomId, newItemId } from "./form-state";
import { ItemFields } from "./ItemFields";
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

export function ListEditor({ field, items, onSave, disabled, itemEditor: DetailEditor }: ListEditorProps) {
  const itemDefs = field.item ?? [];
  const formFields = itemDefs.filter((f) => !f.hidden);
  const [detailIndex, setDetailIndex] = useState<number | null>(null);
  const fixedCount = field.count !== undefined;
  const formId = useId();
  const [list, setList] = useState(items);
  const [editIndex, setEditIndex] = useState(-1);
  const [draft, setDraft] = useState<ListItem>(() => emptyItem(itemDefs));
  const [error, setError] = useState<ContentError | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmIndex, setConfirmIndex] = useState<number | null>(null);
  const saveRef = useRef(onSave);
  saveRef.current = onSave;
  const [reorder] = useState(() => debounce((next: ListItem[]) => void saveRef.current(next, "move"), REORDER_SAVE_DELAY_MS));
  useEffect(() => () => reorder.flush(), [reorder]);

  const shown = itemDefs.filter((f) => !f.hidden && EDITOR_KINDS[f.kind].column);
  const columns = field.columns ? shown.filter((f) => field.columns?.includes(f.name)) : shown.slice(0, 2);

  const reset = () => {
    setEditIndex(-1);
    setDraft(emptyItem(itemDefs));
    setError(null);
  };

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
    }
  };

  const saveItem = (index: number) => (item: ListItem) =>
    commit(
      list.map((old, i) => (i === index ? item : old)),
      "save",
    );

  const move = (index: number, delta: number) => {
    const next = moveItem(list, index, delta);
    setList(next);
    reorder.schedule(next);
  };

  return (
    <fieldset className="list-editor">
      <legend>{field.label}</legend>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">No.</th>
              {columns.map((c) => (
                <th scope="col" key={c.name}>
                  {c.label}
                </th>
              ))}
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {list.length === 0 && (
              <tr>
                <td colSpan={columns.length + 2}>No items yet.</td>
              </tr>
            )}
            {list.map((item, i) => (
              <tr key={item.id} aria-current={editIndex === i || undefined}>
                <td>{i + 1}</td>
                {columns.map((c) => (
                  <td key={c.name}>{item[c.name]}</td>
                ))}
                <td className="row-actions">
                  <button
                    type="button"
                    disabled={disabled || busy}
                    onClick={() => {
                      if (DetailEditor) {
                        setDetailIndex(i);
                        return;
                      }
                      setEditIndex(i);
                      setDraft({ ...emptyItem(itemDefs), ...item });
                      setError(null);
                    }}
                    aria-label={`Edit item ${i + 1}`}
                  >
                    Edit
                  </button>
                  {!fixedCount && (
                    <button
                      type="button"
                      disabled={disabled || busy}
                      onClick={() => setConfirmIndex(i)}
                      aria-label={`Delete item ${i + 1}`}
                    >
                      Delete
                    </button>
                  )}
                  <button
                    type="button"
                    disabled={disabled || busy || i === 0}
                    onClick={() => move(i, -1)}
                    aria-label={`Move item ${i + 1} up`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    disabled={disabled || busy || i === list.length - 1}
                    onClick={() => move(i, 1)}
                    aria-label={`Move item ${i + 1} down`}
                  >
                    ↓
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(!fixedCount || editIndex !== -1) && !(DetailEditor && editIndex !== -1) && (
        <div className="list-form">
          <ItemFields
            fields={formFields}
            formId={formId}
            draft={draft}
            onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
            error={error}
            disabled={disabled}
          />
          <div className="form-actions">
            <button type="button" className="btn" disabled={disabled || busy} onClick={() => void submit()}>
              {busy ? "Saving.." : editIndex === -1 ? "Add" : "Save"}
            </button>
            <button type="button" className="btn btn-light" onClick={reset}>
              Reset
            </button>
          </div>
        </div>
      )}
      {DetailEditor && detailIndex !== null && list[detailIndex] && (
        <Modal title={`Edit ${list[detailIndex]?.title ?? "item"}`} onClose={() => setDetailIndex(null)} className="modal-editor">
          {(close) => (
            <div className="modal-body">
              <DetailEditor item={list[detailIndex] as ListItem} save={saveItem(detailIndex)} close={close} disabled={disabled} />
            </div>
          )}
        </Modal>
      )}
      {confirmIndex !== null && (
        <Modal title="Confirm" onClose={() => setConfirmIndex(null)} className="modal-small">
          {(close) => (
            <div className="modal-body">
              <p>Are You Sure to Delete?</p>
              <div className="form-actions">
                <button
                  type="button"
                  className="btn btn-danger"
                  onClick={async () => {
                    const index = confirmIndex;
                    close();
                    if (
                      (await commit(
                        list.filter((_, i) => i !== index),
                        "delete",
                      )) &&
                      editIndex === index
                    )
                      reset();
                  }}
                >
                  Delete
                </button>
                <button type="button" className="btn btn-light" onClick={close}>
                  Cancel
                </button>
              </div>
            </div>
          )}
        </Modal>
      )}
    </fieldset>
  );
}
