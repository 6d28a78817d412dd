import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { pageCount } from '../../../shared/paging';
import './pager.css';

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
    <nav className="pager" aria-label="Pages">
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span className="pager__status">
        Page {Math.min(page, pages)} of {pages} ({total.toLocaleString('en-KE')} in all)
      </span>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
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
    <form className="search-form" role="search" onSubmit={submit}>
      <label className="search-form__label" htmlFor="list-search">
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
      <button type="submit" className="btn btn-dark btn-sm">
        Search
      </button>
      {value && (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          Clear
        </button>
      )}
    </form>
  );
}
