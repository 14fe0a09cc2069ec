import { Modal } from "./Modal";

/** The one confirmation dialog for deletions ("Are You Sure to Delete?" unless told otherwise). */
export function ConfirmDialog({
  message = "Are You Sure to Delete?",
  confirmLabel = "Delete",
  onConfirm,
  onClose,
}: {
  message?: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal title="Confirm" onClose={onClose} className="modal-small">
      {(close) => (
        <div className="modal-body">
          <p>{message}</p>
          <div className="form-actions">
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => {
                close();
                onConfirm();
              }}
            >
              {confirmLabel}
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
