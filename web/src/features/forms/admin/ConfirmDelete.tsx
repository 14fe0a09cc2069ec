import { Modal } from "../../../components/Modal";

export function ConfirmDelete({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  return (
    <Modal title="Confirm" onClose={onClose} className="modal-small">
      {(close) => (
        <div className="modal-body">
          <p>Are You Sure to Delete?</p>
          <div className="form-actions">
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => {
                close();
                onConfirm();
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

export const OFFLINE_MESSAGE = "You are offline. Editing needs a connection.";

export const errorText = (err: unknown) =>
  err instanceof Error && err.message ? err.message : "Saving failed. Please try again.";
