import { Modal } from "./Modal";

export const DEFAULT_MESSAGE = "Please contact your agent.";

export function MessageModal({ message = DEFAULT_MESSAGE, onClose }: { message?: string; onClose: () => void }) {
  return (
    <Modal title="Message" onClose={onClose}>
      {(close) => (
        <div className="modal-body">
          <p>{message}</p>
          <div className="form-actions">
            <button type="button" className="btn" onClick={close}>
              OK
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
