import { type FormEvent, useId, useState } from "react";
import { Modal } from "../../components/Modal";
import { checkAccountNumber } from "./account-number";

interface AccountDetailsModalProps {
  onClose: () => void;
  /** Resolves to a message to show under the input, or null when the flow moves on. */
  onSubmit: (account: string) => Promise<string | null>;
}

export default function AccountDetailsModal({ onClose, onSubmit }: AccountDetailsModalProps) {
  const [account, setAccount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  return (
    <Modal title="Account Details" onClose={onClose}>
      {(close) => {
        const submit = async (e: FormEvent) => {
          e.preventDefault();
          if (busy) return;
          const problem = checkAccountNumber(account);
          setError(problem);
          if (problem) {
            document.getElementById(id)?.focus();
            return;
          }
          setBusy(true);
          const message = await onSubmit(account.trim()).finally(() => setBusy(false));
          setError(message);
          if (message) document.getElementById(id)?.focus();
          else close();
        };
        return (
          <form className="modal-body" onSubmit={(e) => void submit(e)} noValidate>
            <div className="field">
              <label htmlFor={id}>Account number</label>
              <input
                id={id}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={account}
                maxLength={40}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => setAccount(e.target.value)}
              />
              {error && (
                <p id={`${id}-error`} className="field-error" role="alert">
                  {error}
                </p>
              )}
            </div>
            <div className="form-actions">
              <button type="submit" className="btn" disabled={busy}>
                {busy ? "Please wait..." : "Submit"}
              </button>
              <button type="button" className="btn btn-light" onClick={close}>
                Cancel
              </button>
            </div>
          </form>
        );
      }}
    </Modal>
  );
}
