import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './LoadError';
import styles from './mod-list.module.css';
import { Pager } from './Pager';
import { formatDateTime } from '../../lib/format';

interface Page<T> {
  items: T[];
  total: number;
  pageSize: number;
}

/**
 * One page of a searchable admin list and its states: loading, failed (with Retry), nothing at
 * all, nothing matching the search, the entries, and Previous/Next.
 */
export function PagedList<T>({
  query,
  page,
  onPage,
  search,
  noun,
  children,
}: {
  query: UseQueryResult<Page<T>>;
  page: number;
  onPage: (page: number) => void;
  search: string;
  /** Plural, lower case: 'reviews', 'comments'. */
  noun: string;
  children: (item: T) => ReactNode;
}) {
  if (query.isPending) return <p className="muted">Loading {noun}...</p>;
  if (query.isError)
    return (
      <LoadError
        what={`the ${noun}`}
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  const { items, total, pageSize } = query.data;
  if (total === 0)
    return <p className="muted">{search ? `No ${noun} match "${search}".` : `No ${noun} yet.`}</p>;
  return (
    <>
      {items.length === 0 && <p className="muted">This page is empty.</p>}
      <ul className={styles.modList}>{items.map(children)}</ul>
      <Pager page={page} pageSize={pageSize} total={total} onPage={onPage} />
    </>
  );
}

/** When an entry (a message, a review, a comment) was written: '23 Nov 2026, 14:05'. */
export function EntryTime({ iso }: { iso: string }) {
  return (
    <time className="muted" dateTime={iso}>
      {formatDateTime(iso)}
    </time>
  );
}
