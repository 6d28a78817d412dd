import type { Lang } from './languages.js';
import { parseQuantity, QTY_SCALE } from './quantity.js';
import { quantityText, UNITS, unitOf } from './units.js';

// The limits of an order, shared by the cart, the admin screens and the server (order.schema.ts
// builds its rules on them and re-exports them).

export const ORDER = {
  itemsMax: 50,
  qtyMax: 10_000,
  nameMax: 100,
  areaMax: 120,
  noteMax: 500,
  locationLinkMax: 300,
  staffNoteMax: 1000,
  /** POST /api/orders per address: room for several shoppers behind one mobile-network address. */
  rateLimitMax: 20,
  rateLimitWindow: '10 minutes',
  /** GET /api/orders/:reference per address; references are unguessable, this keeps it so. */
  lookupRateLimitMax: 60,
  lookupRateLimitWindow: '1 minute',
  adminPageSize: 20,
  adminPageSizeMax: 100,
} as const;

/** Texts the cart shows and the server answers with, written once. */
export const ORDER_TEXTS = {
  /** A delivery to a county no zone covers: the cart says it before sending, the server refuses. */
  noDeliveryZone: (county: string) =>
    `We do not deliver to ${county} yet. Please choose pickup, or call the shop to arrange delivery.`,
} as const;

/** What a line text needs of an order line (OrderLine in order.schema.ts has these fields). */
export interface LineQuantity {
  qty: number;
  unit: string;
  quantity: string;
  stockQuantity: string;
  stockUnit: string;
  variantTitle: string | null;
}

/**
 * A line's name and quantity in a chat message or mail (DESIGN decision 45): 'Cement 50kg x3' for
 * whole units sold as counted, 'Chain x 1.5 m' for a measure, and the stock it takes when that is
 * counted in another unit: 'Y12 deformed bar 12 m (Y12) x 2.496 t (234 bars)'.
 */
export function lineQuantityText(name: string, line: LineQuantity, lang: Lang = 'en'): string {
  const unit = unitOf(line.unit);
  const stockUnit = unitOf(line.stockUnit);
  const quantity = parseQuantity(line.quantity);
  const stock = parseQuantity(line.stockQuantity);
  const label = line.variantTitle ? `${name} (${line.variantTitle})` : name;
  if (!quantity.ok || (UNITS[unit].whole && unit === stockUnit && quantity.value % QTY_SCALE === 0))
    return `${label} x${line.qty}`;
  const sold = quantityText(quantity.value, unit, lang);
  if (unit === stockUnit || !stock.ok) return `${label} x ${sold}`;
  return `${label} x ${sold} (${quantityText(stock.value, stockUnit, lang)})`;
}
