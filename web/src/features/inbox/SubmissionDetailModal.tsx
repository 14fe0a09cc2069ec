import { describeLocation, type IncidentLocation, type SubmissionDetail } from "@hpm/contracts";
import { Modal } from "../../components/Modal";
import { keyedByValue } from "../../content/keyed";
import { useOnline } from "../../offline/use-online";
import { formatDateTime, KIND_LABELS, MailBadges } from "./parts";
import { useResend, useSubmission } from "./queries";

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

type Resend = ReturnType<typeof useResend>;

/** The incident's position as the office's e-mail gives it (same words, time in UTC), with a link to a map. */
function SubmissionLocation({ location }: { location: IncidentLocation }) {
  const d = describeLocation(location);
  return (
    <>
      <h3>Position</h3>
      <p className="inbox-location">
        <strong>{d.coordinates}</strong> ({[d.accuracy, d.captured, ...(d.adjusted ? [d.adjusted] : [])].join(", ")}){" "}
        <a href={d.mapUrl} target="_blank" rel="noopener noreferrer">
          Open on a map<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </>
  );
}

function SubmissionAnswers({ s }: { s: SubmissionDetail }) {
  return (
    <>
      <p>
        {KIND_LABELS[s.kind]} received {formatDateTime(s.createdAt)}
        {s.name ? ` from ${s.name}` : ""}
        {s.email ? ` <${s.email}>` : ""}
        {` · Reference ${s.reference}`}
      </p>
      <h3>Entries</h3>
      <dl className="entries">
        {keyedByValue(s.entries, (e) => e.label).map(({ key, item: e }) => (
          <div key={key}>
            <dt>{e.label}</dt>
            <dd>{Array.isArray(e.value) ? e.value.join(", ") || "—" : e.value || "—"}</dd>
          </div>
        ))}
      </dl>
      {s.location && <SubmissionLocation location={s.location} />}
      <h3>Attachments</h3>
      {s.attachments.length === 0 ? (
        <p className="muted">No files.</p>
      ) : (
        <ul>
          {s.attachments.map((a) => (
            <li key={a.id}>
              <a href={a.url} download={a.name}>
                {a.name}
              </a>{" "}
              <span className="muted">
                ({a.fieldLabel}, {formatSize(a.size)})
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function MailTable({ mails, resend, online }: { mails: SubmissionDetail["mails"]; resend: Resend; online: boolean }) {
  return (
    <div className="table-wrap">
      <table>
        <caption className="visually-hidden">Notification e-mails of this submission</caption>
        <thead>
          <tr>
            <th scope="col">Recipients</th>
            <th scope="col">Status</th>
            <th scope="col">Attempts</th>
            <th scope="col">Last error</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {mails.map((m) => (
            <tr key={m.id}>
              <td className="break">
                <div>To: {m.to.join(", ") || "—"}</div>
                {m.cc.length > 0 && <div>Cc: {m.cc.join(", ")}</div>}
                {m.bcc.length > 0 && <div>Bcc: {m.bcc.join(", ")}</div>}
                <div className="muted">{m.subject}</div>
              </td>
              <td>
                <span className={`badge badge-${m.status}`}>{m.status}</span>
                {m.sentAt && <div className="muted">{formatDateTime(m.sentAt)}</div>}
                {m.nextAttemptAt && m.attempts > 0 && <div className="muted">next try {formatDateTime(m.nextAttemptAt)}</div>}
              </td>
              <td>{m.attempts}</td>
              <td className="break">{m.lastError ?? "—"}</td>
              <td>
                <button
                  type="button"
                  className="btn btn-light btn-small"
                  disabled={!online || resend.isPending}
                  onClick={() => resend.mutate(m.id)}
                  aria-label={`Resend e-mail to ${m.to.join(", ")}`}
                >
                  Resend
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SubmissionDetailModal({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useSubmission(id);
  const resend = useResend(id);
  const online = useOnline();
  const s = query.data;

  return (
    <Modal title="Submission" onClose={onClose} className="inbox-detail">
      {(close) => (
        <>
          <div className="modal-body">
            {query.isPending && <p>Loading...</p>}
            {query.isError && (
              <p className="field-error" role="alert">
                The submission could not be loaded. {query.error.message}
              </p>
            )}
            {s && (
              <>
                <SubmissionAnswers s={s} />
                <h3>E-mails</h3>
                <MailBadges mail={s.mail} />
                {s.mails.length > 0 && <MailTable mails={s.mails} resend={resend} online={online} />}
                {resend.isError && (
                  <p className="field-error" role="alert">
                    {resend.error.message}
                  </p>
                )}
              </>
            )}
          </div>
          <div className="modal-foot form-actions">
            {s && s.mails.length > 0 && (
              <button
                type="button"
                className="btn btn-accent"
                disabled={!online || resend.isPending}
                onClick={() => resend.mutate(undefined)}
              >
                Resend all e-mails
              </button>
            )}
            <button type="button" className="btn btn-light" onClick={close}>
              Close
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
