import type { ContentError, FieldDef, ListItem } from "@hpm/contracts";
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
      <button type="button" disabled={locked} onClick={() => onEdit(i)} aria-label={`Edit item ${i + 1}`}>
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

/** The inline form that adds an item or edits the selected one. */
export function ItemForm({ fields, formId, draft, onChange, error, disabled, busy, adding, onSubmit, onReset }: ItemFormProps) {
  return (
    <div className="list-form">
      <ItemFields fields={fields} formId={formId} draft={draft} onChange={onChange} error={error} disabled={disabled} />
      <FormActions busy={busy} adding={adding} disabled={disabled} onSubmit={onSubmit} onReset={onReset} />
    </div>
  );
}

type FormActionsProps = Pick<ItemFormProps, "busy" | "adding" | "disabled" | "onSubmit" | "onReset">;

/** The Add/Save and Reset buttons under the inline form. */
function FormActions({ busy, adding, disabled, onSubmit, onReset }: FormActionsProps) {
  return (
    <div className="form-actions">
      <button type="button" className="btn" disabled={disabled || busy} onClick={onSubmit}>
        {busy ? "Saving.." : adding ? "Add" : "Save"}
      </button>
      <button type="button" className="btn btn-light" onClick={onReset}>
        Reset
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
