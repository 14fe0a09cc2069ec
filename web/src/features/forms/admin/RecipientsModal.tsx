import { type FormPage, SEND_THROUGH, type SendThrough, validateRecipientInput } from "@hpm/contracts";
import type { Recipient } from "@hpm/contracts/schemas";
import { type FormEvent, useId, useState } from "react";
import { Modal } from "../../../components/Modal";
import { useOnline } from "../../../offline/use-online";
import { ConfirmDelete, errorText, OFFLINE_MESSAGE } from "./ConfirmDelete";
import { useAddRecipient, useDeleteRecipient, useRecipients } from "./queries";
import "./forms-admin.css";

type FormError = { field: string; message: string } | null;

export default function RecipientsModal({ pageName, onClose }: { pageName: FormPage; onClose: () => void }) {
  const query = useRecipients(pageName);
  const remove = useDeleteRecipient(pageName);
  const online = useOnline();
  const [error, setError] = useState<FormError>(null);
  const [deleting, setDeleting] = useState<Recipient | null>(null);

  const confirmDelete = async (r: Recipient) => {
    setError(null);
    try {
      await remove.mutateAsync(r.ID);
    } catch (err) {
      setError({ field: "", message: errorText(err) });
    }
  };

  return (
    <Modal title="Notification e-mails" onClose={onClose} className="form-admin">
      {(close) => (
        <>
          <div className="modal-body">
            {!online && <p className="notice">{OFFLINE_MESSAGE}</p>}
            <p>These addresses receive an e-mail each time this form is sent.</p>
            {query.isPending && <p>Loading...</p>}
            {query.isError && (
              <p className="field-error" role="alert">
                The addresses could not be loaded. {errorText(query.error)}
              </p>
            )}
            {query.data && (
              <RecipientsTable recipients={query.data} disabled={!online || remove.isPending} onDelete={setDeleting} />
            )}
            <AddRecipientForm pageName={pageName} online={online} error={error} setError={setError} />
          </div>
          <div className="modal-foot form-actions">
            <button type="button" className="btn btn-light" onClick={close}>
              Close
            </button>
          </div>
          {deleting && <ConfirmDelete onConfirm={() => void confirmDelete(deleting)} onClose={() => setDeleting(null)} />}
        </>
      )}
    </Modal>
  );
}

interface RecipientsTableProps {
  recipients: Recipient[];
  disabled: boolean;
  onDelete: (recipient: Recipient) => void;
}

function RecipientsTable({ recipients, disabled, onDelete }: RecipientsTableProps) {
  return (
    <div className="table-wrap">
      <table>
        <caption className="visually-hidden">Notification e-mail addresses</caption>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Email</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {recipients.length === 0 && (
            <tr>
              <td colSpan={3}>No addresses yet. The office mailbox receives this form.</td>
            </tr>
          )}
          {recipients.map((r) => (
            <tr key={r.ID}>
              <td>{r.SendThrough}</td>
              <td className="break">{r.Email}</td>
              <td className="row-actions">
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onDelete(r)}
                  aria-label={`Delete ${r.SendThrough} ${r.Email}`}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface AddRecipientFormProps {
  pageName: FormPage;
  online: boolean;
  /** Shared with the list: a failed delete shows here too. */
  error: FormError;
  setError: (error: FormError) => void;
}

function AddRecipientForm({ pageName, online, error, setError }: AddRecipientFormProps) {
  const add = useAddRecipient(pageName);
  const [sendThrough, setSendThrough] = useState<SendThrough | "">("");
  const [email, setEmail] = useState("");
  const id = useId();
  const errorId = `${id}-error`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!online || add.isPending) return;
    const invalid = validateRecipientInput({ sendThrough, email });
    setError(invalid);
    if (invalid) {
      document.getElementById(`${id}-${invalid.field}`)?.focus();
      return;
    }
    try {
      await add.mutateAsync({ sendThrough, email: email.trim() });
      setEmail("");
    } catch (err) {
      setError({ field: "", message: errorText(err) });
    }
  };

  const described = (field: string) =>
    error?.field === field ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
  const message = (field: string) =>
    error?.field === field && (
      <p id={errorId} className="field-error" role="alert">
        {error.message}
      </p>
    );

  return (
    <form className="recipient-form" onSubmit={(e) => void submit(e)} noValidate>
      <h3>Add Email</h3>
      <div className="recipient-row">
        <div className="field">
          <label htmlFor={`${id}-sendThrough`}>Type</label>
          <select
            id={`${id}-sendThrough`}
            value={sendThrough}
            {...described("sendThrough")}
            onChange={(e) => setSendThrough(e.target.value as SendThrough | "")}
          >
            <option value="">Select type</option>
            {SEND_THROUGH.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            type="email"
            maxLength={320}
            autoComplete="off"
            value={email}
            {...described("email")}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
      </div>
      {message("sendThrough")}
      {message("email")}
      {error?.field === "" && (
        <p className="field-error" role="alert">
          {error.message}
        </p>
      )}
      <button type="submit" className="btn btn-accent" disabled={!online || add.isPending}>
        {add.isPending ? "Saving.." : "Add Email"}
      </button>
    </form>
  );
}
