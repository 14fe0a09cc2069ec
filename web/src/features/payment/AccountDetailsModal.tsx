import { type FormEvent, useId, useState } from "react";
import { Modal } from "../../components/Modal";
import { checkAccountNumber } from "./account-number";

export default function AccountDetailsModal({ onClose, onFound }: { onClose: () => void; onFound: (account: string) => void }) {
  const [account, setAccount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <Modal title="Account Details" onClose={onClose}>
      {(close) => {
        const submit = (e: FormEvent) => {
          e.preventDefault();
          const problem = checkAccountNumber(account);
          setError(problem);
          if (problem) {
            document.getElementById(id)?.focus();
            return;
          }
          close();
          onFound(account.trim());
        };
        return (
          <form className="modal-body" onSubmit={submit} noValidate>
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
                <p id={`${id}-error`} className="field-error">
                  {error}
                </p>
              )}
            </div>
            <div className="form-actions">
              <button type="submit" className="btn">
                Submit
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
