import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { formatMoney } from '#shared/pricing.js';
import { QUOTE, QUOTE_TEXTS, addDays, shopDay } from '#shared/quote-limits.js';
import type { AdminQuote, QuotePatch } from '#shared/quote.schema.js';
import { Button } from '../../../components/ui/Button';
import { TextareaField, TextField } from '../../../components/ui/Field';
import { FormError } from '../../../components/ui/FormError';
import { LoadError } from '../../../components/ui/LoadError';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { chatLink } from '../../../lib/whatsapp-link';
import { useSite } from '../../site';
import { useAdminQuote, useSaveQuote, useSendQuote } from '../api';
import { QuoteLinesTable } from '../components/QuoteLinesTable';
import styles from '../quotes.module.css';

interface DraftLine {
  text: string;
  productId: string | null;
  name: string | null;
  quantity: string;
  unitPrice: string;
}

interface Draft {
  lines: DraftLine[];
  deliveryFee: string;
  validUntil: string;
  note: string;
}

/** The quote as the form shows it: today's final price where no price is set yet. */
function draftOf(quote: AdminQuote): Draft {
  return {
    lines: quote.lines.map((l) => ({
      text: l.text,
      productId: l.productId,
      name: l.name,
      quantity: String(l.quantity),
      unitPrice: String(l.unitPrice ?? l.currentPrice ?? ''),
    })),
    deliveryFee: String(quote.deliveryFee ?? 0),
    validUntil: quote.validUntil ?? addDays(shopDay(new Date()), QUOTE.validDays),
    note: quote.note ?? '',
  };
}

const whole = (text: string): number => (text.trim() === '' ? NaN : Number(text));

function patchOf(draft: Draft, fixed: boolean): QuotePatch {
  const common = { validUntil: draft.validUntil, note: draft.note.trim() || null };
  if (fixed) return common;
  return {
    ...common,
    deliveryFee: whole(draft.deliveryFee) || 0,
    lines: draft.lines.map((l) => ({
      text: l.text,
      productId: l.productId,
      quantity: whole(l.quantity),
      unitPrice: l.unitPrice.trim() === '' ? null : whole(l.unitPrice),
    })),
  };
}

function quoteMessage(quote: AdminQuote, shopName: string): string {
  return [
    `Hello ${quote.customerName}, your quote ${quote.reference} from ${shopName} is ready.`,
    `Total: ${formatMoney(quote.total ?? 0)}${quote.validUntil ? `, valid until ${formatDate(`${quote.validUntil}T00:00:00Z`)}` : ''}.`,
    `See it and accept it here: ${quote.quoteUrl}`,
  ].join('\n');
}

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

  const setLine = (index: number, patch: Partial<DraftLine>) =>
    setDraft({
      ...draft,
      lines: draft.lines.map((l, i) => (i === index ? { ...l, ...patch } : l)),
    });

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
            <div className={styles.quoteTableWrap}>
              <table className={styles.quoteLines}>
                <caption className="visually-hidden">Lines to price</caption>
                <thead>
                  <tr>
                    <th scope="col">Customer wrote</th>
                    <th scope="col">Product</th>
                    <th scope="col">Qty</th>
                    <th scope="col">Unit price (KSh)</th>
                    <th scope="col">Amount</th>
                    <th scope="col">
                      <span className="visually-hidden">Remove</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {draft.lines.map((line, i) => {
                    const amount = whole(line.unitPrice) * whole(line.quantity);
                    return (
                      <tr key={i} data-testid="admin-quote-line">
                        <td>
                          <input
                            aria-label={`Line ${i + 1} text`}
                            value={line.text}
                            maxLength={QUOTE.lineTextMax}
                            onChange={(e) => setLine(i, { text: e.target.value })}
                          />
                        </td>
                        <td>
                          {line.name ?? (
                            <span className={styles.quoteUnmatched}>{QUOTE_TEXTS.notMatched}</span>
                          )}
                        </td>
                        <td>
                          <input
                            type="number"
                            aria-label={`Quantity of line ${i + 1}`}
                            min={1}
                            max={QUOTE.quantityMax}
                            value={line.quantity}
                            onChange={(e) => setLine(i, { quantity: e.target.value })}
                          />
                        </td>
                        <td>
                          <input
                            type="number"
                            aria-label={`Unit price of line ${i + 1}`}
                            min={0}
                            max={QUOTE.unitPriceMax}
                            value={line.unitPrice}
                            onChange={(e) => setLine(i, { unitPrice: e.target.value })}
                          />
                        </td>
                        <td>{Number.isFinite(amount) ? formatMoney(amount) : '-'}</td>
                        <td>
                          <Button
                            type="button"
                            variant="outline"
                            size="sm"
                            aria-label={`Remove line ${i + 1}`}
                            onClick={() =>
                              setDraft({ ...draft, lines: draft.lines.filter((_, j) => j !== i) })
                            }
                          >
                            Remove
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
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
    </section>
  );
}
