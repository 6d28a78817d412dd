import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { REFERENCE_ALPHABET } from '#shared/order.schema.js';
import { finalPrice, formatMoney } from '#shared/pricing.js';
import {
  QUOTE,
  QUOTE_REFERENCE_PREFIX,
  QUOTE_TEXTS,
  addDays,
  normalizeQuoteReference,
  shopDay,
  type AcceptedQuote,
  type AdminQuote,
  type AdminQuotePage,
  type PublicQuote,
  type QuoteInputParsed,
  type QuoteLine,
  type QuoteMatchResult,
  type QuotePatchParsed,
  type QuoteProduct,
  type QuoteStatus,
} from '#shared/quote.schema.js';
import { formatDate } from '#shared/shop-format.js';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { customerSearch } from '../../lib/customer-search.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { newId, sha256 } from '../../lib/ids.js';
import { getPublicOrder, placeQuotedOrder } from '../orders/order.service.js';
import { matchableProductRowsByIds, type MatchableRow } from '../products/product.service.js';
import { parseList } from './quote-lines.js';
import type { QuoteCatalogue } from './quote-catalogue.js';
import { entryPrice, unitsOfEntry, type QuoteEntry } from './quote-entries.js';
import { matchList } from './quote-matching.js';
import { newQuoteMail } from './quote.mails.js';
import {
  findQuoteByIdempotencyKey,
  findQuoteByReference,
  insertQuote,
  listQuoteLines,
  listQuotes,
  replaceQuoteLines,
  updateQuote,
  type QuoteFilter,
  type QuoteLineRow,
  type QuoteRow,
} from './quote.repository.js';

// The rules of quotes (docs/decisions/097-100): a pasted list is matched from memory, a request is
// saved once per Idempotency-Key, staff price and send it, a sent quote's prices are fixed, and
// accepting makes one order at those prices until the quote's last day (Nairobi).

const QUOTE_NOT_FOUND = 'Quote not found.';

/* ---------- matching ---------- */

const priceOf = (row: Pick<MatchableRow, 'price' | 'discount'>): number | null =>
  row.price === null ? null : finalPrice(row.price, row.discount);

/** An entry as a matched line shows it, in `unit` (its default unit without one). */
function toQuoteProduct(entry: QuoteEntry, unit?: string | null): QuoteProduct {
  const sold = unit ?? entry.unit;
  return {
    _id: entry.id,
    name: entry.name,
    sku: entry.sku,
    unit: sold,
    price: entryPrice(entry, sold),
    variantId: entry.variantId ?? null,
    variantTitle: entry.variantTitle ?? null,
  };
}

/**
 * The first written line (counted from 1) longer than a line may be, with its length: found by
 * plain scanning before any pattern reads the list (DESIGN 5, issue 40 item 6).
 */
function overlongLine(text: string): { line: number; length: number } | null {
  let line = 1;
  let length = 0;
  for (let i = 0; i <= text.length; i += 1) {
    const c = text[i];
    if (c !== undefined && c !== '\n' && c !== '\r') {
      length += 1;
      continue;
    }
    if (length > QUOTE.listLineMax) return { line, length };
    // '\r\n' (Windows) and '\r' alone (old Macs) end a line as '\n' does.
    if (c === '\r' && text[i + 1] === '\n') i += 1;
    line += 1;
    length = 0;
  }
  return null;
}

/** The lines of a pasted list, refused when empty, holding too long a line or too many lines. */
function checkedList(text: string) {
  const overlong = overlongLine(text);
  if (overlong)
    throw new BadRequestError(
      QUOTE_TEXTS.lineTooLong(overlong.line, overlong.length),
      'LINE_TOO_LONG',
    );
  const lines = parseList(text);
  if (lines.length === 0) throw new BadRequestError(QUOTE_TEXTS.emptyList, 'EMPTY_LIST');
  if (lines.length > QUOTE.linesMax)
    throw new BadRequestError(QUOTE_TEXTS.tooManyLines(lines.length), 'TOO_MANY_LINES');
  return lines;
}

export async function matchQuoteList(
  catalogue: QuoteCatalogue,
  text: string,
): Promise<QuoteMatchResult> {
  checkedList(text);
  const { matcher, rows } = await catalogue.current();
  const matched = matchList(
    matcher,
    (p) => rows[p]!.unit,
    text,
    (p) => entryPrice(rows[p]!),
    (p) => unitsOfEntry(rows[p]!),
  );
  return {
    lines: matched.map((line) => ({
      text: line.text.slice(0, QUOTE.lineTextMax),
      quantity: line.quantity,
      product: line.product === null ? null : toQuoteProduct(rows[line.product]!, line.unit),
      alternatives: line.alternatives.map((p) => toQuoteProduct(rows[p]!)),
    })),
  };
}

/* ---------- reading ---------- */

/** ARH's alphabet under the Q prefix: Q-XXXX-XXXX, about 40 bits. */
export function newQuoteReference(): string {
  const pick = () =>
    Array.from({ length: 4 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join(
      '',
    );
  return `${QUOTE_REFERENCE_PREFIX}-${pick()}-${pick()}`;
}

function statusOf(quote: QuoteRow, today: string): QuoteStatus {
  if (quote.status === 'Sent' && quote.valid_until !== null && quote.valid_until < today)
    return 'Expired';
  return quote.status as QuoteStatus;
}

function toLine(row: QuoteLineRow): QuoteLine {
  return {
    text: row.text,
    productId: row.product_id,
    name: row.name,
    unit: row.unit,
    quantity: row.quantity,
    unitPrice: row.unit_price,
    lineTotal: row.line_total,
  };
}

function toPublic(quote: QuoteRow, lines: QuoteLineRow[], today: string): PublicQuote {
  return {
    reference: quote.reference,
    status: statusOf(quote, today),
    lines: lines.map(toLine),
    county: quote.county,
    subtotal: quote.subtotal,
    deliveryFee: quote.delivery_fee,
    total: quote.total,
    validUntil: quote.valid_until,
    note: quote.note,
    order: quote.order_reference ? { reference: quote.order_reference } : null,
    createdAt: quote.created_at,
    sentAt: quote.sent_at,
  };
}

async function loadQuote(db: Kysely<Database>, reference: string): Promise<QuoteRow> {
  const ref = normalizeQuoteReference(reference);
  const quote = ref ? await findQuoteByReference(db, ref) : undefined;
  if (!quote) throw new NotFoundError(QUOTE_NOT_FOUND, 'QUOTE_NOT_FOUND');
  return quote;
}

export async function getPublicQuote(app: FastifyInstance, reference: string) {
  const quote = await loadQuote(app.db, reference);
  const lines = await listQuoteLines(app.db, quote.id);
  return toPublic(quote, lines, shopDay(app.clock.now()));
}

export async function getAdminQuote(app: FastifyInstance, reference: string): Promise<AdminQuote> {
  const quote = await loadQuote(app.db, reference);
  const lines = await listQuoteLines(app.db, quote.id);
  const ids = [...new Set(lines.flatMap((l) => (l.product_id ? [l.product_id] : [])))];
  const products = new Map((await matchableProductRowsByIds(app.db, ids)).map((p) => [p.id, p]));
  const base = toPublic(quote, lines, shopDay(app.clock.now()));
  return {
    ...base,
    _id: quote.id,
    customerName: quote.customer_name,
    phone: quote.phone,
    lines: lines.map((l, i) => {
      const product = l.product_id ? products.get(l.product_id) : undefined;
      return { ...base.lines[i]!, currentPrice: product ? priceOf(product) : null };
    }),
    quoteUrl: `${app.config.publicUrl}/quotes/${quote.reference}`,
    updatedAt: quote.updated_at,
  };
}

export async function listAdminQuotes(
  app: FastifyInstance,
  query: { status?: QuoteStatus; q?: string; page: number; pageSize: number },
): Promise<AdminQuotePage> {
  const today = shopDay(app.clock.now());
  const status: QuoteFilter['status'] =
    query.status === 'Expired'
      ? { stored: 'Sent', expiredBefore: today }
      : query.status === 'Sent'
        ? { stored: 'Sent', validFrom: today }
        : query.status
          ? { stored: query.status }
          : undefined;
  const { rows, total } = await listQuotes(app.db, {
    status,
    search: customerSearch(query.q),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    items: rows.map((r) => ({
      reference: r.reference,
      status: statusOf(r, today),
      customerName: r.customer_name,
      phone: r.phone,
      lineCount: Number(r.line_count ?? 0),
      total: r.total,
      validUntil: r.valid_until,
      createdAt: r.created_at,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/* ---------- requesting ---------- */

const tooLarge = (amount: number) =>
  new BadRequestError(
    `A quote's total can be at most ${formatMoney(QUOTE.totalMax)}; this one comes to ${formatMoney(amount)}. Please split it.`,
    'QUOTE_TOO_LARGE',
  );

const REFERENCE_TRIES = 5;

/** Quote lines as stored: the product's name, SKU and unit from the catalogue as it is now. */
async function lineRows(
  db: Kysely<Database>,
  quoteId: string,
  lines: { text: string; productId: string | null; quantity: number; unitPrice?: number | null }[],
  unknownProduct: 'unmatch' | 'refuse',
): Promise<QuoteLineRow[]> {
  const ids = [...new Set(lines.flatMap((l) => (l.productId ? [l.productId] : [])))];
  const products = new Map((await matchableProductRowsByIds(db, ids)).map((p) => [p.id, p]));
  return lines.map((line, position) => {
    let product = line.productId ? products.get(line.productId) : undefined;
    if (line.productId && !product) {
      if (unknownProduct === 'refuse')
        throw new BadRequestError(
          `Line ${position + 1} ("${line.text.slice(0, 60)}") names a product that is no longer in the catalogue.`,
          'UNKNOWN_PRODUCT',
        );
      // Deleted since the list was matched: the line stays, for the shop to price by its text.
      product = undefined;
    }
    const unitPrice = line.unitPrice ?? null;
    if (unitPrice !== null && unitPrice * line.quantity > QUOTE.totalMax)
      throw tooLarge(unitPrice * line.quantity);
    return {
      id: newId(),
      quote_id: quoteId,
      position,
      text: line.text,
      product_id: product?.id ?? null,
      sku: product?.sku ?? null,
      name: product?.name ?? null,
      unit: product?.unit ?? null,
      quantity: line.quantity,
      unit_price: unitPrice,
      line_total: unitPrice === null ? null : unitPrice * line.quantity,
    };
  });
}

/**
 * Saves a quote request. With an Idempotency-Key, a retry of the same request (double click,
 * flaky network) answers the quote the first one made; the same key with another request is
 * refused.
 */
export async function requestQuote(
  app: FastifyInstance,
  input: QuoteInputParsed,
  idempotencyKey: string | undefined,
): Promise<{ quote: PublicQuote; created: boolean }> {
  const today = shopDay(app.clock.now());
  const requestHash = sha256(JSON.stringify(input));
  const again = async (): Promise<{ quote: PublicQuote; created: boolean } | undefined> => {
    if (!idempotencyKey) return undefined;
    const found = await findQuoteByIdempotencyKey(app.db, idempotencyKey);
    if (!found) return undefined;
    if (found.request_hash !== requestHash)
      throw new ConflictError(
        'This request key was already used for another quote request. Please reload the page and try again.',
        'IDEMPOTENCY_KEY_REUSED',
      );
    return {
      quote: toPublic(found, await listQuoteLines(app.db, found.id), today),
      created: false,
    };
  };
  const earlier = await again();
  if (earlier) return earlier;

  const now = app.clock.now().toISOString();
  const id = newId();
  const lines = await lineRows(app.db, id, input.lines, 'unmatch');
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
      await app.db.transaction().execute((trx) => insertQuote(trx, candidate, lines));
      quote = candidate;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same request arriving twice at once: the other one saved it.
      const raced = await again();
      if (raced) return raced;
      if (attempt >= REFERENCE_TRIES) throw error;
    }
  }
  app.mailer.queue(newQuoteMail(app.config, quote, lines));
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
  app: FastifyInstance,
  reference: string,
  patch: QuotePatchParsed,
): Promise<AdminQuote> {
  const quote = await loadQuote(app.db, reference);
  if (quote.status === 'Accepted')
    throw new ConflictError('This quote was accepted and can no longer change.', 'QUOTE_ACCEPTED');
  if (quote.status === 'Sent' && (patch.lines !== undefined || patch.deliveryFee !== undefined))
    throw new ConflictError(SENT_IS_FIXED, 'QUOTE_SENT');

  const now = app.clock.now().toISOString();
  await app.db.transaction().execute(async (trx) => {
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
  return getAdminQuote(app, quote.reference);
}

/**
 * Sends a quote: every line gets a price (today's final price where staff set none; a line
 * without a product must have been priced), delivery defaults to free and 'Valid until' to 14
 * days from today. From then on its prices never change.
 */
export async function sendQuote(app: FastifyInstance, reference: string): Promise<AdminQuote> {
  const quote = await loadQuote(app.db, reference);
  if (quote.status === 'Sent') return getAdminQuote(app, quote.reference);
  if (quote.status === 'Accepted')
    throw new ConflictError('This quote was already accepted.', 'QUOTE_ACCEPTED');

  const now = app.clock.now();
  await app.db.transaction().execute(async (trx) => {
    const lines = await listQuoteLines(trx, quote.id);
    const ids = [...new Set(lines.flatMap((l) => (l.product_id ? [l.product_id] : [])))];
    const products = new Map((await matchableProductRowsByIds(trx, ids)).map((p) => [p.id, p]));
    const priced = lines.map((line) => {
      if (line.unit_price !== null) return line;
      const product = line.product_id ? products.get(line.product_id) : undefined;
      const price = product ? priceOf(product) : null;
      if (price === null)
        throw new ConflictError(
          `Please price every line before sending: "${line.text.slice(0, 80)}" has no price.`,
          'QUOTE_UNPRICED',
        );
      return { ...line, unit_price: price, line_total: price * line.quantity };
    });
    const deliveryFee = quote.delivery_fee ?? 0;
    const { subtotal, total } = totalsOf(priced, deliveryFee);
    await replaceQuoteLines(trx, quote.id, priced);
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
  return getAdminQuote(app, quote.reference);
}

/* ---------- accepting ---------- */

class AcceptedMeanwhile extends Error {}

async function acceptedAnswer(app: FastifyInstance, quote: QuoteRow): Promise<AcceptedQuote> {
  const order = await getPublicOrder(app, quote.order_reference!);
  return {
    order: {
      reference: order.reference,
      statusUrl: `${app.config.publicUrl}/orders/${order.reference}`,
      total: order.total,
    },
    quote: await getPublicQuote(app, quote.reference),
  };
}

/**
 * Makes one order at the quote's prices. A repeated accept (double click, retry, two tabs at
 * once) answers the order the first one made; a quote past its last day, or not yet priced,
 * is refused with 409.
 */
export async function acceptQuote(app: FastifyInstance, reference: string): Promise<AcceptedQuote> {
  const quote = await loadQuote(app.db, reference);
  if (quote.status === 'Accepted') return acceptedAnswer(app, quote);
  if (quote.status !== 'Sent')
    throw new ConflictError(
      'The shop has not priced this quote yet. You can accept it once it is sent to you.',
      'QUOTE_NOT_SENT',
    );
  const now = app.clock.now();
  if (statusOf(quote, shopDay(now)) === 'Expired')
    throw new ConflictError(
      `This quote expired on ${formatDate(`${quote.valid_until}T00:00:00Z`)}. Please request it again for today's prices.`,
      'QUOTE_EXPIRED',
    );

  const lines = await listQuoteLines(app.db, quote.id);
  try {
    const order = await placeQuotedOrder(
      app,
      {
        customerName: quote.customer_name,
        phone: quote.phone,
        county: quote.county,
        deliveryFee: quote.delivery_fee ?? 0,
        note: `From quote ${quote.reference}`,
        lines: lines.map((l) => ({
          productId: l.product_id,
          sku: l.sku,
          name: l.name ?? l.text,
          unitPrice: l.unit_price ?? 0,
          qty: l.quantity,
        })),
      },
      async (trx, orderReference) => {
        const accepted = await updateQuote(
          trx,
          quote.id,
          {
            status: 'Accepted',
            order_reference: orderReference,
            accepted_at: now.toISOString(),
            updated_at: now.toISOString(),
          },
          'Sent',
        );
        if (!accepted) throw new AcceptedMeanwhile();
      },
    );
    return {
      order: { reference: order.reference, statusUrl: order.statusUrl, total: order.total },
      quote: await getPublicQuote(app, quote.reference),
    };
  } catch (error) {
    if (!(error instanceof AcceptedMeanwhile)) throw error;
    // Another accept of the same quote won; answer its order.
    const now = await loadQuote(app.db, quote.reference);
    if (now.status === 'Accepted') return acceptedAnswer(app, now);
    throw new ConflictError(
      'Someone else changed this quote a moment ago. Reload it to see it.',
      'QUOTE_CHANGED',
    );
  }
}
