import {
  ACTIVITY_KIND_LABELS,
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_PATH,
  type ActivityKind,
  activityHistoryHref,
  SCHEDULED_PATH,
} from "@hpm/contracts";
import type { ActivityPage as ActivityLog, ActivityRow } from "@hpm/contracts/schemas";
import { useLocation, useRouter } from "@tanstack/react-router";
import { useId } from "react";
import { SmartLink } from "../../components/SmartLink";
import { usePageTitle } from "../../lib/use-page-title";
import { useOnline } from "../../offline/use-online";
import { type ActivityFilters, FILTER_NAMES, filtersFrom, searchOf, useActivity } from "./queries";
import "./activity.css";

// the Scheduled list is the same editors' tool, a page of this module (the page manifest names it "#ScheduledPage")
export { ScheduledPage } from "./ScheduledChanges";

const formatWhen = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
const kindLabel = (kind: string) => ACTIVITY_KIND_LABELS[kind as ActivityKind] ?? kind;

function Row({ row }: { row: ActivityRow }) {
  return (
    <tr>
      <td data-label="When">
        <time dateTime={row.at}>{formatWhen(row.at)}</time>
      </td>
      <td data-label="Who">
        <span className="activity-name">{row.person.name}</span>
        <span className="activity-email break">{row.person.email}</span>
      </td>
      <td data-label="What" className="break">
        <span className="activity-kind">{kindLabel(row.kind)}</span> {row.summary}
      </td>
      <td data-label="Page">{row.pageLabel || "—"}</td>
      <td data-label="Links">
        <span className="activity-links">
          {row.itemUrl ? (
            <SmartLink href={row.itemUrl} aria-label={`Open: ${row.summary}`}>
              Open
            </SmartLink>
          ) : (
            <span className="muted">Gone</span>
          )}
          <SmartLink href={activityHistoryHref(row.item)} aria-label={`History: ${row.summary}`}>
            History
          </SmartLink>
        </span>
      </td>
    </tr>
  );
}

export default function ActivityPage() {
  usePageTitle("Activity log");
  const router = useRouter();
  const searchStr = useLocation({ select: (l) => l.searchStr });
  const filters = filtersFrom(searchStr);
  const query = useActivity(filters);
  const online = useOnline();
  const filtered = FILTER_NAMES.some((name) => filters[name]);
  const backwards = Boolean(filters.from && filters.to && filters.to < filters.from);

  const go = (next: Partial<ActivityFilters>) =>
    void router.navigate({ href: `${ACTIVITY_PATH}${searchOf({ ...filters, page: 1, ...next })}`, replace: true });

  return (
    <section className="container page-section activity">
      <h1>Activity log</h1>
      <p>Every change editors made to the site's content, agents, forms and blog: who, when and what, newest first.</p>
      <p>
        What is set to change at a later time: <SmartLink href={SCHEDULED_PATH}>Scheduled changes</SmartLink>.
      </p>
      {!online && <p className="notice">You are offline. The activity log needs a connection.</p>}
      <FilterForm filters={filters} log={query.data} filtered={filtered} backwards={backwards} go={go} />
      {backwards && (
        <p className="field-error" role="alert">
          The To date is before the From date.
        </p>
      )}
      {filters.item && (
        <p className="notice activity-item">
          Showing the history of one item.{" "}
          <button type="button" className="link-button" onClick={() => go({ item: "" })}>
            Show all activity
          </button>
        </p>
      )}
      {query.isPending && <p role="status">Loading activity…</p>}
      {query.isError && (
        <p className="field-error" role="alert">
          The activity could not be loaded. {query.error.message}{" "}
          <button type="button" className="link-button" onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      )}
      {query.data && query.data.items.length === 0 && (
        <p className="activity-empty" role="status">
          {filtered || filters.page > 1 ? "No activity matches these filters." : "No activity yet."}
        </p>
      )}
      {query.data && query.data.items.length > 0 && <Results log={query.data} filters={filters} go={go} />}
    </section>
  );
}

interface FilterFormProps {
  filters: ActivityFilters;
  log: ActivityLog | undefined;
  filtered: boolean;
  backwards: boolean;
  go: (next: Partial<ActivityFilters>) => void;
}

/** Person and page (a filter the log no longer offers stays selectable), the date range, and a reset. */
function FilterForm({ filters, log, filtered, backwards, go }: FilterFormProps) {
  const ids = { person: useId(), page: useId(), from: useId(), to: useId() };
  return (
    <form className="activity-filters" aria-label="Filter the activity" onSubmit={(e) => e.preventDefault()}>
      <div className="field">
        <label htmlFor={ids.person}>Person</label>
        <select id={ids.person} value={filters.person} onChange={(e) => go({ person: e.target.value })}>
          <option value="">Everyone</option>
          {log?.people.map((p) => (
            <option key={p.email} value={p.email}>
              {p.name === p.email ? p.email : `${p.name} (${p.email})`}
            </option>
          ))}
          {filters.person && !log?.people.some((p) => p.email === filters.person) && (
            <option value={filters.person}>{filters.person}</option>
          )}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.page}>Page</label>
        <select id={ids.page} value={filters.pageName} onChange={(e) => go({ pageName: e.target.value })}>
          <option value="">All pages</option>
          {log?.pages.map((p) => (
            <option key={p.name} value={p.name}>
              {p.label}
            </option>
          ))}
          {filters.pageName && !log?.pages.some((p) => p.name === filters.pageName) && (
            <option value={filters.pageName}>{filters.pageName}</option>
          )}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.from}>From</label>
        <input id={ids.from} type="date" value={filters.from} onChange={(e) => go({ from: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={ids.to}>To</label>
        <input
          id={ids.to}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          aria-invalid={backwards || undefined}
          onChange={(e) => go({ to: e.target.value })}
        />
      </div>
      {filtered && (
        <button
          type="button"
          className="btn btn-light"
          onClick={() => go({ person: "", pageName: "", item: "", from: "", to: "" })}
        >
          Clear filters
        </button>
      )}
    </form>
  );
}

/** One page of changes, and the way to the others. */
function Results({
  log,
  filters,
  go,
}: {
  log: ActivityLog;
  filters: ActivityFilters;
  go: (next: Partial<ActivityFilters>) => void;
}) {
  const pages = Math.max(1, Math.ceil(log.total / ACTIVITY_PAGE_SIZE));
  return (
    <>
      <div className="table-wrap">
        <table className="activity-table">
          <caption className="visually-hidden">Changes, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Page</th>
              <th scope="col">Links</th>
            </tr>
          </thead>
          <tbody>
            {log.items.map((row) => (
              <Row key={row.id} row={row} />
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="activity-pages" aria-label="Activity pages">
          <button
            type="button"
            className="btn btn-light btn-small"
            disabled={filters.page <= 1}
            onClick={() => go({ ...filters, page: filters.page - 1 })}
          >
            Previous
          </button>
          <span>
            Page {filters.page} of {pages} ({log.total} changes)
          </span>
          <button
            type="button"
            className="btn btn-light btn-small"
            disabled={filters.page >= pages}
            onClick={() => go({ ...filters, page: filters.page + 1 })}
          >
            Next
          </button>
        </nav>
      )}
    </>
  );
}
