import { Link, useParams } from 'react-router';
import { formatMoney } from '#shared/pricing.js';
import { QUOTE_TEXTS } from '#shared/quote-limits.js';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { FormError } from '../../../components/ui/FormError';
import { LoadError } from '../../../components/ui/LoadError';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { chatLink } from '../../../lib/whatsapp-link';
import { useSite } from '../../site';
import { useAcceptQuote, useQuote } from '../api';
import { QuoteLinesTable } from '../components/QuoteLinesTable';
import styles from '../quotes.module.css';

/** A 'Valid until' day (YYYY-MM-DD) as the shop writes dates: '19 Jan 2026'. */
const dayText = (day: string) => formatDate(`${day}T00:00:00Z`);

/** Whoever holds a quote's reference follows it here, and accepts it once it is priced. */
export default function QuoteStatusPage() {
  const { reference = '' } = useParams();
  const quote = useQuote(reference);
  const accept = useAcceptQuote(reference);
  const site = useSite();

  if (quote.isPending) {
    return (
      <section className="page container narrow">
        <p className="muted">Loading your quote...</p>
      </section>
    );
  }
  if (quote.isError) {
    const missing = quote.error instanceof ApiError && quote.error.status === 404;
    return (
      <section className={`page container narrow ${styles.quotePage}`}>
        <h1>Quote</h1>
        {missing ? (
          <>
            <p>Quote not found.</p>
            <p className="muted">Check the reference; it looks like Q-7K3Q-9XF2.</p>
            <ButtonLink to="/quote" variant="primary">
              Get a Quote
            </ButtonLink>
          </>
        ) : (
          <LoadError
            what="your quote"
            error={quote.error}
            onRetry={() => quote.refetch()}
            retrying={quote.isFetching}
          />
        )}
      </section>
    );
  }

  const q = quote.data;
  const order = accept.data?.order ?? q.order;
  const shopPhone = site.phone;
  return (
    <section className={`page container narrow ${styles.quotePage}`}>
      <h1>
        Quote <span className={styles.quoteRef}>{q.reference}</span>
      </h1>
      <p data-testid="quote-status">
        Status: <strong>{q.status}</strong>
      </p>
      <p className="muted">Requested {formatDateTime(q.createdAt)}</p>

      {q.status === 'Requested' && <p className={styles.quoteWaiting}>{QUOTE_TEXTS.waiting}</p>}
      {q.status === 'Expired' && q.validUntil && (
        <div className={styles.quoteExpired}>
          <p>This quote expired on {dayText(q.validUntil)}.</p>
          <ButtonLink to={`/quote?from=${q.reference}`} variant="primary">
            Request again
          </ButtonLink>
        </div>
      )}

      <div className={`card ${styles.quoteCard}`}>
        <h2>Items</h2>
        <QuoteLinesTable quote={q} />
        {q.note && <p className={styles.quoteNote}>Note from the shop: {q.note}</p>}
        {q.status === 'Sent' && q.validUntil && (
          <p className={styles.quoteValid}>Valid until {dayText(q.validUntil)}</p>
        )}
      </div>

      {q.status === 'Sent' && !order && (
        <div className={styles.quoteAccept}>
          {accept.isError && <FormError>{accept.error.message}</FormError>}
          <Button
            type="button"
            variant="primary"
            disabled={accept.isPending}
            onClick={() => accept.mutate()}
          >
            {accept.isPending ? 'Placing your order...' : 'Accept Quote'}
          </Button>
        </div>
      )}

      {order && (
        <div className={`card ${styles.quoteCard}`} role="status">
          <h2>Accepted</h2>
          <p>
            Your order is <Link to={`/orders/${order.reference}`}>{order.reference}</Link>.
          </p>
          {shopPhone && (
            <a
              className={styles.quoteChat}
              href={chatLink(
                shopPhone,
                `Hello, I accepted quote ${q.reference}. My order is ${order.reference}, total ${formatMoney(q.total ?? 0)}.`,
              )}
              target="_blank"
              rel="noopener noreferrer"
            >
              Send Order via WhatsApp
            </a>
          )}
        </div>
      )}
    </section>
  );
}
