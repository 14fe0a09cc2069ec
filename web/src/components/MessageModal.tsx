import { Modal } from "./Modal";

export const DEFAULT_MESSAGE = "Please contact your agent.";

export function MessageModal({
  message = DEFAULT_MESSAGE,
  detail,
  onClose,
}: {
  message?: string;
  /** A second line under the message, e.g. the office's reference number. */
  detail?: string;
  onClose: () => void;
}) {
  return (
    <Modal title="Message" onClose={onClose}>
      {(close) => (
        <div className="modal-body">
          <p>{message}</p>
          {detail && <p className="message-detail">{detail}</p>}
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
