import { type ContentError, type FieldDef, type ListItem, validateItem } from "@hpm/contracts";
import { useEffect, useId, useRef, useState } from "react";
import { Modal } from "../components/Modal";
import { emptyItem, fieldDomId } from "./form-state";
import { ImageField } from "./ImageField";
import { debounce, moveItem, REORDER_SAVE_DELAY_MS } from "./reorder";

interface ListEditorProps {
  field: FieldDef;
  items: ListItem[];
  onSave: (items: ListItem[], action?: "save" | "delete" | "move") => Promise<boolean>;
  disabled?: boolean;
}

export function ListEditor({ field, items, onSave, disabled }: ListEditorProps) {
  const itemDefs = field.item ?? [];
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

  const columns = itemDefs.filter((f) => f.kind === "text" || f.kind === "multiline" || f.kind === "url").slice(0, 2);

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
    const err = validateItem(itemDefs, draft);
    setError(err);
    if (err) {
      document.getElementById(fieldDomId(formId, err.path))?.focus();
      return;
    }
    const next = editIndex === -1 ? [...list, draft] : list.map((item, i) => (i === editIndex ? draft : item));
    if (await commit(next, "save")) reset();
  };

  const move = (index: number, delta: number) => {
    const next = moveItem(list, index, delta);
    setList(next);
    reorder.schedule(next);
  };

  const input = (f: FieldDef) => {
    const id = fieldDomId(formId, f.name);
    const invalid = error?.path === f.name;
    const errorId = invalid ? `${id}-error` : undefined;
    const value = draft[f.name] ?? "";
    const set = (v: string) => setDraft((d) => ({ ...d, [f.name]: v }));
    let control: React.ReactNode;
    if (f.kind === "image")
      control = (
        <ImageField
          id={id}
          label={f.label}
          value={value}
          onChange={set}
          errorId={errorId}
          invalid={invalid}
          disabled={disabled}
        />
      );
    else if (f.kind === "status" || f.kind === "flag") {
      const on = f.kind === "status" ? "true" : "1";
      const off = f.kind === "status" ? "false" : "0";
      control = (
        <div className="field check">
          <input id={id} type="checkbox" checked={value === on} onChange={(e) => set(e.target.checked ? on : off)} />
          <label htmlFor={id}>{f.label}</label>
        </div>
      );
    } else
      control = (
        <div className="field">
          <label htmlFor={id}>{f.label}</label>
          {f.kind === "multiline" ? (
            <textarea
              id={id}
              rows={3}
              value={value}
              maxLength={f.maxLength}
              aria-invalid={invalid || undefined}
              aria-describedby={errorId}
              onChange={(e) => set(e.target.value)}
            />
          ) : (
            <input
              id={id}
              type="text"
              value={value}
              maxLength={f.maxLength}
              aria-invalid={invalid || undefined}
              aria-describedby={errorId}
              onChange={(e) => set(e.target.value)}
            />
          )}
        </div>
      );
    return (
      <div key={f.name}>
        {control}
        {invalid && (
          <p id={errorId} className="field-error">
            {error.message}
          </p>
        )}
      </div>
    );
  };

  return (
    <fieldset className="list-editor">
      <legend>{field.label}</legend>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">#</th>
              {columns.map((c) => (
                <th scope="col" key={c.name}>
                  {c.label}
                </th>
              ))}
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.length === 0 && (
              <tr>
                <td colSpan={columns.length + 2}>No items yet.</td>
              </tr>
            )}
            {list.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items have no ids; the index is their identity in the stored list
              <tr key={i} aria-current={editIndex === i || undefined}>
                <td>{i + 1}</td>
                {columns.map((c) => (
                  <td key={c.name}>{item[c.name]}</td>
                ))}
                <td className="row-actions">
                  <button
                    type="button"
                    disabled={disabled || busy}
                    onClick={() => {
                      setEditIndex(i);
                      setDraft({ ...emptyItem(itemDefs), ...item });
                      setError(null);
                    }}
                    aria-label={`Edit item ${i + 1}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    disabled={disabled || busy}
                    onClick={() => setConfirmIndex(i)}
                    aria-label={`Delete item ${i + 1}`}
                  >
                    Delete
                  </button>
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
      <div className="list-form">
        {itemDefs.map(input)}
        <div className="form-actions">
          <button type="button" className="btn" disabled={disabled || busy} onClick={() => void submit()}>
            {busy ? "Saving.." : editIndex === -1 ? "Add" : "Save"}
          </button>
          <button type="button" className="btn btn-light" onClick={reset}>
            Reset
          </button>
        </div>
      </div>
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
