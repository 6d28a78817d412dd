import { ButtonLink, buttonClass } from './Button';
import styles from './page-links.module.css';

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
    <nav className={styles.pager} aria-label={label}>
      {page > 1 ? (
        <ButtonLink variant="outline" size="sm" to={to(page - 1)} onClick={onNavigate} rel="prev">
          Previous
        </ButtonLink>
      ) : (
        <span className={buttonClass({ variant: 'outline', size: 'sm' })} aria-disabled="true">
          Previous
        </span>
      )}
      <span className={styles.pagerWhere}>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <ButtonLink variant="outline" size="sm" to={to(page + 1)} onClick={onNavigate} rel="next">
          Next
        </ButtonLink>
      ) : (
        <span className={buttonClass({ variant: 'outline', size: 'sm' })} aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
