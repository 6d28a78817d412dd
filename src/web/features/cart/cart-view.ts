import type { CartPriceInput, PricedCart, PricedCartLine } from '#shared/cart-price.schema.js';
import type { PublicProduct } from '#shared/product.schema.js';
import {
  checkQuantity,
  formatQuantity,
  parseQuantity,
  type QuantityRule,
} from '#shared/quantity.js';
import { unitOf, type UnitName } from '#shared/units.js';
import type { SellUnit, Variant } from '#shared/variant.schema.js';
import type { ProductFacts } from './api';
import { lineKey, lineTotal, thousandthsOf, type CartItem } from './cart';

// What the cart page shows for each stored item (docs/decisions/065-cart-prices.md and
// 130-cart-lines-by-variant-and-unit.md): image and price from the shop's product list once it has
// loaded, the variant and its sell units from the product's own answer, and the money from the
// shop's pricing of the cart (POST /api/cart/price) once it has answered; from the stored item
// until then.

export interface CartLine {
  /** The line's key in the store (lineKey). */
  key: string;
  /** The product's id. */
  id: string;
  name: string;
  variantId: string | null;
  /** The variant shown: the stored one, else the product's first once it has loaded. */
  shownVariantId: string | null;
  /** 'Y12'; null for a product without options. */
  variantTitle: string | null;
  /** The sell unit as stored (null: the variant's default). */
  storedUnit: string | null;
  /** The sell unit shown: the stored one, else the variant's default once known. */
  unit: UnitName | null;
  /** The exact quantity as stored: '2.5'. */
  quantity: string;
  qty: number;
  /** KSh per sell unit: the shop's price when known. */
  price: number;
  image: string | null;
  subtotal: number;
  /** The variant's sell units (empty until the product has loaded, or when it has none). */
  sellUnits: SellUnit[];
  /** The rule of the quantity's unit, when known. */
  rule: QuantityRule | null;
  /** The variant's stock unit, when known. */
  stockUnit: UnitName | null;
  /** The shop's pricing of this line, when it has answered for the quantity stored. */
  priced: PricedCartLine | null;
  /** The product is gone from the shop (its answer was 'not found'). */
  gone: boolean;
}

/** A product's answer: undefined while loading, null when the shop has no such product. */
export type ProductDetails = Map<string, PublicProduct | null | undefined>;

/** A stored decimal string (a sell unit's min or step) in thousandths. */
function thousandths(text: string): number {
  const parsed = parseQuantity(text);
  return parsed.ok ? parsed.value : 1000;
}

export function ruleOf(sellUnit: SellUnit): QuantityRule {
  return {
    decimals: sellUnit.decimals,
    min: thousandths(sellUnit.min),
    step: thousandths(sellUnit.step),
  };
}

function variantOf(item: CartItem, product: PublicProduct | null | undefined): Variant | null {
  const variants = product?.variants ?? [];
  if (item.variantId === undefined) return variants[0] ?? null;
  return variants.find((v) => v._id === item.variantId) ?? null;
}

function sellUnitOf(item: CartItem, variant: Variant | null): SellUnit | null {
  if (!variant) return null;
  if (item.unit === undefined)
    return variant.sellUnits.find((u) => u.default) ?? variant.sellUnits[0] ?? null;
  return variant.sellUnits.find((u) => u.unit === item.unit) ?? null;
}

export function cartLines(
  items: CartItem[],
  products: Map<string, ProductFacts>,
  details: ProductDetails = new Map(),
  pricing: Map<string, PricedCartLine> = new Map(),
): CartLine[] {
  return items.map((item) => {
    const key = lineKey(item);
    const product = details.get(item.id);
    const variant = variantOf(item, product);
    const sellUnit = sellUnitOf(item, variant);
    const fresh = products.get(item.id);
    // A line the shop cannot price (no price set: it answers 0) keeps the cart's own estimate.
    const answer = pricing.get(key);
    const priced = answer && answer.unitPrice > 0 ? answer : null;
    // Only a line of the default variant and unit can take the product list's price.
    const plain = item.variantId === undefined && item.unit === undefined;
    const price =
      priced?.unitPrice ?? sellUnit?.finalPrice ?? (plain ? fresh?.price : null) ?? item.price;
    const stored = typeof item.image === 'string' && item.image ? item.image : null;
    const title = variant ? variant.title : (item.variantTitle ?? '');
    return {
      key,
      id: item.id,
      name: product?.name ?? item.name,
      variantId: item.variantId ?? null,
      shownVariantId: variant?._id ?? item.variantId ?? null,
      variantTitle: title ? title : null,
      storedUnit: item.unit ?? null,
      unit: sellUnit ? unitOf(sellUnit.unit) : item.unit ? unitOf(item.unit) : null,
      quantity: item.quantity,
      qty: item.qty,
      price,
      image: fresh?.image ?? stored,
      subtotal: priced?.lineTotal ?? lineTotal({ price, quantity: item.quantity }),
      sellUnits: variant?.sellUnits ?? [],
      rule: sellUnit ? ruleOf(sellUnit) : null,
      stockUnit: variant ? unitOf(variant.stock.unit) : null,
      priced,
      gone: product === null,
    };
  });
}

/** Whether a line's quantity keeps its unit's rule (unknown rules count as kept). */
export function keepsRule(line: Pick<CartLine, 'quantity' | 'rule'>): boolean {
  const value = thousandthsOf(line);
  if (value <= 0) return false;
  return line.rule === null || checkQuantity(value, line.rule) === null;
}

/**
 * What to ask the shop to price: the lines whose product has loaded and whose quantity keeps its
 * unit's rule (a line the cart already refuses, or a product gone, would make the shop refuse the
 * whole cart). Null when there is nothing to ask.
 */
export function pricingRequest(lines: CartLine[]): CartPriceInput | null {
  const items = lines
    .filter((l) => l.sellUnits.length > 0 && !l.gone && keepsRule(l))
    .map((l) => ({
      productId: l.id,
      ...(l.variantId !== null && { variantId: l.variantId }),
      ...(l.storedUnit !== null && { unit: l.storedUnit }),
      quantity: l.quantity,
    }));
  return items.length > 0 ? { items } : null;
}

/** The shop's answer by line key (the answer's lines come in the request's order). */
export function pricingByKey(
  request: CartPriceInput | null,
  answer: PricedCart | undefined,
): Map<string, PricedCartLine> {
  const byKey = new Map<string, PricedCartLine>();
  if (!request || !answer || answer.lines.length !== request.items.length) return byKey;
  request.items.forEach((item, i) => {
    const line = answer.lines[i]!;
    // Only an answer for the quantity now stored counts (the answer may be for an earlier one).
    const asked = parseQuantity(item.quantity);
    if (asked.ok && line.requested === formatQuantity(asked.value))
      byKey.set(lineKey({ id: item.productId, variantId: item.variantId, unit: item.unit }), line);
  });
  return byKey;
}

export function linesTotal(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.subtotal, 0);
}
