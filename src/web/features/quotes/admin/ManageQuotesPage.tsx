import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '#shared/pricing.js';
import { QUOTE_STATUSES, type QuoteStatus } from '#shared/quote-limits.js';
import { Button } from '../../../components/ui/Button';
import { SelectField, TextField } from '../../../components/ui/Field';
import { LoadError } from '../../../components/ui/LoadError';
import { Pager } from '../../../components/ui/Pager';
import { formatCount, formatDate, formatDateTime } from '../../../lib/format';
import { useAdminQuotes } from '../api';
import styles from '../quotes.module.css';

const isStatus = (v: string | null): v is QuoteStatus =>
  v !== null && (QUOTE_STATUSES as readonly string[]).includes(v);

/** Admin: every quote, newest first, filtered by status and searched by reference, name or phone. */
export default function ManageQuotesPage() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : '';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(q);
  const quotes = useAdminQuotes({ status, q, page });

  function update(next: { status?: string; q?: string; page?: number }) {
    const merged = { status, q, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.status) search.set('status', merged.status);
    if (merged.q.trim()) search.set('q', merged.q.trim());
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  }

  function search(event: FormEvent) {
    event.preventDefault();
    update({ q: draft });
  }

  return (
    <section aria-labelledby="quotes-title">
      <div className={styles.quoteAdminHead}>
        <h1 id="quotes-title">Quotes</h1>
      </div>
      <form className={styles.quoteAdminFilters} onSubmit={search} role="search">
        <SelectField
          id="quotes-status"
          label="Status"
          value={status}
          onChange={(e) => update({ status: e.target.value })}
        >
          <option value="">All statuses</option>
          {QUOTE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <TextField
          id="quotes-q"
          label="Search"
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Reference, name or phone"
          maxLength={100}
        />
        <Button type="submit" variant="dark">
          Search
        </Button>
      </form>

      {quotes.isPending ? (
        <p className="muted">Loading quotes...</p>
      ) : quotes.isError ? (
        <LoadError
          what="the quotes"
          error={quotes.error}
          onRetry={() => quotes.refetch()}
          retrying={quotes.isFetching}
        />
      ) : quotes.data.items.length === 0 ? (
        <p className="muted">{status || q ? 'No quotes match this filter.' : 'No quotes yet.'}</p>
      ) : (
        <>
          <p className="muted">
            {formatCount(quotes.data.total)} quote{quotes.data.total === 1 ? '' : 's'}
          </p>
          <ul className={styles.quoteAdminList}>
            {quotes.data.items.map((o) => (
              <li key={o.reference}>
                <Link
                  to={`/admin/quotes/${o.reference}`}
                  className={`card ${styles.quoteAdminRow}`}
                  aria-label={`Quote ${o.reference} from ${o.customerName}`}
                >
                  <strong className={styles.quoteRef}>{o.reference}</strong>
                  <span>{o.status}</span>
                  <span>
                    {o.customerName} <span className="muted">+{o.phone}</span>
                  </span>
                  <span className="muted">
                    {o.lineCount} line{o.lineCount === 1 ? '' : 's'}
                  </span>
                  <span>{o.total === null ? 'Not priced' : formatMoney(o.total)}</span>
                  <span className="muted">
                    {o.validUntil ? `Valid until ${formatDate(`${o.validUntil}T00:00:00Z`)}` : ''}
                  </span>
                  <time className="muted" dateTime={o.createdAt}>
                    {formatDateTime(o.createdAt)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={quotes.data.pageSize}
            total={quotes.data.total}
            onPage={(n) => update({ page: n })}
          />
        </>
      )}
    </section>
  );
}
