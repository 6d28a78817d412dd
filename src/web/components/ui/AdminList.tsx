import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatCount } from '../../lib/format';
import { Button } from './Button';
import { SelectField, TextField } from './Field';
import { LoadError } from './LoadError';
import { Pager } from './Pager';
import styles from './admin-list.module.css';

// The one admin list screen (docs/decisions/119-admin-list-screen.md): a title, the list's
// filters and search kept in the address, the count, one row per entry under column headings
// (a whole row is a link when it opens something), and Previous / Next. Orders, quotes and
// payments use it; a new admin list gives it its query, columns and row link.

/** One page of a list, as every admin list route answers it. */
export interface ListPage<T> {
  items: T[];
  total: number;
  pageSize: number;
}

/** A column: its heading (hidden on a phone, where the cells stack) and what a row shows in it. */
export interface AdminListColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  /** Its width as a grid track ('9rem', 'auto'); shares the rest by default. */
  width?: string;
  /** Money and counts line up at the end. */
  align?: 'end';
}

/** A choice that narrows the list ('Status'); its values are the address's. */
export interface AdminListFilter {
  name: string;
  label: string;
  /** The choice that narrows nothing: 'All statuses'. */
  all: string;
  options: readonly string[];
}

type Filters<F extends Record<string, readonly string[]>> = { [K in keyof F]: F[K][number] | '' };

/** Where a list stands, read from the address so a reload or a shared link keeps it. */
export interface ListAddress<V extends Record<string, string> = Record<string, string>> {
  page: number;
  q: string;
  filters: V;
  /** A new search or filter starts again at page 1; paging keeps them. */
  set(next: { page?: number; q?: string; filters?: Partial<V> }): void;
}

/**
 * The page, the search and each filter of a list from the address (`?status=paid&q=ann&page=2`);
 * a filter's value outside its options reads as none.
 */
export function useListAddress<F extends Record<string, readonly string[]>>(
  options: F,
): ListAddress<Filters<F>> {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page') ?? '1')) || 1);
  const q = params.get('q') ?? '';
  const filters = Object.fromEntries(
    Object.entries(options).map(([name, allowed]) => {
      const value = params.get(name) ?? '';
      return [name, allowed.includes(value) ? value : ''];
    }),
  ) as Filters<F>;
  return {
    page,
    q,
    filters,
    set(next) {
      const merged = { ...filters, ...next.filters };
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(merged)) if (value) search.set(name, value);
      const text = (next.q ?? q).trim();
      if (text) search.set('q', text);
      const nextPage = next.page ?? 1;
      if (nextPage > 1) search.set('page', String(nextPage));
      setParams(search);
    },
  };
}

/** The class of a column's cells: money and counts line up at the end. */
const alignOf = (column: AdminListColumn<never>) =>
  column.align === 'end' ? styles.adminListEnd : undefined;

function ListFilters({
  name,
  address,
  filters,
  searchPlaceholder,
}: {
  name: string;
  address: ListAddress;
  filters: AdminListFilter[];
  searchPlaceholder?: string;
}) {
  const [draft, setDraft] = useState(address.q);
  function submit(event: FormEvent) {
    event.preventDefault();
    address.set({ q: draft });
  }
  return (
    <form className={styles.adminListFilters} onSubmit={submit} role="search">
      {filters.map((f) => (
        <SelectField
          key={f.name}
          id={`${name}-${f.name}`}
          label={f.label}
          value={address.filters[f.name] ?? ''}
          onChange={(e) => address.set({ filters: { [f.name]: e.target.value } })}
        >
          <option value="">{f.all}</option>
          {f.options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </SelectField>
      ))}
      {searchPlaceholder !== undefined && (
        <>
          <TextField
            id={`${name}-q`}
            label="Search"
            fieldClassName={styles.adminListSearch}
            type="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={searchPlaceholder}
            maxLength={100}
          />
          <Button type="submit" variant="dark">
            Search
          </Button>
        </>
      )}
    </form>
  );
}

export function AdminList<T>({
  name,
  title,
  actions,
  noun,
  address,
  filters = [],
  searchPlaceholder,
  query,
  columns,
  rowKey,
  rowLink,
  rowExtra,
  rowTestId,
}: {
  /** Names the screen's ids: 'orders' gives #orders-title, #orders-status, #orders-q. */
  name: string;
  title: string;
  /** Beside the title: links to related screens. */
  actions?: ReactNode;
  /** 'order' and 'orders': 'Loading orders...', '1 order', 'No orders yet.' */
  noun: { one: string; many: string };
  address: ListAddress;
  filters?: AdminListFilter[];
  /** Shows the search field (by reference, name...) with this hint. */
  searchPlaceholder?: string;
  query: UseQueryResult<ListPage<T>>;
  columns: AdminListColumn<T>[];
  rowKey: (item: T) => string;
  /** Makes the whole row a link, named by `label` ('Order ARH-... from Ann'). */
  rowLink?: (item: T) => { to: string; label: string };
  /** Under a row that is not a link: what staff do with that entry (a small form). */
  rowExtra?: (item: T) => ReactNode;
  rowTestId?: string;
}) {
  const narrowed = address.q !== '' || Object.values(address.filters).some(Boolean);
  const tracks = {
    '--admin-list-columns': columns.map((c) => c.width ?? 'minmax(0, 1fr)').join(' '),
  } as CSSProperties;
  const cells = (item: T) =>
    columns.map((c) => (
      <span key={c.header} className={alignOf(c)}>
        {c.cell(item)}
      </span>
    ));

  let body: ReactNode;
  if (query.isPending) body = <p className="muted">Loading {noun.many}...</p>;
  else if (query.isError)
    body = (
      <LoadError
        what={`the ${noun.many}`}
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (query.data.items.length === 0)
    body = (
      <p className="muted">
        {narrowed ? `No ${noun.many} match this filter.` : `No ${noun.many} yet.`}
      </p>
    );
  else {
    const { items, total, pageSize } = query.data;
    body = (
      <>
        <p className={`muted ${styles.adminListCount}`}>
          {formatCount(total)} {total === 1 ? noun.one : noun.many}
        </p>
        <div className={styles.adminListHeader} style={tracks} aria-hidden="true">
          {columns.map((c) => (
            <span key={c.header} className={alignOf(c)}>
              {c.header}
            </span>
          ))}
        </div>
        <ul className={styles.adminListRows} aria-label={title}>
          {items.map((item) => {
            const link = rowLink?.(item);
            return (
              <li key={rowKey(item)} className="card" data-testid={rowTestId}>
                {link ? (
                  <Link
                    to={link.to}
                    className={`${styles.adminListRow} ${styles.adminListLink}`}
                    style={tracks}
                    aria-label={link.label}
                  >
                    {cells(item)}
                  </Link>
                ) : (
                  <div className={styles.adminListRow} style={tracks}>
                    {cells(item)}
                  </div>
                )}
                {rowExtra?.(item)}
              </li>
            );
          })}
        </ul>
        <Pager
          page={address.page}
          pageSize={pageSize}
          total={total}
          onPage={(page) => address.set({ page })}
        />
      </>
    );
  }

  return (
    <section aria-labelledby={`${name}-title`}>
      <div className={styles.adminListHead}>
        <h1 id={`${name}-title`}>{title}</h1>
        {actions}
      </div>
      {(filters.length > 0 || searchPlaceholder !== undefined) && (
        <ListFilters
          name={name}
          address={address}
          filters={filters}
          searchPlaceholder={searchPlaceholder}
        />
      )}
      {body}
    </section>
  );
}
