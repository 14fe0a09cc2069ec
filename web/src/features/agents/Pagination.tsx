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
  let before = 0;
  // a break is known by the page it follows: there is one on each side of the current page at most
  const items = paginationItems(page, count).map((item) => {
    if (item === "break") return { item, key: `break-after-${before}` };
    before = item;
    return { item, key: String(item) };
  });
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        <li>
          <button type="button" onClick={() => onPage(page - 1)} disabled={page === 1} aria-label="Previous page">
            ‹
          </button>
        </li>
        {items.map(({ item, key }) =>
          item === "break" ? (
            <li key={key} aria-hidden="true" className="pagination-break">
              …
            </li>
          ) : (
            <li key={key}>
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
