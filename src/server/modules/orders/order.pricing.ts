import type { Kysely } from 'kysely';
import { ORDER_TEXTS } from '#shared/order-limits.js';
import type { OrderInputParsed } from '#shared/order.schema.js';
import { canReserve, finalPrice } from '#shared/pricing.js';
import type { Database } from '../../db/database.js';
import { BadRequestError, ConflictError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { stockFacts } from '../stock/stock.service.js';
import { zoneForCounty } from './delivery-zone.service.js';
import type { OrderItemRow, OrderRow } from './order.repository.js';

// Pricing an order: every price comes from the database, never from the cart, and an item the
// shop cannot sell as asked is refused with a message that names it. The delivery fee is the
// fee of the zone that covers the county.

export interface PricedOrder {
  lines: Omit<OrderItemRow, 'order_id'>[];
  subtotal: number;
}

/** Prices the items from the database and refuses anything the shop cannot sell as asked. */
export async function priceItems(
  db: Kysely<Database>,
  items: OrderInputParsed['items'],
): Promise<PricedOrder> {
  // The same product twice in one request is one line with both quantities.
  const merged = new Map<string, { qty: number; name?: string }>();
  for (const item of items) {
    if (item.qty === undefined)
      throw new BadRequestError('Exact quantities are not taken by this server yet.', 'QTY_FORMAT');
    const seen = merged.get(item.productId);
    merged.set(item.productId, {
      qty: (seen?.qty ?? 0) + item.qty,
      name: seen?.name ?? item.name,
    });
  }
  const products = new Map((await stockFacts(db, [...merged.keys()])).map((p) => [p.id, p]));
  const lines: PricedOrder['lines'] = [];
  let position = 0;
  for (const [productId, { qty, name }] of merged) {
    const product = products.get(productId);
    if (!product) {
      const label = name?.trim() ? `"${name.trim().slice(0, 80)}"` : 'An item in your cart';
      throw new ConflictError(
        `${label} is no longer in our catalogue. Please remove it from your cart and send again.`,
        'ITEM_UNAVAILABLE',
      );
    }
    if (product.price === null) {
      throw new ConflictError(
        `${product.name} has no price yet. Please remove it and ask the shop for a quote.`,
        'ITEM_UNAVAILABLE',
      );
    }
    if (product.status === 'Discontinued') {
      throw new ConflictError(
        `${product.name} is discontinued. Please remove it from your cart.`,
        'ITEM_UNAVAILABLE',
      );
    }
    if (!canReserve({ price: product.price, status: product.status, stock: product.stock })) {
      throw new ConflictError(
        `${product.name} is out of stock. Please remove it from your cart.`,
        'ITEM_UNAVAILABLE',
      );
    }
    if (product.stock !== null && product.stock < qty) {
      throw new ConflictError(
        `Only ${product.stock} of ${product.name} left in stock. Please lower the quantity.`,
        'NOT_ENOUGH_STOCK',
      );
    }
    const unitPrice = finalPrice(product.price, product.discount);
    lines.push({
      id: newId(),
      position: position++,
      product_id: product.id,
      sku: product.sku,
      name: product.name,
      list_price: product.price,
      discount: product.discount,
      unit_price: unitPrice,
      qty,
      line_total: unitPrice * qty,
      stock_taken: 0,
      variant_id: null,
    });
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
    throw new BadRequestError(ORDER_TEXTS.noDeliveryZone(delivery.county), 'NO_DELIVERY_ZONE');
  }
  return {
    delivery_method: 'delivery',
    county: delivery.county,
    area: delivery.area,
    zone_name: zone.name,
    delivery_fee: zone.fee,
  };
}
