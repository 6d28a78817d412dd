import type { Kysely } from 'kysely';
import type { CartPriceInput, PricedCart, PricedCartLine } from '#shared/cart-price.schema.js';
import { formatQuantity } from '#shared/quantity.js';
import type { Database } from '../../db/database.js';
import { BadRequestError } from '../../lib/errors.js';
import { getProduct } from '../products/product.service.js';
import { priceLine } from './line-pricing.js';

// The price of a cart by variant and sell unit before anything is ordered (DESIGN decision 42).
// Each line goes through priceLine, the same path POST /api/orders takes.

export async function priceCart(db: Kysely<Database>, input: CartPriceInput): Promise<PricedCart> {
  const products = new Map<string, Awaited<ReturnType<typeof getProduct>> | null>();
  const lines: PricedCartLine[] = [];
  for (const [index, item] of input.items.entries()) {
    if (!products.has(item.productId))
      products.set(item.productId, await getProduct(db, item.productId).catch(() => null));
    const product = products.get(item.productId);
    if (!product)
      throw new BadRequestError(
        `Line ${index + 1}: this product is no longer sold.`,
        'ITEM_UNKNOWN',
      ).with({ line: index + 1 });
    const line = priceLine(product, item);
    lines.push({
      productId: product._id,
      variantId: line.variant._id,
      unit: line.sellUnit.unit,
      requested: formatQuantity(line.requested),
      quantity: formatQuantity(line.quantity),
      adjusted: line.adjusted,
      adjustment: line.adjustment,
      stockQuantity: formatQuantity(line.stockQuantity),
      stockUnit: line.variant.stock.unit,
      unitPrice: line.unitPrice ?? 0,
      lineTotal: line.lineTotal,
      available:
        line.variant.active &&
        product.status === 'In Stock' &&
        line.unitPrice !== null &&
        (line.onHand === null || line.onHand >= line.stockQuantity),
    });
  }
  return { lines, subtotal: lines.reduce((sum, l) => sum + l.lineTotal, 0) };
}
