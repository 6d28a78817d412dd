import {
  formatQuantity,
  lineTotal as priceOfLine,
  parseQuantity,
  QTY_SCALE,
  type QuantityCode,
} from '#shared/quantity.js';

// The cart rules, as pure functions over an item list. The store (cart-store.ts) keeps the list in
// localStorage under 'cart' (docs/decisions/130-cart-lines-by-variant-and-unit.md).
//
// A line is one product's variant in one sell unit, with an exact quantity: `quantity` is a
// decimal string ('2.5', never a float), `unit` the sell unit ('tonne') and `variantId` the
// variant; left out, they mean the product's first variant in its default unit, which is what a
// cart stored before variants holds. `qty` stays beside them for the spec's readers (the badge is
// the sum of qty): the quantity in whole units, a fractional one rounded up.

/** How many a Reserve or Add adds, and the fewest a cart line can hold. */
export const CART = {
  defaultAddQuantity: 1,
  minQuantity: 1,
} as const;

export interface CartItem {
  /** The product's id. */
  id: string;
  name: string;
  /**
   * Price per sell unit in KSh at the time it was added; the product list and the cart's pricing
   * refresh it (docs/decisions/065-cart-prices.md).
   */
  price: number;
  /** Whole units, for the spec's readers: `quantity` rounded up. */
  qty: number;
  /** The exact quantity of `unit`, a decimal string: '2.5'. */
  quantity: string;
  variantId?: string;
  /** 'Y12', 'G30 / 3 m', as the product page showed it; the cart shows the shop's current one. */
  variantTitle?: string;
  /** The sell unit ('bar', 'tonne'); left out, the variant's default. */
  unit?: string;
  /**
   * True when `variantId` and `unit` are the product's first variant in its default unit, as the
   * product page knew when it added them: the line a Reserve (which names neither) adds to.
   */
  defaultLine?: boolean;
  image?: string | null;
  [extra: string]: unknown;
}

export type AddableProduct = { id: string; name: string; price: number } & Record<string, unknown>;

/** What the product page adds: a variant in a sell unit, with a decimal quantity. */
export interface CartLineInput {
  productId: string;
  variantId?: string;
  unit?: string;
  /** A decimal string: '2.5', or a phone keyboard's '2,5'. */
  quantity: string;
  /** For the line until the cart has loaded the product, and for the chat message offline. */
  name?: string;
  variantTitle?: string;
  price?: number;
  image?: string | null;
  /** The variant and unit are the product's default ones (what a card's Reserve adds). */
  isDefault?: boolean;
}

export type AddResult = { ok: true } | { ok: false; code: QuantityCode };

/** The line an item belongs to: product, variant and unit. */
export function lineKey(item: Pick<CartItem, 'id' | 'variantId' | 'unit'>): string {
  return `${item.id}|${item.variantId ?? ''}|${item.unit ?? ''}`;
}

/** An item's quantity in thousandths (0 for a corrupt one, which the store never keeps). */
export function thousandthsOf(item: Pick<CartItem, 'quantity'>): number {
  const parsed = parseQuantity(item.quantity);
  return parsed.ok ? parsed.value : 0;
}

/** Whole units for the spec's `qty`: 2.5 -> 3, never below 1. */
const wholeUnits = (thousandths: number) =>
  Math.max(CART.minQuantity, Math.ceil(thousandths / QTY_SCALE));

function withQuantity(item: CartItem, thousandths: number): CartItem {
  return { ...item, quantity: formatQuantity(thousandths), qty: wholeUnits(thousandths) };
}

const namesNeither = (item: CartItem) => item.variantId === undefined && item.unit === undefined;

/**
 * Whether two items are one line: the same key, or one product's default variant and unit named
 * once by a Reserve (neither named) and once by the product page (both named, `defaultLine`).
 */
function sameLine(a: CartItem, b: CartItem): boolean {
  if (lineKey(a) === lineKey(b)) return true;
  if (a.id !== b.id) return false;
  return (namesNeither(a) && b.defaultLine === true) || (namesNeither(b) && a.defaultLine === true);
}

/**
 * Adds to the line it belongs to, or appends a new line. A line that named neither variant nor
 * unit takes the names the product page gives, so the cart shows which variant it is.
 */
function addThousandths(items: CartItem[], line: CartItem, thousandths: number): CartItem[] {
  const existing = items.find((i) => sameLine(i, line));
  if (!existing) return [...items, withQuantity(line, thousandths)];
  const named = namesNeither(existing) && !namesNeither(line);
  return items.map((i) => {
    if (i !== existing) return i;
    const kept: CartItem = named
      ? {
          ...i,
          ...(line.variantId !== undefined && { variantId: line.variantId }),
          ...(line.unit !== undefined && { unit: line.unit }),
          defaultLine: true,
          ...(line.variantTitle !== undefined && { variantTitle: line.variantTitle }),
        }
      : i;
    return withQuantity(kept, thousandthsOf(i) + thousandths);
  });
}

/** Reserve: whole units of a product's default variant and unit (the spec's add). */
export function addItem(
  items: CartItem[],
  product: AddableProduct,
  amount: number = CART.defaultAddQuantity,
): CartItem[] {
  const add = Number.isFinite(amount) && amount >= 1 ? Math.floor(amount) : CART.defaultAddQuantity;
  return addThousandths(items, { ...product, qty: add, quantity: String(add) }, add * QTY_SCALE);
}

/**
 * Adds a variant in a sell unit. The quantity's form is checked here ('2,5' is 2.5; '2,500' is
 * refused); the unit's own rule (whole bags, a tonne's minimum) is the product page's to check
 * against the variant, and the server's at pricing and ordering.
 */
export function addLine(
  items: CartItem[],
  input: CartLineInput,
): { items: CartItem[]; result: AddResult } {
  const parsed = parseQuantity(input.quantity);
  if (!parsed.ok) return { items, result: { ok: false, code: parsed.code } };
  if (parsed.value <= 0) return { items, result: { ok: false, code: 'QTY_BELOW_MIN' } };
  const line: CartItem = {
    id: input.productId,
    name: input.name ?? '',
    price: input.price ?? 0,
    qty: 0,
    quantity: '0',
    ...(input.variantId !== undefined && { variantId: input.variantId }),
    ...(input.variantTitle !== undefined && { variantTitle: input.variantTitle }),
    ...(input.unit !== undefined && { unit: input.unit }),
    ...(input.image !== undefined && { image: input.image }),
    ...(input.isDefault === true && { defaultLine: true }),
  };
  return { items: addThousandths(items, line, parsed.value), result: { ok: true } };
}

/** Removes a line by its key, or every line of a product by the product's id (the spec's). */
export function removeItem(items: CartItem[], key: string): CartItem[] {
  return items.filter((i) => lineKey(i) !== key && i.id !== key);
}

/** The line with this key, or the first line of the product with this id. */
function matches(items: CartItem[], key: string): (item: CartItem) => boolean {
  const byKey = items.some((i) => lineKey(i) === key);
  return (item) => (byKey ? lineKey(item) === key : item.id === key);
}

/** Whole quantities below the minimum, or not numbers at all, are ignored (the list is returned as is). */
export function updateQuantity(items: CartItem[], key: string, qty: number): CartItem[] {
  if (!Number.isFinite(qty) || qty < CART.minQuantity) return items;
  const whole = Math.floor(qty);
  const isLine = matches(items, key);
  return items.map((i) => (isLine(i) ? withQuantity(i, whole * QTY_SCALE) : i));
}

/**
 * Sets a line's quantity from what was typed ('2,5'), stored as its decimal string ('2.5'). A text
 * that is not a quantity above 0 is ignored (the list is returned as is).
 */
export function setQuantityText(items: CartItem[], key: string, text: string): CartItem[] {
  const parsed = parseQuantity(text);
  if (!parsed.ok || parsed.value <= 0) return items;
  const isLine = matches(items, key);
  if (!items.some(isLine)) return items;
  return items.map((i) => (isLine(i) ? withQuantity(i, parsed.value) : i));
}

/**
 * Moves a line to another sell unit (and names its variant, which an old line left out). The
 * number typed stays; a line already in that unit takes it over, quantities added.
 */
export function setUnit(
  items: CartItem[],
  key: string,
  change: { unit: string; variantId?: string },
): CartItem[] {
  const moving = items.find((i) => lineKey(i) === key);
  if (!moving) return items;
  const { defaultLine: _notNow, ...kept } = moving;
  const moved: CartItem = {
    ...kept,
    unit: change.unit,
    ...(change.variantId !== undefined && { variantId: change.variantId }),
  };
  if (lineKey(moved) === key) return items;
  const target = items.find((i) => lineKey(i) === lineKey(moved));
  if (!target) return items.map((i) => (lineKey(i) === key ? moved : i));
  return items
    .filter((i) => lineKey(i) !== key)
    .map((i) => (i === target ? withQuantity(i, thousandthsOf(i) + thousandthsOf(moved)) : i));
}

export function totalQuantity(items: CartItem[]): number {
  return items.reduce((sum, i) => sum + i.qty, 0);
}

/** A line's money before the shop has priced it: price x quantity, half-up to whole shillings. */
export function lineTotal(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return priceOfLine(Math.round(item.price), thousandthsOf(item));
}

export function cartTotal(items: CartItem[]): number {
  return items.reduce((sum, i) => sum + lineTotal(i), 0);
}

/**
 * An item as it is written to storage: a whole quantity of a product's default variant and unit
 * is written as the spec's item alone ({id, name, price, qty, ...}, its `qty` says it exactly), so
 * a reader of the spec's cart finds what it always did; any other line carries `quantity`.
 */
export function storedForm(item: CartItem): CartItem | Omit<CartItem, 'quantity'> {
  const plain = item.variantId === undefined && item.unit === undefined;
  if (!plain || item.quantity !== String(item.qty)) return item;
  const { quantity: _implied, ...spec } = item;
  return spec;
}

const optionalText = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : undefined;

/**
 * Keeps only well-formed items from whatever was stored; anything else starts an empty cart. A
 * cart stored before variants ({id, name, price, qty, ...}) loads as lines of each product's
 * default variant and unit; `productId` is read where `id` is missing.
 */
export function sanitizeStoredCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const items: CartItem[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const raw = entry as Record<string, unknown>;
    const id = typeof raw.id === 'string' ? raw.id : optionalText(raw.productId);
    if (!id || typeof raw.name !== 'string') continue;
    if (typeof raw.price !== 'number' || !Number.isFinite(raw.price)) continue;
    let thousandths: number | null = null;
    if (typeof raw.quantity === 'string') {
      const parsed = parseQuantity(raw.quantity);
      thousandths = parsed.ok && parsed.value > 0 ? parsed.value : null;
    } else if (Number.isInteger(raw.qty) && (raw.qty as number) >= CART.minQuantity) {
      thousandths = Math.min(raw.qty as number, 1_000_000) * QTY_SCALE;
    }
    if (thousandths === null) continue;
    const { variantId, variantTitle, unit, productId: _dropped, ...rest } = raw;
    const item: CartItem = {
      ...rest,
      id,
      name: raw.name,
      price: raw.price,
      qty: 0,
      quantity: '0',
      ...(optionalText(variantId) && { variantId: variantId as string }),
      ...(typeof variantTitle === 'string' && { variantTitle }),
      ...(optionalText(unit) && { unit: unit as string }),
    };
    items.push(withQuantity(item, thousandths));
  }
  return items;
}
