import { Link } from 'react-router';

/**
 * Previous / next links between the pages of a long list, with where the visitor is. Real links,
 * so a page can be opened in a new tab, shared, and reached again with the back button.
 */
export function PageLinks({
  page,
  pageCount,
  to,
  onNavigate,
  label = 'Pages',
}: {
  page: number;
  pageCount: number;
  /** The address of a page. */
  to: (page: number) => string;
  onNavigate?: () => void;
  label?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? (
        <Link className="btn btn-outline btn-sm" to={to(page - 1)} onClick={onNavigate} rel="prev">
          Previous
        </Link>
      ) : (
        <span className="btn btn-outline btn-sm" aria-disabled="true">
          Previous
        </span>
      )}
      <span className="pager__where">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link className="btn btn-outline btn-sm" to={to(page + 1)} onClick={onNavigate} rel="next">
          Next
        </Link>
      ) : (
        <span className="btn btn-outline btn-sm" aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
