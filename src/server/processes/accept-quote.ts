import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import type { PlacedOrder } from '#shared/order.schema.js';
import {
  AcceptedQuote,
  QUOTE,
  QuoteReferenceParam,
  shopDay,
  type AcceptedQuote as AcceptedQuoteAnswer,
} from '#shared/quote.schema.js';
import { formatDate } from '#shared/shop-format.js';
import type { Database } from '../db/database.js';
import { ConflictError } from '../lib/errors.js';
import {
  getPublicOrder,
  placeQuotedOrder,
  type QuotedOrder,
} from '../modules/orders/order.service.js';
import { exactOf } from '../modules/quotes/quote-line-rows.js';
import { getPublicQuote, loadQuote, statusOf } from '../modules/quotes/quote-read.js';
import type { QuoteDeps } from '../modules/quotes/quote.deps.js';
import { listQuoteLines, updateQuote, type QuoteRow } from '../modules/quotes/quote.repository.js';
import { quoteDepsOf } from '../modules/quotes/quote.routes.js';

// Accepting a quote (docs/decisions/099-accepting-quotes.md; DESIGN decision 66, issue 41 item 1):
// a process above the quotes and orders modules, in one file named for what it does. It makes one
// order at the quote's prices, however often it is pressed, and marks the quote accepted in the
// order's own transaction, so neither exists without the other.

/** What accepting needs: the quote services' dependencies and the orders module's two doors. */
export interface AcceptQuoteDeps extends QuoteDeps {
  /** Saves an order at quoted prices; `within` runs in its transaction. */
  placeQuotedOrder: (
    quoted: QuotedOrder,
    within: (trx: Transaction<Database>, orderReference: string) => Promise<void>,
  ) => Promise<PlacedOrder>;
  /** An order's reference and total, as its customer sees them. */
  orderOf: (reference: string) => Promise<{ reference: string; total: number }>;
}

class AcceptedMeanwhile extends Error {}

const CHANGED_MEANWHILE = 'Someone else changed this quote a moment ago. Reload it to see it.';

/** The answer of a quote accepted before: its order. */
async function acceptedAnswer(
  deps: AcceptQuoteDeps,
  quote: QuoteRow,
): Promise<AcceptedQuoteAnswer> {
  const order = await deps.orderOf(quote.order_reference!);
  return {
    order: {
      reference: order.reference,
      statusUrl: `${deps.publicUrl}/orders/${order.reference}`,
      total: order.total,
    },
    quote: await getPublicQuote(deps, quote.reference),
  };
}

/**
 * Makes one order at the quote's prices. A repeated accept (double click, retry, two tabs at
 * once) answers the order the first one made; a quote past its last day, or not yet priced,
 * is refused with 409.
 */
export async function acceptQuote(
  deps: AcceptQuoteDeps,
  reference: string,
): Promise<AcceptedQuoteAnswer> {
  const quote = await loadQuote(deps.db, reference);
  if (quote.status === 'Accepted') return acceptedAnswer(deps, quote);
  if (quote.status !== 'Sent')
    throw new ConflictError(
      'The shop has not priced this quote yet. You can accept it once it is sent to you.',
      'QUOTE_NOT_SENT',
    );
  const now = deps.clock.now();
  if (statusOf(quote, shopDay(now)) === 'Expired')
    throw new ConflictError(
      `This quote expired on ${formatDate(`${quote.valid_until}T00:00:00Z`)}. Please request it again for today's prices.`,
      'QUOTE_EXPIRED',
    ).with({ date: formatDate(`${quote.valid_until}T00:00:00Z`) });

  const lines = await listQuoteLines(deps.db, quote.id);
  try {
    const order = await deps.placeQuotedOrder(
      {
        customerName: quote.customer_name,
        phone: quote.phone,
        county: quote.county,
        deliveryFee: quote.delivery_fee ?? 0,
        note: `From quote ${quote.reference}`,
        // The order keeps the quote's copy: variant, unit, exact quantity and stock it takes.
        lines: lines.map((l) => ({
          productId: l.product_id,
          sku: l.sku,
          name: l.name ?? l.text,
          unitPrice: l.unit_price ?? 0,
          qty: l.quantity,
          variantId: l.variant_id,
          variantTitle: l.variant_title,
          ...(l.unit ? { unit: l.unit } : {}),
          quantity: exactOf(l),
          requested: exactOf(l),
          ...(Number(l.stock_quantity) ? { stockQuantity: Number(l.stock_quantity) } : {}),
          ...(l.stock_unit ? { stockUnit: l.stock_unit } : {}),
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
      quote: await getPublicQuote(deps, quote.reference),
    };
  } catch (error) {
    if (!(error instanceof AcceptedMeanwhile)) throw error;
    // Another accept of the same quote won; answer its order.
    const later = await loadQuote(deps.db, quote.reference);
    if (later.status === 'Accepted') return acceptedAnswer(deps, later);
    throw new ConflictError(CHANGED_MEANWHILE, 'QUOTE_CHANGED');
  }
}

/** POST /api/quotes/{reference}/accept: whoever holds the reference accepts it. */
export const acceptQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): AcceptQuoteDeps => ({
    ...quoteDepsOf(app),
    placeQuotedOrder: (quoted, within) => placeQuotedOrder(app, quoted, within),
    orderOf: (reference) => getPublicOrder(app, reference),
  });

  app.post(
    '/api/quotes/:reference/accept',
    {
      config: {
        policy: 'public',
        rateLimit: { max: QUOTE.lookupRateLimitMax, timeWindow: QUOTE.lookupRateLimitWindow },
      },
      schema: { params: QuoteReferenceParam, response: { 200: AcceptedQuote } },
    },
    async (request) => acceptQuote(deps(), request.params.reference),
  );
};
