import { formatMoney } from '#shared/pricing.js';
import { QUOTE_STATUSES } from '#shared/quote-limits.js';
import type { AdminQuoteSummary } from '#shared/quote.schema.js';
import { AdminList, useListAddress, type AdminListColumn } from '../../../components/ui/AdminList';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useAdminQuotes } from '../api';
import styles from '../quotes.module.css';

const COLUMNS: AdminListColumn<AdminQuoteSummary>[] = [
  {
    header: 'Reference',
    width: '9.5rem',
    cell: (o) => <strong className={styles.quoteRef}>{o.reference}</strong>,
  },
  { header: 'Status', width: '6.5rem', cell: (o) => o.status },
  {
    header: 'Customer',
    cell: (o) => (
      <>
        {o.customerName} <span className="muted">+{o.phone}</span>
        <br />
        <span className="muted">
          {o.lineCount} line{o.lineCount === 1 ? '' : 's'}
        </span>
      </>
    ),
  },
  {
    header: 'Total',
    width: '7.5rem',
    align: 'end',
    cell: (o) => (o.total === null ? 'Not priced' : formatMoney(o.total)),
  },
  {
    header: 'Valid until',
    width: '8rem',
    cell: (o) => (o.validUntil ? formatDate(`${o.validUntil}T00:00:00Z`) : ''),
  },
  {
    header: 'Asked',
    width: '10rem',
    align: 'end',
    cell: (o) => (
      <time className="muted" dateTime={o.createdAt}>
        {formatDateTime(o.createdAt)}
      </time>
    ),
  },
];

/** Admin: every quote, newest first, filtered by status and searched by reference, name or phone. */
export default function ManageQuotesPage() {
  const address = useListAddress({ status: QUOTE_STATUSES });
  const quotes = useAdminQuotes({ ...address.filters, q: address.q, page: address.page });
  return (
    <AdminList
      name="quotes"
      title="Quotes"
      noun={{ one: 'quote', many: 'quotes' }}
      address={address}
      filters={[{ name: 'status', label: 'Status', all: 'All statuses', options: QUOTE_STATUSES }]}
      searchPlaceholder="Reference, name or phone"
      query={quotes}
      columns={COLUMNS}
      rowKey={(o) => o.reference}
      rowLink={(o) => ({
        to: `/admin/quotes/${o.reference}`,
        label: `Quote ${o.reference} from ${o.customerName}`,
      })}
    />
  );
}
