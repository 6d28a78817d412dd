import { Link, useParams } from 'react-router';
import { formatMoney } from '#shared/pricing.js';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { FormError } from '../../../components/ui/FormError';
import { LoadError } from '../../../components/ui/LoadError';
import { ApiError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { chatLink } from '../../../lib/whatsapp-link';
import { useSite } from '../../site';
import { useAcceptQuote, useQuote } from '../api';
import { QuoteLinesTable } from '../components/QuoteLinesTable';
import styles from '../quotes.module.css';

/** Whoever holds a quote's reference follows it here, and accepts it once it is priced. */
export default function QuoteStatusPage() {
  const { quotes: t } = useI18n().m;
  const format = useFormat();
  /** A 'Valid until' day (YYYY-MM-DD) as the shop writes dates: '19 Jan 2026', '19 Januari 2026'. */
  const dayText = (day: string) => format.date(`${day}T00:00:00Z`);
  const { reference = '' } = useParams();
  const quote = useQuote(reference);
  const accept = useAcceptQuote(reference);
  const site = useSite();

  if (quote.isPending) {
    return (
      <section className="page container narrow">
        <p className="muted">{t.loading}</p>
      </section>
    );
  }
  if (quote.isError) {
    const missing = quote.error instanceof ApiError && quote.error.status === 404;
    return (
      <section className={`page container narrow ${styles.quotePage}`}>
        <h1>{t.quote}</h1>
        {missing ? (
          <>
            <p>{t.notFound}</p>
            <p className="muted">{t.checkReference}</p>
            <ButtonLink to="/quote" variant="primary">
              {t.title}
            </ButtonLink>
          </>
        ) : (
          <LoadError
            what={t.yourQuote}
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
        {t.quote} <span className={styles.quoteRef}>{q.reference}</span>
      </h1>
      <p data-testid="quote-status">
        {t.status} <strong>{t.statuses[q.status]}</strong>
      </p>
      <p className="muted">{t.requestedAt(format.dateTime(q.createdAt))}</p>

      {q.status === 'Requested' && <p className={styles.quoteWaiting}>{t.waiting}</p>}
      {q.status === 'Expired' && q.validUntil && (
        <div className={styles.quoteExpired}>
          <p>{t.expiredOn(dayText(q.validUntil))}</p>
          <ButtonLink to={`/quote?from=${q.reference}`} variant="primary">
            {t.requestAgain}
          </ButtonLink>
        </div>
      )}

      <div className={`card ${styles.quoteCard}`}>
        <h2>{t.items}</h2>
        <QuoteLinesTable quote={q} />
        {q.note && <p className={styles.quoteNote}>{t.note(q.note)}</p>}
        {q.status === 'Sent' && q.validUntil && (
          <p className={styles.quoteValid}>{t.validUntil(dayText(q.validUntil))}</p>
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
            {accept.isPending ? t.accepting : t.accept}
          </Button>
        </div>
      )}

      {order && (
        <div className={`card ${styles.quoteCard}`} role="status">
          <h2>{t.accepted}</h2>
          <p>
            {t.orderIsBefore}
            <Link to={`/orders/${order.reference}`}>{order.reference}</Link>
            {t.orderIsAfter}
          </p>
          {shopPhone && (
            <a
              className={styles.quoteChat}
              href={chatLink(
                shopPhone,
                t.chatText(q.reference, order.reference, formatMoney(q.total ?? 0)),
              )}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t.sendOnWhatsApp}
            </a>
          )}
        </div>
      )}
    </section>
  );
}
