import type { ProductStatus } from './constants.js';

// One price rule for every place a shopper sees or pays a price: cards, Quick View, the cart, the
// order the server saves and the chat message. `price` is the list price, `discount` a percent off.

/**
 * The price a shopper pays per unit, in whole shillings: list price less the discount, rounded to
 * the nearest shilling (halves up). Shops and M-Pesa deal in whole shillings, so no cents appear
 * anywhere in an order.
 */
export function finalPrice(price: number, discount: number | null | undefined): number {
  const percent =
    typeof discount === 'number' && Number.isFinite(discount) && discount > 0
      ? Math.min(discount, 100)
      : 0;
  const exact = (price * (100 - percent)) / 100;
  // toFixed first, so binary fractions such as 780 * 0.95 = 740.9999... round as people expect.
  return Math.round(Number(exact.toFixed(6)));
}

/** Whether a discount changes what the shopper pays (and the list price is shown struck through). */
export function isDiscounted(price: number, discount: number | null | undefined): boolean {
  return finalPrice(price, discount) < Math.round(price);
}

export interface Reservable {
  price: number | null;
  status: ProductStatus | string;
  stock: number | null;
}

/** Only priced products the shop has in stock can go into the cart or an order. */
export function canReserve(product: Reservable): boolean {
  return (
    product.price !== null &&
    product.status === 'In Stock' &&
    (product.stock === null || product.stock > 0)
  );
}

const shillings = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

/** 'KSh 12,500', the way orders, the cart and the chat message write money. */
export function formatShillings(amount: number): string {
  return `KSh ${shillings.format(Number.isFinite(amount) ? amount : 0)}`;
}
