import type { Kysely } from 'kysely';
import { ORDER_TEXTS } from '#shared/order-limits.js';
import type { OrderInputParsed } from '#shared/order.schema.js';
import type { Product } from '#shared/product.schema.js';
import { formatQuantity, QTY_SCALE } from '#shared/quantity.js';
import { quantityText, UNITS, unitOf, type UnitName } from '#shared/units.js';
import type { Database } from '../../db/database.js';
import { BadRequestError, ConflictError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { getProduct } from '../products/product.service.js';
import { zoneForCounty } from './delivery-zone.service.js';
import { lineName, priceLine, type PricedLine } from './line-pricing.js';
import type { OrderItemRow, OrderRow } from './order.repository.js';

// Pricing an order: every price comes from the database, never from the cart, through the same
// priceLine as POST /api/cart/price; an item the shop cannot sell as asked is refused with a
// message that names it (and its variant). The delivery fee is the fee of the zone that covers
// the county.

export interface PricedOrder {
  lines: Omit<OrderItemRow, 'order_id'>[];
  subtotal: number;
}

type OrderItem = OrderInputParsed['items'][number];

/** A stock amount as a refusal says it: '2' for whole units (as always), '1.5 m' for measures. */
export function stockAmount(thousandths: number, unit: UnitName): string {
  return UNITS[unit].whole ? formatQuantity(thousandths) : quantityText(thousandths, unit);
}

/** `qty` whole units of the line's unit for the spec's clients: a part unit counts as one. */
export const wholeQty = (thousandths: number) => Math.max(1, Math.ceil(thousandths / QTY_SCALE));

function refuseUnsellable(line: PricedLine): void {
  const name = lineName(line.product, line.variant.title || null);
  if (line.unitPrice === null)
    throw new ConflictError(
      `${name} has no price yet. Please remove it and ask the shop for a quote.`,
      'ITEM_UNAVAILABLE',
    ).with({ why: 'unpriced', name });
  if (!line.variant.active)
    throw new ConflictError(
      `${name} is no longer sold. Please remove it from your cart.`,
      'ITEM_UNAVAILABLE',
    ).with({ why: 'inactive', name });
  if (line.product.status !== 'In Stock' || (line.onHand !== null && line.onHand <= 0))
    throw new ConflictError(
      `${name} is out of stock. Please remove it from your cart.`,
      'ITEM_UNAVAILABLE',
    ).with({ why: 'out', name });
  if (line.onHand !== null && line.onHand < line.stockQuantity)
    throw new ConflictError(
      `Only ${stockAmount(line.onHand, line.stockUnit)} of ${name} left in stock. Please lower the quantity.`,
      'NOT_ENOUGH_STOCK',
    ).with({ why: 'cart', left: stockAmount(line.onHand, line.stockUnit), name });
}

/** One priced line as the order keeps it: its own copy of everything that was sold. */
export function toItemRow(line: PricedLine, position: number): Omit<OrderItemRow, 'order_id'> {
  const unitPrice = line.unitPrice ?? 0;
  return {
    id: newId(),
    position,
    product_id: line.product._id,
    sku: line.variant.sku,
    name: line.product.name,
    list_price: line.sellUnit.price ?? unitPrice,
    discount: line.sellUnit.discount,
    unit_price: unitPrice,
    qty: wholeQty(line.quantity),
    line_total: line.lineTotal,
    stock_taken: 0,
    variant_id: line.variant._id,
    variant_title: line.variant.title || null,
    unit: line.sellUnit.unit,
    quantity: line.quantity,
    requested: line.requested,
    stock_quantity: line.stockQuantity,
    stock_unit: unitOf(line.variant.stock.unit),
  };
}

/**
 * Prices the items from the database and refuses anything the shop cannot sell as asked. Each
 * item is checked on its own (two halves of a bag do not make a bag), then items of the same
 * variant and unit are one line with both quantities.
 */
export async function priceItems(db: Kysely<Database>, items: OrderItem[]): Promise<PricedOrder> {
  const products = new Map<string, Product | null>();
  const merged = new Map<string, { product: Product; first: PricedLine; requested: number }>();
  for (const item of items) {
    if (!products.has(item.productId))
      products.set(item.productId, await getProduct(db, item.productId).catch(() => null));
    const product = products.get(item.productId);
    if (!product) {
      const name = item.name?.trim().slice(0, 80);
      const label = name ? `"${name}"` : 'An item in your cart';
      throw new ConflictError(
        `${label} is no longer in our catalogue. Please remove it from your cart and send again.`,
        'ITEM_UNAVAILABLE',
      ).with({ why: name ? 'gone' : 'gone-unnamed', name: label });
    }
    if (product.status === 'Discontinued')
      throw new ConflictError(
        `${product.name} is discontinued. Please remove it from your cart.`,
        'ITEM_UNAVAILABLE',
      ).with({ why: 'discontinued', name: product.name });
    const line = priceLine(product, {
      variantId: item.variantId,
      unit: item.unit,
      quantity: item.quantity ?? String(item.qty),
    });
    const key = `${line.variant._id}\n${line.sellUnit.unit}`;
    const seen = merged.get(key);
    if (seen) seen.requested += line.requested;
    else merged.set(key, { product, first: line, requested: line.requested });
  }
  const lines: PricedOrder['lines'] = [];
  for (const { product, first, requested } of merged.values()) {
    const line =
      requested === first.requested
        ? first
        : priceLine(product, {
            variantId: first.variant._id,
            unit: first.sellUnit.unit,
            quantity: formatQuantity(requested),
          });
    refuseUnsellable(line);
    lines.push(toItemRow(line, lines.length));
  }
  return { lines, subtotal: lines.reduce((sum, l) => sum + l.line_total, 0) };
}

export async function deliveryFor(
  db: Kysely<Database>,
  delivery: OrderInputParsed['delivery'],
): Promise<Pick<OrderRow, 'delivery_method' | 'county' | 'area' | 'zone_name' | 'delivery_fee'>> {
  if (delivery.method === 'pickup') {
    return {
      delivery_method: 'pickup',
      county: null,
      area: null,
      zone_name: null,
      delivery_fee: 0,
    };
  }
  const zone = await zoneForCounty(db, delivery.county);
  if (!zone) {
    throw new BadRequestError(ORDER_TEXTS.noDeliveryZone(delivery.county), 'NO_DELIVERY_ZONE').with(
      { county: delivery.county },
    );
  }
  return {
    delivery_method: 'delivery',
    county: delivery.county,
    area: delivery.area,
    zone_name: zone.name,
    delivery_fee: zone.fee,
  };
}
