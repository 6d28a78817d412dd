import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { QUOTE } from '#shared/quote-limits.js';
import { Button } from '../../../components/ui/Button';
import { TextareaField, TextField } from '../../../components/ui/Field';
import { FormError } from '../../../components/ui/FormError';
import { LoadError } from '../../../components/ui/LoadError';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { chatLink } from '../../../lib/whatsapp-link';
import { useSite } from '../../site';
import { useAdminQuote, useSaveQuote, useSendQuote } from '../api';
import { QuoteLinesTable } from '../components/QuoteLinesTable';
import { PriceLinesTable } from './PriceLinesTable';
import { draftOf, patchOf, quoteMessage, type Draft } from './quote-draft';
import styles from '../quotes.module.css';
import { HistoryPanel } from '../../../components/ui/HistoryPanel';

/** Admin: one quote, priced line by line, then sent to the customer on WhatsApp. */
export default function QuoteDetailPage() {
  const { reference = '' } = useParams();
  const quote = useAdminQuote(reference);
  const save = useSaveQuote(reference);
  const send = useSendQuote(reference);
  const site = useSite();
  const [draft, setDraft] = useState<Draft | null>(null);

  const loaded = quote.data;
  useEffect(() => {
    if (loaded) setDraft(draftOf(loaded));
  }, [loaded]);

  if (quote.isPending) return <p className="muted">Loading quote...</p>;
  if (quote.isError) {
    return quote.error instanceof ApiError && quote.error.status === 404 ? (
      <p>Quote not found.</p>
    ) : (
      <LoadError
        what="the quote"
        error={quote.error}
        onRetry={() => quote.refetch()}
        retrying={quote.isFetching}
      />
    );
  }
  const q = quote.data;
  if (!draft) return null;
  const fixed = q.status !== 'Requested';
  const error = save.error ?? send.error;

  function onSave(event: FormEvent) {
    event.preventDefault();
    send.reset();
    save.mutate(patchOf(draft!, fixed));
  }

  return (
    <section aria-labelledby="quote-title">
      <div className={styles.quoteAdminHead}>
        <h1 id="quote-title">
          Quote <span className={styles.quoteRef}>{q.reference}</span>
        </h1>
        <Link to="/admin/quotes">All quotes</Link>
      </div>
      <p>
        Status: <strong data-testid="quote-status">{q.status}</strong> · {q.customerName}{' '}
        <span className="muted">+{q.phone}</span>
        {q.county ? ` · ${q.county}` : ' · Pickup or not decided'}
      </p>
      <p className="muted">Requested {formatDateTime(q.createdAt)}</p>

      {q.order && (
        <p role="status">
          Accepted: order <Link to={`/admin/orders/${q.order.reference}`}>{q.order.reference}</Link>
        </p>
      )}

      <form onSubmit={onSave} className={`card ${styles.quoteCard}`}>
        {fixed ? (
          <QuoteLinesTable quote={q} />
        ) : (
          <>
            <PriceLinesTable
              lines={draft.lines}
              onChange={(lines) => setDraft({ ...draft, lines })}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() =>
                setDraft({
                  ...draft,
                  lines: [
                    ...draft.lines,
                    { text: '', productId: null, name: null, quantity: '1', unitPrice: '' },
                  ],
                })
              }
            >
              Add line
            </Button>
            <TextField
              id="quote-delivery"
              label="Delivery fee (KSh)"
              type="number"
              min={0}
              max={QUOTE.deliveryFeeMax}
              value={draft.deliveryFee}
              onChange={(e) => setDraft({ ...draft, deliveryFee: e.target.value })}
            />
          </>
        )}
        {q.status !== 'Accepted' && (
          <>
            <TextField
              id="quote-valid"
              label="Valid until"
              type="date"
              value={draft.validUntil}
              onChange={(e) => setDraft({ ...draft, validUntil: e.target.value })}
            />
            <TextareaField
              id="quote-note"
              label="Note to the customer"
              rows={2}
              maxLength={QUOTE.staffNoteMax}
              value={draft.note}
              onChange={(e) => setDraft({ ...draft, note: e.target.value })}
            />
          </>
        )}
        {error && <FormError>{error.message}</FormError>}
        {save.isSuccess && !error && <FormError success>Saved.</FormError>}
        {q.status !== 'Accepted' && (
          <div className={styles.quoteAdminActions}>
            <Button type="submit" variant="outline" disabled={save.isPending || send.isPending}>
              Save
            </Button>
            {!fixed && (
              <Button
                type="button"
                variant="primary"
                disabled={save.isPending || send.isPending}
                onClick={() => {
                  save.reset();
                  send.mutate(patchOf(draft, false));
                }}
              >
                {send.isPending ? 'Sending...' : 'Send Quote'}
              </Button>
            )}
            {fixed && (
              <a
                className={styles.quoteChat}
                href={chatLink(q.phone, quoteMessage(q, site.name))}
                target="_blank"
                rel="noopener noreferrer"
              >
                Send on WhatsApp
              </a>
            )}
          </div>
        )}
      </form>
      <HistoryPanel entity="quote" id={reference} />
    </section>
  );
}
