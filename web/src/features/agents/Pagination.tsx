import { paginationItems } from "./search";
import "./pagination.css";

export function Pagination({
  page,
  count,
  onPage,
  label = "Agent results pages",
}: {
  page: number;
  count: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  if (count <= 1) return null;
  const items = paginationItems(page, count);
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        <li>
          <button type="button" onClick={() => onPage(page - 1)} disabled={page === 1} aria-label="Previous page">
            ‹
          </button>
        </li>
        {items.map((item, i) =>
          item === "break" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: breaks have no identity of their own
            <li key={`break-${i}`} aria-hidden="true" className="pagination-break">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                onClick={() => onPage(item)}
                aria-current={item === page ? "page" : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" onClick={() => onPage(page + 1)} disabled={page === count} aria-label="Next page">
            ›
          </button>
        </li>
      </ul>
    </nav>
  );
}
