import type { Kysely } from 'kysely';
import { formatQuantity } from '#shared/quantity.js';
import {
  normalizeQuoteReference,
  shopDay,
  type AdminQuote,
  type AdminQuotePage,
  type PublicQuote,
  type QuoteLine,
  type QuoteStatus,
} from '#shared/quote.schema.js';
import type { Database } from '../../db/database.js';
import { customerSearch } from '../../lib/customer-search.js';
import { NotFoundError } from '../../lib/errors.js';
import { currentPriceOf, entriesFor, exactOf } from './quote-line-rows.js';
import type { QuoteDeps } from './quote.deps.js';
import {
  findQuoteByReference,
  listQuoteLines,
  listQuotes,
  type QuoteFilter,
  type QuoteLineRow,
  type QuoteRow,
} from './quote.repository.js';

// Reading quotes (docs/decisions/098-100): what the customer sees by reference, what staff see,
// and the admin list. A sent quote past its last day (Nairobi) reads as Expired.

const QUOTE_NOT_FOUND = 'Quote not found.';

export function statusOf(quote: QuoteRow, today: string): QuoteStatus {
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
    variantId: row.variant_id,
    variantTitle: row.variant_title,
    sku: row.sku,
    quantity: row.quantity,
    exactQuantity: formatQuantity(exactOf(row)),
    stockQuantity: Number(row.stock_quantity) ? formatQuantity(Number(row.stock_quantity)) : null,
    stockUnit: row.stock_unit,
    unitPrice: row.unit_price,
    lineTotal: row.line_total,
  };
}

export function toPublic(quote: QuoteRow, lines: QuoteLineRow[], today: string): PublicQuote {
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

/** The quote of a reference as typed (any case, stray spaces), or 404. */
export async function loadQuote(db: Kysely<Database>, reference: string): Promise<QuoteRow> {
  const ref = normalizeQuoteReference(reference);
  const quote = ref ? await findQuoteByReference(db, ref) : undefined;
  if (!quote) throw new NotFoundError(QUOTE_NOT_FOUND, 'QUOTE_NOT_FOUND');
  return quote;
}

export async function getPublicQuote(deps: QuoteDeps, reference: string): Promise<PublicQuote> {
  const quote = await loadQuote(deps.db, reference);
  const lines = await listQuoteLines(deps.db, quote.id);
  return toPublic(quote, lines, shopDay(deps.clock.now()));
}

export async function getAdminQuote(deps: QuoteDeps, reference: string): Promise<AdminQuote> {
  const quote = await loadQuote(deps.db, reference);
  const lines = await listQuoteLines(deps.db, quote.id);
  const entryOf = await entriesFor(
    deps.db,
    lines.map((l) => l.product_id),
  );
  const base = toPublic(quote, lines, shopDay(deps.clock.now()));
  return {
    ...base,
    _id: quote.id,
    customerName: quote.customer_name,
    phone: quote.phone,
    lines: lines.map((l, i) => ({ ...base.lines[i]!, currentPrice: currentPriceOf(entryOf, l) })),
    quoteUrl: `${deps.publicUrl}/quotes/${quote.reference}`,
    updatedAt: quote.updated_at,
  };
}

export async function listAdminQuotes(
  deps: QuoteDeps,
  query: { status?: QuoteStatus; q?: string; page: number; pageSize: number },
): Promise<AdminQuotePage> {
  const today = shopDay(deps.clock.now());
  const status: QuoteFilter['status'] =
    query.status === 'Expired'
      ? { stored: 'Sent', expiredBefore: today }
      : query.status === 'Sent'
        ? { stored: 'Sent', validFrom: today }
        : query.status
          ? { stored: query.status }
          : undefined;
  const { rows, total } = await listQuotes(deps.db, {
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
