import type { FormField, FormPage } from "@hpm/contracts";
import { useEffect, useState } from "react";
import { Modal } from "../../../components/Modal";
import { debounce, moveItem, REORDER_SAVE_DELAY_MS } from "../../../content/reorder";
import { useOnline } from "../../../offline/use-online";
import { useFormFields } from "../form-query";
import { ConfirmDelete, errorText, OFFLINE_MESSAGE } from "./ConfirmDelete";
import { FieldDialog } from "./FieldDialog";
import { useDeleteField, useSortFields } from "./queries";
import "./forms-admin.css";

export default function FormFieldsModal({ pageName, onClose }: { pageName: FormPage; onClose: () => void }) {
  const query = useFormFields(pageName);
  const remove = useDeleteField(pageName);
  const online = useOnline();
  const [editing, setEditing] = useState<FormField | "new" | null>(null);
  const [deleting, setDeleting] = useState<FormField | null>(null);
  const [error, setError] = useState("");
  const order = useFieldOrder(pageName, query.data, setError);

  const confirmDelete = async (field: FormField) => {
    order.flush();
    setError("");
    try {
      await remove.mutateAsync(field.id);
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <Modal title="Form fields" onClose={onClose} className="form-admin">
      {(close) => (
        <>
          <div className="modal-body">
            {!online && <p className="notice">{OFFLINE_MESSAGE}</p>}
            {query.isPending && <p>Loading...</p>}
            {query.isError && (
              <p className="field-error" role="alert">
                The fields could not be loaded. {errorText(query.error)}
              </p>
            )}
            {query.data && (
              <FieldsTable
                fields={order.fields}
                busy={!online || remove.isPending}
                onEdit={setEditing}
                onDelete={setDeleting}
                onMove={(index, delta) => {
                  setError("");
                  order.move(index, delta);
                }}
              />
            )}
            {error && (
              <p className="field-error" role="alert">
                {error}
              </p>
            )}
          </div>
          <div className="modal-foot form-actions">
            <button type="button" className="btn btn-accent" disabled={!online} onClick={() => setEditing("new")}>
              Add field
            </button>
            <button type="button" className="btn btn-light" onClick={close}>
              Close
            </button>
          </div>
          {editing && (
            <FieldDialog
              pageName={pageName}
              field={editing === "new" ? null : editing}
              onClose={() => setEditing(null)}
              beforeSave={() => order.flush()}
            />
          )}
          {deleting && <ConfirmDelete onConfirm={() => void confirmDelete(deleting)} onClose={() => setDeleting(null)} />}
        </>
      )}
    </Modal>
  );
}

/** The fields in the order shown: a move shows at once and is saved after a pause; the saved order returns once none waits. */
function useFieldOrder(pageName: FormPage, saved: FormField[] | undefined, onError: (message: string) => void) {
  const sort = useSortFields(pageName);
  const [moved, setMoved] = useState<FormField[] | null>(null);
  const [reorder] = useState(() =>
    debounce((next: FormField[]) => {
      sort.mutateAsync(next).catch((err: unknown) => {
        onError(errorText(err));
        setMoved(null);
      });
    }, REORDER_SAVE_DELAY_MS),
  );
  useEffect(() => () => reorder.flush(), [reorder]);
  useEffect(() => {
    if (saved && !reorder.pending()) setMoved(null);
  }, [saved, reorder]);

  const fields = moved ?? saved ?? [];
  const move = (index: number, delta: number) => {
    const next = moveItem(fields, index, delta);
    setMoved(next);
    reorder.schedule(next);
  };
  return { fields, move, flush: reorder.flush };
}

interface FieldsTableProps {
  fields: FormField[];
  busy: boolean;
  onEdit: (field: FormField) => void;
  onDelete: (field: FormField) => void;
  onMove: (index: number, delta: number) => void;
}

function FieldsTable({ fields, busy, onEdit, onDelete, onMove }: FieldsTableProps) {
  return (
    <div className="table-wrap">
      <table>
        <caption className="visually-hidden">Fields of the form, in the order visitors see them</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Label</th>
            <th scope="col">Input type</th>
            <th scope="col">Required</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {fields.length === 0 && (
            <tr>
              <td colSpan={5}>No fields yet.</td>
            </tr>
          )}
          {fields.map((f, i) => (
            <tr key={f.id}>
              <td>{i + 1}</td>
              <td>{f.fieldLabel}</td>
              <td>
                {f.fieldInputType}
                {f.fieldType === "Multi-Value" ? " (multi)" : ""}
              </td>
              <td>{f.requiredStatus === 1 ? "Yes" : "No"}</td>
              <td className="row-actions">
                <button type="button" disabled={busy} onClick={() => onEdit(f)} aria-label={`Edit ${f.fieldLabel}`}>
                  Edit
                </button>
                <button type="button" disabled={busy} onClick={() => onDelete(f)} aria-label={`Delete ${f.fieldLabel}`}>
                  Delete
                </button>
                <button
                  type="button"
                  disabled={busy || i === 0}
                  onClick={() => onMove(i, -1)}
                  aria-label={`Move ${f.fieldLabel} up`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  disabled={busy || i === fields.length - 1}
                  onClick={() => onMove(i, 1)}
                  aria-label={`Move ${f.fieldLabel} down`}
                >
                  ↓
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
