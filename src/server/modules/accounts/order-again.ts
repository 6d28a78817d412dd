import type { Kysely } from 'kysely';
import type { AgainChange, AgainLine, OrderAgain } from '#shared/account.schema.js';
import type { OrderLine } from '#shared/order.schema.js';
import type { Product } from '#shared/product.schema.js';
import { formatQuantity } from '#shared/quantity.js';
import type { Database } from '../../db/database.js';
import { priceLine, variantOf } from '../orders/line-pricing.js';
import { getProduct } from '../products/product.service.js';

// 'Order again' (DESIGN decision 54): an old order's lines at today's prices, each with what
// changed since (price up or down, no longer sold, short of stock), so the customer sees every
// change before saying yes. Nothing here touches the cart: it lives in the browser (decision 130)
// and only the customer's yes fills it. Lines are priced by priceLine, the path the cart and the
// order take, so the price shown is the one the order will charge.

/** What a line needs to be weighed again: an order's line, or a saved list's (decision 55). */
export type LineThen = Pick<
  OrderLine,
  | 'productId'
  | 'variantId'
  | 'name'
  | 'variantTitle'
  | 'unit'
  | 'quantity'
  | 'unitPrice'
  | 'stockUnit'
>;

function notSold(line: LineThen, product: Product | null): AgainLine {
  return {
    ...base(line, product),
    nowPrice: null,
    nowTotal: null,
    onHand: null,
    changes: ['not-sold'],
    addable: false,
  };
}

function base(line: LineThen, product: Product | null) {
  return {
    productId: line.productId,
    variantId: line.variantId,
    name: line.name,
    variantTitle: line.variantTitle,
    unit: line.unit,
    quantity: line.quantity,
    thenPrice: line.unitPrice,
    stockUnit: line.stockUnit,
    image: product?.image ?? null,
  };
}

/** One old line against today's catalogue. */
export function lineAgain(line: LineThen, product: Product | null): AgainLine {
  if (!product || product.status !== 'In Stock') return notSold(line, product);
  const variant = variantOf(product, line.variantId ?? undefined);
  if (!variant || !variant.active) return notSold(line, product);
  let priced;
  try {
    priced = priceLine(product, {
      variantId: variant._id,
      unit: line.unit,
      quantity: line.quantity,
    });
  } catch {
    // The unit is no longer sold, or its rule no longer allows the old quantity.
    return notSold(line, product);
  }
  if (priced.unitPrice === null) return notSold(line, product);
  const changes: AgainChange[] = [];
  if (priced.unitPrice > line.unitPrice) changes.push('price-up');
  if (priced.unitPrice < line.unitPrice) changes.push('price-down');
  const short = priced.onHand !== null && priced.onHand < priced.stockQuantity;
  if (short) changes.push('short');
  return {
    ...base(line, product),
    variantId: variant._id,
    stockUnit: priced.variant.stock.unit,
    nowPrice: priced.unitPrice,
    nowTotal: priced.lineTotal,
    onHand: short ? formatQuantity(Math.max(0, priced.onHand ?? 0)) : null,
    changes,
    addable: true,
  };
}

/** Lines saved earlier (an order's, a list's) as they would be ordered today. */
export async function linesAgain(
  db: Kysely<Database>,
  items: readonly LineThen[],
): Promise<Omit<OrderAgain, 'reference'>> {
  const products = new Map<string, Promise<Product | null>>();
  const productOf = (id: string) => {
    if (!products.has(id))
      products.set(
        id,
        getProduct(db, id).catch(() => null),
      );
    return products.get(id)!;
  };
  const lines: AgainLine[] = [];
  for (const item of items)
    lines.push(lineAgain(item, item.productId ? await productOf(item.productId) : null));
  const subtotal = lines.reduce((sum, l) => sum + (l.nowTotal ?? 0), 0);
  return { lines, subtotal, changed: lines.filter((l) => l.changes.length > 0).length };
}

/** The lines of an order (already known to be the caller's) as they would be ordered today. */
export async function orderAgain(
  db: Kysely<Database>,
  order: { reference: string; items: OrderLine[] },
): Promise<OrderAgain> {
  return { reference: order.reference, ...(await linesAgain(db, order.items)) };
}
