import { SUBMISSION_KINDS, type SubmissionKind, type SubmissionSummary } from "@hpm/contracts";
import { useId, useState } from "react";
import { usePageTitle } from "../../lib/use-page-title";
import { useOnline } from "../../offline/use-online";
import { formatDateTime, KIND_LABELS, MailBadges } from "./parts";
import { CSV_EXPORT_URL, INBOX_PAGE_SIZE, useSubmissions } from "./queries";
import { SubmissionDetailModal } from "./SubmissionDetailModal";
import "./inbox.css";

function InboxToolbar({ kind, onKind }: { kind: SubmissionKind | ""; onKind: (kind: SubmissionKind | "") => void }) {
  const filterId = useId();
  return (
    <div className="inbox-toolbar">
      <div className="field">
        <label htmlFor={filterId}>Kind</label>
        <select id={filterId} value={kind} onChange={(e) => onKind(e.target.value as SubmissionKind | "")}>
          <option value="">All kinds</option>
          {SUBMISSION_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <a className="btn btn-light" href={CSV_EXPORT_URL} download>
        Download CSV
      </a>
    </div>
  );
}

function SubmissionTable({ items, onOpen }: { items: SubmissionSummary[]; onOpen: (id: string) => void }) {
  return (
    <div className="table-wrap">
      <table className="inbox-table">
        <caption className="visually-hidden">Submissions, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Kind</th>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Files</th>
            <th scope="col">Delivery</th>
            <th scope="col">
              <span className="visually-hidden">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((s) => (
            <tr key={s.id}>
              <td data-label="Received">{formatDateTime(s.createdAt)}</td>
              <td data-label="Kind">{KIND_LABELS[s.kind]}</td>
              <td data-label="Name">{s.name || "—"}</td>
              <td data-label="Email" className="break">
                {s.email || "—"}
              </td>
              <td data-label="Files">{s.files}</td>
              <td data-label="Delivery">
                <MailBadges mail={s.mail} />
              </td>
              <td>
                <button
                  type="button"
                  className="btn btn-light btn-small"
                  onClick={() => onOpen(s.id)}
                  aria-label={`View submission from ${s.name || s.email || formatDateTime(s.createdAt)}`}
                >
                  View
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function InboxPager({ page, pages, total, onPage }: { page: number; pages: number; total: number; onPage: (p: number) => void }) {
  return (
    <nav className="inbox-pages" aria-label="Submission pages">
      <button type="button" className="btn btn-light btn-small" disabled={page === 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {pages} ({total} submissions)
      </span>
      <button type="button" className="btn btn-light btn-small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

export default function InboxPage() {
  usePageTitle("Submissions");
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<SubmissionKind | "">("");
  const [open, setOpen] = useState<string | null>(null);
  const query = useSubmissions(page, kind);
  const online = useOnline();
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / INBOX_PAGE_SIZE));

  return (
    <section className="container page-section inbox">
      <h1>Submissions</h1>
      <p>Quote requests, messages and incident reports sent through the website, newest first.</p>
      {!online && <p className="notice">You are offline. The inbox needs a connection.</p>}
      <InboxToolbar
        kind={kind}
        onKind={(k) => {
          setKind(k);
          setPage(1);
        }}
      />
      {query.isPending && <p>Loading...</p>}
      {query.isError && (
        <p className="field-error" role="alert">
          The submissions could not be loaded. {query.error.message}
        </p>
      )}
      {query.data && query.data.items.length === 0 && <p className="inbox-empty">No submissions yet</p>}
      {query.data && query.data.items.length > 0 && (
        <>
          <SubmissionTable items={query.data.items} onOpen={setOpen} />
          {pages > 1 && <InboxPager page={page} pages={pages} total={query.data.total} onPage={setPage} />}
        </>
      )}
      {open && <SubmissionDetailModal id={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
