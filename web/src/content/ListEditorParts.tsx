import type { ContentError, FieldDef, ListItem } from "@hpm/contracts";
import type { KeyboardEvent, RefObject } from "react";
import { Modal } from "../components/Modal";
import { ItemFields } from "./ItemFields";
import type { ItemEditor } from "./ListEditor";

interface RowActionsProps {
  index: number;
  count: number;
  fixedCount: boolean;
  locked: boolean | undefined;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
  onMove: (index: number, delta: number) => void;
}

/** The Edit, Delete and move buttons of one row. */
function RowActions({ index: i, count, fixedCount, locked, onEdit, onDelete, onMove }: RowActionsProps) {
  return (
    <td className="row-actions">
      <button type="button" disabled={locked} onClick={() => onEdit(i)} aria-label={`Edit item ${i + 1}`} data-edit={i}>
        Edit
      </button>
      {!fixedCount && (
        <button type="button" disabled={locked} onClick={() => onDelete(i)} aria-label={`Delete item ${i + 1}`}>
          Delete
        </button>
      )}
      <button type="button" disabled={locked || i === 0} onClick={() => onMove(i, -1)} aria-label={`Move item ${i + 1} up`}>
        ↑
      </button>
      <button
        type="button"
        disabled={locked || i === count - 1}
        onClick={() => onMove(i, 1)}
        aria-label={`Move item ${i + 1} down`}
      >
        ↓
      </button>
    </td>
  );
}

interface ItemsTableProps extends Omit<RowActionsProps, "index" | "count"> {
  columns: FieldDef[];
  list: ListItem[];
  editIndex: number;
}

/** The table of items with a column per shown field and the row actions. */
export function ItemsTable({ columns, list, editIndex, ...actions }: ItemsTableProps) {
  return (
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
              <RowActions index={i} count={list.length} {...actions} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface ItemFormProps {
  formRef: RefObject<HTMLFieldSetElement | null>;
  /** the item edited (-1: one being added) */
  index: number;
  /** being edited, or typed into: its button is then the dialog's one primary action (the dialog's own wait) */
  active: boolean;
  fields: FieldDef[];
  formId: string;
  draft: ListItem;
  onChange: (patch: ListItem) => void;
  error: ContentError | null;
  disabled?: boolean;
  busy: boolean;
  adding: boolean;
  onSubmit: () => void;
  onReset: () => void;
}

/** Enter in one of the item's fields adds or saves the item (not the dialog around it). */
function submitOnEnter(onSubmit: () => void) {
  return (e: KeyboardEvent<HTMLFieldSetElement>) => {
    const target = e.target as HTMLElement;
    if (e.key !== "Enter" || !(target instanceof HTMLInputElement) || ["file", "checkbox", "radio"].includes(target.type)) return;
    e.preventDefault();
    onSubmit();
  };
}

/** The inline form that adds an item or edits the selected one. */
export function ItemForm(props: ItemFormProps) {
  const { formRef, index, active, fields, formId, draft, onChange, error, disabled, busy, adding, onSubmit, onReset } = props;
  return (
    <fieldset ref={formRef} className="list-form" data-active={active || undefined} onKeyDown={submitOnEnter(onSubmit)}>
      <legend>{adding ? "Add an item" : `Edit item ${index + 1}`}</legend>
      <ItemFields fields={fields} formId={formId} draft={draft} onChange={onChange} error={error} disabled={disabled} />
      <FormActions busy={busy} adding={adding} active={active} disabled={disabled} onSubmit={onSubmit} onReset={onReset} />
      {active && (
        <p className="hint">
          {adding ? "Finish this item first: Add it, or Reset the form." : "Finish this item first: Save it, or Cancel."}
        </p>
      )}
    </fieldset>
  );
}

type FormActionsProps = Pick<ItemFormProps, "busy" | "adding" | "active" | "disabled" | "onSubmit" | "onReset">;

/** Add (Save while editing) and Reset (Cancel while editing: it leaves edit mode) under the inline form. */
function FormActions({ busy, adding, active, disabled, onSubmit, onReset }: FormActionsProps) {
  return (
    <div className="form-actions">
      <button type="button" className={active ? "btn" : "btn btn-light"} disabled={disabled || busy} onClick={onSubmit}>
        {busy ? "Saving.." : adding ? "Add" : "Save"}
      </button>
      <button type="button" className="btn btn-light" onClick={onReset}>
        {adding ? "Reset" : "Cancel"}
      </button>
    </div>
  );
}

interface DetailDialogProps {
  editor: ItemEditor;
  item: ListItem;
  save: (item: ListItem) => Promise<boolean>;
  onClose: () => void;
  disabled?: boolean;
}

/** Edits a whole item in the list's own item editor, inside a dialog. */
export function DetailDialog({ editor: DetailEditor, item, save, onClose, disabled }: DetailDialogProps) {
  return (
    <Modal title={`Edit ${item.title ?? "item"}`} onClose={onClose} className="modal-editor">
      {(close) => (
        <div className="modal-body">
          <DetailEditor item={item} save={save} close={close} disabled={disabled} />
        </div>
      )}
    </Modal>
  );
}

interface ConfirmDeleteDialogProps {
  onClose: () => void;
  /** Runs after the dialog has been asked to close. */
  onConfirm: () => Promise<void>;
}

/** Asks before an item is deleted. */
export function ConfirmDeleteDialog({ onClose, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <Modal title="Confirm" onClose={onClose} className="modal-small">
      {(close) => (
        <div className="modal-body">
          <p>Are You Sure to Delete?</p>
          <div className="form-actions">
            <button
              type="button"
              className="btn btn-danger"
              onClick={async () => {
                close();
                await onConfirm();
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
  );
}
