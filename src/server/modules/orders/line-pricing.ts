import type { Product } from '#shared/product.schema.js';
import {
  checkQuantity,
  lineTotal,
  parsePerUnit,
  parseQuantity,
  toStock,
  type QuantityCode,
} from '#shared/quantity.js';
import { adjustmentText, quantityRefusal, UNITS, unitOf, type UnitName } from '#shared/units.js';
import type { SellUnit, Variant } from '#shared/variant.schema.js';
import { BadRequestError } from '../../lib/errors.js';

// One line priced by variant and sell unit (DESIGN decisions 42-43): the one path both
// POST /api/cart/price and POST /api/orders take, so the cart never shows a price the order does
// not charge. The quantity is checked against its unit's rule (refused with a message naming the
// rule, never rounded silently), the stock it takes is worked out exactly and re-expressed when the
// stock unit is whole, and the line's money is the final price of one sell unit times the
// quantity, half-up to whole shillings (docs/decisions/126-exact-quantities.md).

/** What one line asks for: a quantity as typed ('2.5', '2,5') of a sell unit of a variant. */
export interface LineRequest {
  variantId?: string | undefined;
  /** A sell unit of the variant; its default sell unit when left out. */
  unit?: string | undefined;
  quantity: string;
}

export interface PricedLine {
  product: Product;
  variant: Variant;
  sellUnit: SellUnit;
  unit: UnitName;
  stockUnit: UnitName;
  /** Thousandths of the sell unit: asked for, and sold and charged. */
  requested: number;
  quantity: number;
  adjusted: boolean;
  /** '2.5 t ≈ 234 bars (2.496 t)' when adjusted. */
  adjustment: string | null;
  /** Thousandths of the stock unit the line takes. */
  stockQuantity: number;
  /** Whole shillings for one sell unit after its discount; null while the unit has no price. */
  unitPrice: number | null;
  lineTotal: number;
  /** The variant's counted stock in thousandths; null when the shop does not count it. */
  onHand: number | null;
}

/** A stored decimal string (a sell unit's min or step) in thousandths. */
function thousandths(text: string): number {
  const parsed = parseQuantity(text);
  return parsed.ok ? parsed.value : 1000;
}

/** The variant a line names, or the product's first when it names none (an old cart). */
export function variantOf(product: Product, variantId: string | undefined): Variant | undefined {
  const variants = product.variants ?? [];
  return variantId === undefined ? variants[0] : variants.find((v) => v._id === variantId);
}

/** The sell unit a line names, or the variant's default one. */
export function sellUnitOf(variant: Variant, unit: string | undefined): SellUnit | undefined {
  return unit === undefined
    ? (variant.sellUnits.find((u) => u.default) ?? variant.sellUnits[0])
    : variant.sellUnits.find((u) => u.unit === unit);
}

/** 'Y12 deformed bar 12 m (Y12)': the product and, when it has options, the variant. */
export function lineName(product: Pick<Product, 'name'>, variantTitle: string | null): string {
  return variantTitle ? `${product.name} (${variantTitle})` : product.name;
}

/**
 * Prices one line of a product. Refuses (400, naming the product) a variant it does not have
 * (`VARIANT_UNKNOWN`), a unit it is not sold by (`UNIT_NOT_SOLD`) and a quantity the unit does not
 * allow (`QTY_*`), including one so small that it takes no whole stock unit at all.
 */
export function priceLine(product: Product, item: LineRequest): PricedLine {
  const variant = variantOf(product, item.variantId);
  if (!variant)
    throw new BadRequestError(`${product.name} has no such size or kind.`, 'VARIANT_UNKNOWN').with({
      why: 'line',
      name: product.name,
    });
  const name = lineName(product, variant.title || null);
  const sellUnit = sellUnitOf(variant, item.unit);
  if (!sellUnit)
    throw new BadRequestError(
      `${name} is not sold by the ${item.unit ?? 'unit'}.`,
      'UNIT_NOT_SOLD',
    ).with({ name, unit: item.unit ?? 'unit' });
  const unit = unitOf(sellUnit.unit);
  const rule = {
    decimals: sellUnit.decimals,
    min: thousandths(sellUnit.min),
    step: thousandths(sellUnit.step),
  };
  // The values write the same sentence in the page's language (quantityRefusalText).
  const refuse = (code: QuantityCode) =>
    new BadRequestError(`${name}: ${quantityRefusal(code, unit, rule)}`, code).with({
      name,
      unit,
      decimals: String(rule.decimals),
      min: String(rule.min),
      step: String(rule.step),
    });
  const parsed = parseQuantity(item.quantity);
  if (!parsed.ok) throw refuse(parsed.code);
  const broken = checkQuantity(parsed.value, rule);
  if (broken) throw refuse(broken);
  const stockUnit = unitOf(variant.stock.unit);
  const line = toStock(parsed.value, parsePerUnit(sellUnit.perUnit) ?? 1_000_000, {
    stockWhole: UNITS[stockUnit].whole,
    sellDecimals: sellUnit.decimals,
  });
  // 0.001 t of bars is a twelfth of a bar: it rounds to no bar at all, which cannot be sold.
  if (line.stockQuantity <= 0 || line.quantity <= 0) throw refuse('QTY_BELOW_MIN');
  const onHand = variant.stock.onHand === null ? null : parseQuantity(variant.stock.onHand);
  return {
    product,
    variant,
    sellUnit,
    unit,
    stockUnit,
    requested: line.requested,
    quantity: line.quantity,
    adjusted: line.adjusted,
    adjustment: adjustmentText(line, unit, stockUnit),
    stockQuantity: line.stockQuantity,
    unitPrice: sellUnit.finalPrice,
    lineTotal: lineTotal(sellUnit.finalPrice ?? 0, line.quantity),
    onHand: onHand === null ? null : onHand.ok ? onHand.value : 0,
  };
}
