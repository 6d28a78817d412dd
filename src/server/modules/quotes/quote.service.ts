import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET } from '#shared/order.schema.js';
import {
  QUOTE,
  QUOTE_REFERENCE_PREFIX,
  addDays,
  shopDay,
  type AdminQuote,
  type PublicQuote,
  type QuoteInputParsed,
  type QuotePatchParsed,
} from '#shared/quote.schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { ConflictError } from '../../lib/errors.js';
import { newId, sha256 } from '../../lib/ids.js';
import { entriesFor, lineRows, priced, tooLarge, currentPriceOf } from './quote-line-rows.js';
import { getAdminQuote, loadQuote, toPublic } from './quote-read.js';
import type { QuoteDeps } from './quote.deps.js';
import { newQuoteMail } from './quote.mails.js';
import {
  findQuoteByIdempotencyKey,
  insertQuote,
  listQuoteLines,
  replaceQuoteLines,
  updateQuote,
  type QuoteLineRow,
  type QuoteRow,
} from './quote.repository.js';

// The rules of quotes (docs/decisions/097-100): a request is saved once per Idempotency-Key, staff
// price and send it, and a sent quote's prices are fixed. Matching a list is quote-match.service.ts,
// reading quote-read.ts, and accepting one (an order at its prices) the process
// processes/accept-quote.ts. Every function takes its dependencies by name (QuoteDeps).

/** ARH's alphabet under the Q prefix: Q-XXXX-XXXX, about 40 bits. */
export function newQuoteReference(): string {
  const pick = () =>
    Array.from({ length: 4 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join(
      '',
    );
  return `${QUOTE_REFERENCE_PREFIX}-${pick()}-${pick()}`;
}

/* ---------- requesting ---------- */

const REFERENCE_TRIES = 5;

/**
 * Saves a quote request. With an Idempotency-Key, a retry of the same request (double click,
 * flaky network) answers the quote the first one made; the same key with another request is
 * refused.
 */
export async function requestQuote(
  deps: QuoteDeps,
  input: QuoteInputParsed,
  idempotencyKey: string | undefined,
): Promise<{ quote: PublicQuote; created: boolean }> {
  const today = shopDay(deps.clock.now());
  const requestHash = sha256(JSON.stringify(input));
  const again = async (): Promise<{ quote: PublicQuote; created: boolean } | undefined> => {
    if (!idempotencyKey) return undefined;
    const found = await findQuoteByIdempotencyKey(deps.db, idempotencyKey);
    if (!found) return undefined;
    if (found.request_hash !== requestHash)
      throw new ConflictError(
        'This request key was already used for another quote request. Please reload the page and try again.',
        'IDEMPOTENCY_KEY_REUSED',
      );
    return {
      quote: toPublic(found, await listQuoteLines(deps.db, found.id), today),
      created: false,
    };
  };
  const earlier = await again();
  if (earlier) return earlier;

  const now = deps.clock.now().toISOString();
  const id = newId();
  const lines = await lineRows(deps.db, id, input.lines, 'unmatch');
  const base: Omit<QuoteRow, 'reference'> = {
    id,
    status: 'Requested',
    customer_name: input.customer.name,
    phone: input.customer.phone,
    county: input.county,
    delivery_fee: null,
    subtotal: null,
    total: null,
    valid_until: null,
    note: null,
    idempotency_key: idempotencyKey ?? null,
    request_hash: requestHash,
    order_reference: null,
    created_at: now,
    updated_at: now,
    sent_at: null,
    accepted_at: null,
  };
  let quote: QuoteRow | undefined;
  for (let attempt = 1; !quote; attempt += 1) {
    const candidate: QuoteRow = { ...base, reference: newQuoteReference() };
    try {
      await deps.db.transaction().execute((trx) => insertQuote(trx, candidate, lines));
      quote = candidate;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same request arriving twice at once: the other one saved it.
      const raced = await again();
      if (raced) return raced;
      if (attempt >= REFERENCE_TRIES) throw error;
    }
  }
  deps.mailer.queue(newQuoteMail(deps, quote, lines));
  return { quote: toPublic(quote, lines, today), created: true };
}

/* ---------- pricing and sending ---------- */

/** Checked before anything is written: PostgreSQL's integer columns end at 2,147,483,647. */
function totalsOf(lines: QuoteLineRow[], deliveryFee: number | null) {
  if (lines.some((l) => l.line_total === null)) return { subtotal: null, total: null };
  const subtotal = lines.reduce((sum, l) => sum + l.line_total!, 0);
  const total = subtotal + (deliveryFee ?? 0);
  if (total > QUOTE.totalMax) throw tooLarge(total);
  return { subtotal, total };
}

const SENT_IS_FIXED =
  "A sent quote's lines and prices are fixed; only 'Valid until' and the note can change. Start a new quote to change prices.";

export async function changeQuote(
  deps: QuoteDeps,
  reference: string,
  patch: QuotePatchParsed,
): Promise<AdminQuote> {
  const quote = await loadQuote(deps.db, reference);
  if (quote.status === 'Accepted')
    throw new ConflictError('This quote was already accepted.', 'QUOTE_ACCEPTED');
  if (quote.status === 'Sent' && (patch.lines !== undefined || patch.deliveryFee !== undefined))
    throw new ConflictError(SENT_IS_FIXED, 'QUOTE_SENT');

  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    let lines = await listQuoteLines(trx, quote.id);
    if (patch.lines) lines = await lineRows(trx, quote.id, patch.lines, 'refuse');
    const deliveryFee = patch.deliveryFee ?? quote.delivery_fee;
    const totals = quote.status === 'Sent' ? {} : totalsOf(lines, deliveryFee);
    if (patch.lines) await replaceQuoteLines(trx, quote.id, lines);
    const changed = await updateQuote(
      trx,
      quote.id,
      {
        ...(patch.deliveryFee !== undefined ? { delivery_fee: patch.deliveryFee } : {}),
        ...(patch.validUntil !== undefined ? { valid_until: patch.validUntil } : {}),
        ...(patch.note !== undefined ? { note: patch.note } : {}),
        ...totals,
        updated_at: now,
      },
      quote.status,
    );
    if (!changed)
      throw new ConflictError(
        'Someone else changed this quote a moment ago. Reload it to see it.',
        'QUOTE_CHANGED',
      );
  });
  return getAdminQuote(deps, quote.reference);
}

/**
 * Sends a quote: every line gets a price (today's final price where staff set none; a line
 * without a product must have been priced), delivery defaults to free and 'Valid until' to 14
 * days from today. From then on its prices never change.
 */
export async function sendQuote(deps: QuoteDeps, reference: string): Promise<AdminQuote> {
  const quote = await loadQuote(deps.db, reference);
  if (quote.status === 'Sent') return getAdminQuote(deps, quote.reference);
  if (quote.status === 'Accepted')
    throw new ConflictError('This quote was already accepted.', 'QUOTE_ACCEPTED');

  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const lines = await listQuoteLines(trx, quote.id);
    const entryOf = await entriesFor(
      trx,
      lines.map((l) => l.product_id),
    );
    const pricedLines = lines.map((line) => {
      if (line.unit_price !== null) return line;
      const price = currentPriceOf(entryOf, line);
      if (price === null)
        throw new ConflictError(
          `Please price every line before sending: "${line.text.slice(0, 80)}" has no price.`,
          'QUOTE_UNPRICED',
        ).with({ text: line.text.slice(0, 80) });
      return priced(line, price);
    });
    const deliveryFee = quote.delivery_fee ?? 0;
    const { subtotal, total } = totalsOf(pricedLines, deliveryFee);
    await replaceQuoteLines(trx, quote.id, pricedLines);
    const sent = await updateQuote(
      trx,
      quote.id,
      {
        status: 'Sent',
        delivery_fee: deliveryFee,
        subtotal,
        total,
        valid_until: quote.valid_until ?? addDays(shopDay(now), QUOTE.validDays),
        sent_at: now.toISOString(),
        updated_at: now.toISOString(),
      },
      'Requested',
    );
    if (!sent)
      throw new ConflictError(
        'Someone else changed this quote a moment ago. Reload it to see it.',
        'QUOTE_CHANGED',
      );
  });
  return getAdminQuote(deps, quote.reference);
}
