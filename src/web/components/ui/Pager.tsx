import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { pageCount } from '#shared/paging.js';
import { formatCount } from '../../lib/format';
import { Button } from './Button';
import styles from './pager.module.css';

/** A list's page and search term, kept in the address so a reload or a shared link keeps them. */
export function usePageAndSearch(): {
  page: number;
  q: string;
  setPage(page: number): void;
  setQ(q: string): void;
} {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page') ?? '1')) || 1);
  const q = params.get('q') ?? '';
  const update = (next: { page?: number; q?: string }) => {
    const p = new URLSearchParams(params);
    const nextPage = next.page ?? page;
    const nextQ = next.q ?? q;
    if (nextPage > 1) p.set('page', String(nextPage));
    else p.delete('page');
    if (nextQ) p.set('q', nextQ);
    else p.delete('q');
    setParams(p);
  };
  return { page, q, setPage: (n) => update({ page: n }), setQ: (s) => update({ q: s, page: 1 }) };
}

/** Previous / Next with "Page 2 of 7 (130 in all)". */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total, pageSize);
  if (total <= pageSize && page === 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pages">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </Button>
      <span className={styles.pagerStatus}>
        Page {Math.min(page, pages)} of {pages} ({formatCount(total)} in all)
      </span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}

/** A search field that applies on Enter or the Search button. */
export function SearchForm({
  value,
  onSearch,
  label,
  maxLength = 100,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  maxLength?: number;
}) {
  const [text, setText] = useState(value);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form className={styles.searchForm} role="search" onSubmit={submit}>
      <label className={styles.searchFormLabel} htmlFor="list-search">
        {label}
      </label>
      <input
        id="list-search"
        type="search"
        className="input"
        value={text}
        maxLength={maxLength}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" variant="dark" size="sm">
        Search
      </Button>
      {value && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          Clear
        </Button>
      )}
    </form>
  );
}
