import { CURRENCY, type ProductStatus } from './constants.js';
import { formatNumber } from './shop-format.js';

type Currency = (typeof CURRENCY)[keyof typeof CURRENCY];

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

/**
 * The one way the shop writes money: 'KSh 12,500'. Order amounts are whole shillings and show no
 * decimals; a list price may hold cents ('KES 1,250.5'). The word in front is KSh in the cart,
 * orders, chat messages, mails and page descriptions, KES on product cards and Ksh in the admin
 * product table. Anything not a number reads as 0.
 */
export function formatMoney(amount: number, currency: Currency = CURRENCY.cart): string {
  return `${currency} ${formatNumber(amount, 2)}`;
}
