import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const PAGE_VIEW_DAYS = 30;

export const pageViewsQueryOptions = (days = PAGE_VIEW_DAYS) =>
  queryOptions({
    queryKey: ["page-views", days],
    queryFn: () => api.call("listPageViews", { query: { days: String(days) } }),
    staleTime: 0,
    gcTime: 0,
  });

export default function PageViewsPanel() {
  const { data, isPending, isError, refetch } = useQuery(pageViewsQueryOptions());
  return (
    <section className="hub-groups page-views" aria-labelledby="page-views-heading">
      <h2 id="page-views-heading">Page views (last {PAGE_VIEW_DAYS} days)</h2>
      <p className="hint">Counted per page without cookies or visitor identifiers.</p>
      {isPending && <p role="status">Loading…</p>}
      {isError && (
        <p role="alert">
          Page views could not be loaded.{" "}
          <button type="button" className="link-button" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      )}
      {data && data.length === 0 && <p>No page views yet.</p>}
      {data && data.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">Views</th>
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={row.path}>
                  <td>{row.path}</td>
                  <td>{row.views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
