import { ButtonLink, buttonClass } from './Button';
import styles from './page-links.module.css';
import { useI18n } from '../../lib/i18n';

/**
 * Previous / next links between the pages of a long list, with where the visitor is. Real links,
 * so a page can be opened in a new tab, shared, and reached again with the back button.
 */
export function PageLinks({
  page,
  pageCount,
  to,
  onNavigate,
  label,
}: {
  page: number;
  pageCount: number;
  /** The address of a page. */
  to: (page: number) => string;
  onNavigate?: () => void;
  label?: string;
}) {
  const { paging: common } = useI18n().m;
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label ?? common.pages}>
      {page > 1 ? (
        <ButtonLink variant="outline" size="sm" to={to(page - 1)} onClick={onNavigate} rel="prev">
          {common.previous}
        </ButtonLink>
      ) : (
        <span className={buttonClass({ variant: 'outline', size: 'sm' })} aria-disabled="true">
          {common.previous}
        </span>
      )}
      <span className={styles.pagerWhere}>{common.pageOf(page, pageCount)}</span>
      {page < pageCount ? (
        <ButtonLink variant="outline" size="sm" to={to(page + 1)} onClick={onNavigate} rel="next">
          {common.next}
        </ButtonLink>
      ) : (
        <span className={buttonClass({ variant: 'outline', size: 'sm' })} aria-disabled="true">
          {common.next}
        </span>
      )}
    </nav>
  );
}
