import type { Kysely } from 'kysely';
import type { CartPriceInput, PricedCart, PricedCartLine } from '#shared/cart-price.schema.js';
import {
  checkQuantity,
  formatQuantity,
  lineTotal,
  parsePerUnit,
  parseQuantity,
  toStock,
} from '#shared/quantity.js';
import { adjustmentText, quantityRefusal, UNITS, unitOf } from '#shared/units.js';
import type { Database } from '../../db/database.js';
import { BadRequestError } from '../../lib/errors.js';
import { getProduct } from '../products/product.service.js';

// The price of a cart by variant and sell unit (DESIGN decisions 42-43): each quantity checked
// against its unit's rule (refused with a message naming the rule, never rounded silently), the
// stock it takes worked out exactly, re-expressed when the stock unit is whole, and each line's
// money rounded half-up to whole shillings (docs/decisions/126-exact-quantities.md).

/** A stored decimal string (a sell unit's min or step) in thousandths. */
function thousandths(text: string): number {
  const parsed = parseQuantity(text);
  return parsed.ok ? parsed.value : 1000;
}

export async function priceCart(db: Kysely<Database>, input: CartPriceInput): Promise<PricedCart> {
  const products = new Map<string, Awaited<ReturnType<typeof getProduct>> | null>();
  const lines: PricedCartLine[] = [];
  for (const [index, item] of input.items.entries()) {
    if (!products.has(item.productId))
      products.set(item.productId, await getProduct(db, item.productId).catch(() => null));
    const product = products.get(item.productId);
    const where = `Line ${index + 1}`;
    if (!product)
      throw new BadRequestError(`${where}: this product is no longer sold.`, 'ITEM_UNKNOWN');
    const variants = product.variants ?? [];
    const variant =
      item.variantId === undefined ? variants[0] : variants.find((v) => v._id === item.variantId);
    if (!variant)
      throw new BadRequestError(
        `${where}: ${product.name} has no such size or kind.`,
        'ITEM_UNKNOWN',
      );
    const sellUnit =
      item.unit === undefined
        ? (variant.sellUnits.find((u) => u.default) ?? variant.sellUnits[0])
        : variant.sellUnits.find((u) => u.unit === item.unit);
    if (!sellUnit)
      throw new BadRequestError(
        `${where}: ${product.name} is not sold by the ${item.unit ?? 'unit'}.`,
        'UNIT_NOT_SOLD',
      );
    const unit = unitOf(sellUnit.unit);
    const rule = {
      decimals: sellUnit.decimals,
      min: thousandths(sellUnit.min),
      step: thousandths(sellUnit.step),
    };
    const parsed = parseQuantity(item.quantity);
    const broken = parsed.ok ? checkQuantity(parsed.value, rule) : parsed.code;
    if (broken || !parsed.ok)
      throw new BadRequestError(
        `${product.name}: ${quantityRefusal(broken ?? 'QTY_FORMAT', unit, rule)}`,
        broken ?? 'QTY_FORMAT',
      );
    const stockUnit = unitOf(variant.stock.unit);
    const line = toStock(parsed.value, parsePerUnit(sellUnit.perUnit) ?? 1_000_000, {
      stockWhole: UNITS[stockUnit].whole,
      sellDecimals: sellUnit.decimals,
    });
    const unitPrice = sellUnit.finalPrice ?? 0;
    const onHand = variant.stock.onHand === null ? null : parseQuantity(variant.stock.onHand);
    const enough = onHand === null || (onHand.ok && onHand.value >= line.stockQuantity);
    lines.push({
      productId: product._id,
      variantId: variant._id,
      unit: sellUnit.unit,
      requested: formatQuantity(line.requested),
      quantity: formatQuantity(line.quantity),
      adjusted: line.adjusted,
      adjustment: adjustmentText(line, unit, stockUnit),
      stockQuantity: formatQuantity(line.stockQuantity),
      stockUnit: variant.stock.unit,
      unitPrice,
      lineTotal: lineTotal(unitPrice, line.quantity),
      available:
        variant.active && product.status === 'In Stock' && sellUnit.finalPrice !== null && enough,
    });
  }
  return { lines, subtotal: lines.reduce((sum, l) => sum + l.lineTotal, 0) };
}
