import { useBrowserValue } from '../../lib/use-browser-value';
import { readText, STORAGE_KEYS, writeText } from '../../lib/storage';
import {
  addItem,
  addLine,
  removeItem,
  sanitizeStoredCart,
  setQuantityText,
  setUnit,
  storedForm,
  totalQuantity,
  updateQuantity,
  type AddableProduct,
  type AddResult,
  type CartItem,
  type CartLineInput,
} from './cart';

// One cart for every page: loaded from localStorage at first use, saved after every change, and
// kept in step with other tabs through the 'storage' event.

type Listener = () => void;
const listeners = new Set<Listener>();
let items: CartItem[] | null = null;

function parse(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    return sanitizeStoredCart(JSON.parse(raw));
  } catch {
    return [];
  }
}

function current(): CartItem[] {
  if (items === null) items = parse(readText(STORAGE_KEYS.cart));
  return items;
}

function commit(next: CartItem[]) {
  if (next === items) return;
  items = next;
  writeText(STORAGE_KEYS.cart, JSON.stringify(next.map(storedForm)));
  listeners.forEach((l) => l());
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.cart && event.key !== null) return;
    items = parse(readText(STORAGE_KEYS.cart));
    listeners.forEach((l) => l());
  });
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const cartActions = {
  /** Reserve: whole units of the product's default variant and unit (the spec's add). */
  add: (product: AddableProduct, amount?: number) => commit(addItem(current(), product, amount)),
  /**
   * Adds a variant in a sell unit with a decimal quantity ('2.5', '2,5'): the product page's
   * 'Add to cart'. Refused (nothing added) when the text is not a quantity above 0.
   */
  addLine: (input: CartLineInput): AddResult => {
    const { items: next, result } = addLine(current(), input);
    commit(next);
    return result;
  },
  /** Removes a line by its key (lineKey), or every line of a product by its id. */
  remove: (key: string) => commit(removeItem(current(), key)),
  setQuantity: (key: string, qty: number) => commit(updateQuantity(current(), key, qty)),
  /** Sets a line's exact quantity from what was typed; ignored unless a quantity above 0. */
  setQuantityText: (key: string, text: string) => commit(setQuantityText(current(), key, text)),
  /** Moves a line to another sell unit of its variant. */
  setUnit: (key: string, change: { unit: string; variantId?: string }) =>
    commit(setUnit(current(), key, change)),
  clear: () => commit([]),
};

const NO_ITEMS: CartItem[] = [];
const noItems = () => NO_ITEMS;

export function useCartItems(): CartItem[] {
  return useBrowserValue(subscribe, current, noItems);
}

export function useCartCount(): number {
  return totalQuantity(useCartItems());
}

/** For tests: forget the in-memory copy so the next read comes from storage. */
export function resetCartStoreForTests() {
  items = null;
}
