import { useBrowserValue } from '../../lib/use-browser-value';
import { readText, STORAGE_KEYS, writeText } from '../../lib/storage';
import {
  addItem,
  removeItem,
  sanitizeStoredCart,
  totalQuantity,
  updateQuantity,
  type AddableProduct,
  type CartItem,
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
  writeText(STORAGE_KEYS.cart, JSON.stringify(next));
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
  add: (product: AddableProduct, amount?: number) => commit(addItem(current(), product, amount)),
  remove: (id: string) => commit(removeItem(current(), id)),
  setQuantity: (id: string, qty: number) => commit(updateQuantity(current(), id, qty)),
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
