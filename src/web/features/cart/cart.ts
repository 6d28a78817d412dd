// The cart rules, as pure functions over an item list. The store
// (cart-store.ts) keeps the list in localStorage under 'cart'.

/** How many a Reserve or Add adds, and the fewest a cart line can hold. */
export const CART = {
  defaultAddQuantity: 1,
  minQuantity: 1,
} as const;

export interface CartItem {
  id: string;
  name: string;
  /**
   * Price per unit in KSh at the time it was added; the product list refreshes it
   * (docs/decisions/065-cart-prices.md).
   */
  price: number;
  qty: number;
  image?: string | null;
  [extra: string]: unknown;
}

export type AddableProduct = { id: string; name: string; price: number } & Record<string, unknown>;

export function addItem(
  items: CartItem[],
  product: AddableProduct,
  amount: number = CART.defaultAddQuantity,
): CartItem[] {
  const add = Number.isFinite(amount) && amount >= 1 ? Math.floor(amount) : CART.defaultAddQuantity;
  const existing = items.find((i) => i.id === product.id);
  if (existing) {
    return items.map((i) => (i.id === product.id ? { ...i, qty: i.qty + add } : i));
  }
  return [...items, { ...product, qty: add }];
}

export function removeItem(items: CartItem[], id: string): CartItem[] {
  return items.filter((i) => i.id !== id);
}

/** Quantities below the minimum, or not numbers at all, are ignored (the list is returned as is). */
export function updateQuantity(items: CartItem[], id: string, qty: number): CartItem[] {
  if (!Number.isFinite(qty) || qty < CART.minQuantity) return items;
  const whole = Math.floor(qty);
  return items.map((i) => (i.id === id ? { ...i, qty: whole } : i));
}

export function totalQuantity(items: CartItem[]): number {
  return items.reduce((sum, i) => sum + i.qty, 0);
}

export function lineTotal(item: Pick<CartItem, 'price' | 'qty'>): number {
  return item.price * item.qty;
}

export function cartTotal(items: CartItem[]): number {
  return items.reduce((sum, i) => sum + lineTotal(i), 0);
}

/** Keeps only well-formed items from whatever was stored; anything else starts an empty cart. */
export function sanitizeStoredCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (i): i is CartItem =>
      typeof i === 'object' &&
      i !== null &&
      typeof (i as CartItem).id === 'string' &&
      typeof (i as CartItem).name === 'string' &&
      typeof (i as CartItem).price === 'number' &&
      Number.isFinite((i as CartItem).price) &&
      Number.isInteger((i as CartItem).qty) &&
      (i as CartItem).qty >= CART.minQuantity,
  );
}
