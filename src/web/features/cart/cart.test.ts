import { describe, expect, it } from 'vitest';
import {
  addItem,
  addLine,
  cartTotal,
  lineKey,
  removeItem,
  sanitizeStoredCart,
  setQuantityText,
  setUnit,
  totalQuantity,
  updateQuantity,
  type CartItem,
} from './cart';

const cement = { id: 'p1', name: 'Cement 50kg', price: 780 };
const nails = { id: 'p2', name: 'Nails 4"', price: 250 };

describe('cart rules', () => {
  it('appends a new product with quantity 1 by default', () => {
    expect(addItem([], cement)).toEqual([{ ...cement, qty: 1, quantity: '1' }]);
  });

  it('raises the quantity of a product already in the cart by the amount added', () => {
    let items = addItem([], cement);
    items = addItem(items, nails);
    items = addItem(items, cement, 3);
    expect(items.map((i) => [i.id, i.qty])).toEqual([
      ['p1', 4],
      ['p2', 1],
    ]);
  });

  it('removes by id', () => {
    const items = addItem(addItem([], cement), nails);
    expect(removeItem(items, 'p1').map((i) => i.id)).toEqual(['p2']);
    expect(removeItem(items, 'missing')).toEqual(items);
  });

  it('ignores updates below 1 and values that are not numbers', () => {
    const items = addItem([], cement, 2);
    expect(updateQuantity(items, 'p1', 0)).toBe(items);
    expect(updateQuantity(items, 'p1', -5)).toBe(items);
    expect(updateQuantity(items, 'p1', Number.NaN)).toBe(items);
    expect(updateQuantity(items, 'p1', Number('abc'))).toBe(items);
    expect(updateQuantity(items, 'p1', 7)[0]?.qty).toBe(7);
  });

  it('counts the badge as the sum of quantities and totals price x quantity', () => {
    const items = addItem(addItem([], cement, 3), nails, 2);
    expect(totalQuantity(items)).toBe(5);
    expect(cartTotal(items)).toBe(3 * 780 + 2 * 250);
    expect(totalQuantity([])).toBe(0);
  });

  it('starts empty from a corrupt stored value and keeps only well-formed items', () => {
    expect(sanitizeStoredCart('nonsense')).toEqual([]);
    expect(sanitizeStoredCart({ id: 'p1' })).toEqual([]);
    expect(sanitizeStoredCart(null)).toEqual([]);
    const good: CartItem = { id: 'p1', name: 'Cement', price: 780, qty: 2, quantity: '2' };
    expect(
      sanitizeStoredCart([
        good,
        { id: 'p2', name: 'x', price: 'free', qty: 1 },
        { id: 'p3', name: 'y', price: 10, qty: 0 },
        { id: 'p4', name: 'z', price: 10, quantity: 2.5 },
        { id: 'p5', name: 'z', price: 10, quantity: '2,500' },
        42,
      ]),
    ).toEqual([good]);
  });
});

describe('cart lines by variant and unit', () => {
  const y12 = {
    productId: 'steel',
    variantId: 'v12',
    unit: 'tonne',
    name: 'Y12 bar',
    price: 170_000,
  };

  it("adds a variant in a sell unit with its exact quantity, a phone's comma read as the mark", () => {
    const { items, result } = addLine([], { ...y12, quantity: '2,5' });
    expect(result).toEqual({ ok: true });
    expect(items).toEqual([
      {
        id: 'steel',
        name: 'Y12 bar',
        price: 170_000,
        variantId: 'v12',
        unit: 'tonne',
        quantity: '2.5',
        qty: 3,
      },
    ]);
    // Stored as the decimal string, never a float.
    expect(JSON.parse(JSON.stringify(items))[0].quantity).toBe('2.5');
  });

  it('adds to the same variant and unit exactly, and keeps other units and variants apart', () => {
    let items = addLine([], { ...y12, quantity: '0.1' }).items;
    items = addLine(items, { ...y12, quantity: '0.2' }).items;
    items = addLine(items, { ...y12, unit: 'bar', quantity: '4' }).items;
    items = addLine(items, { ...y12, variantId: 'v16', quantity: '1' }).items;
    expect(items.map((i) => [i.variantId, i.unit, i.quantity])).toEqual([
      ['v12', 'tonne', '0.3'],
      ['v12', 'bar', '4'],
      ['v16', 'tonne', '1'],
    ]);
  });

  it('refuses a text that is not a quantity, adding nothing', () => {
    for (const [quantity, code] of [
      ['2,500', 'QTY_FORMAT'],
      ['abc', 'QTY_FORMAT'],
      ['1.0005', 'QTY_PRECISION'],
      ['0', 'QTY_BELOW_MIN'],
    ] as const) {
      const { items, result } = addLine([], { ...y12, quantity });
      expect(result).toEqual({ ok: false, code });
      expect(items).toEqual([]);
    }
  });

  it('sets a typed quantity as its decimal string and ignores one that is not a quantity', () => {
    const items = addLine([], { ...y12, quantity: '1' }).items;
    const key = lineKey(items[0]!);
    expect(setQuantityText(items, key, '2,25')[0]).toMatchObject({ quantity: '2.25', qty: 3 });
    expect(setQuantityText(items, key, '2.')).toBe(items);
    expect(setQuantityText(items, key, '0')).toBe(items);
    expect(setQuantityText(items, 'other|v|u', '3')).toBe(items);
  });

  it('moves a line to another unit, joining a line already in it', () => {
    let items = addLine([], { ...y12, quantity: '2' }).items;
    items = addLine(items, { ...y12, unit: 'bar', quantity: '5' }).items;
    const tonnes = lineKey(items[0]!);
    const moved = setUnit(items, tonnes, { unit: 'bar' });
    expect(moved.map((i) => [i.unit, i.quantity])).toEqual([['bar', '7']]);
    const alone = setUnit(items.slice(0, 1), tonnes, { unit: 'bar' });
    expect(alone.map((i) => [i.unit, i.quantity])).toEqual([['bar', '2']]);
  });

  it("joins a Reserve and the product page's add of the default variant and unit in one line", () => {
    const bag = { productId: 'p1', variantId: 'v1', unit: 'bag', name: 'Cement 50kg', price: 780 };
    // Card first, then the product page with the default variant and unit: one line, named.
    let items = addItem([], cement, 2);
    items = addLine(items, { ...bag, variantTitle: '50 kg', quantity: '3', isDefault: true }).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ variantId: 'v1', unit: 'bag', quantity: '5', qty: 5 });
    expect(items[0]).toMatchObject({ variantTitle: '50 kg', defaultLine: true });
    // The product page first, then the card: still one line.
    items = addLine([], { ...bag, quantity: '1', isDefault: true }).items;
    items = addItem(items, cement);
    expect(items.map((i) => [i.variantId, i.unit, i.quantity])).toEqual([['v1', 'bag', '2']]);
    // Another variant or unit, or one not known to be the default, stays apart.
    let apart = addItem([], cement);
    apart = addLine(apart, { ...bag, unit: 'tonne', quantity: '1' }).items;
    apart = addLine(apart, { ...bag, quantity: '1' }).items;
    expect(apart.map((i) => [i.variantId, i.unit, i.quantity])).toEqual([
      [undefined, undefined, '1'],
      ['v1', 'tonne', '1'],
      ['v1', 'bag', '1'],
    ]);
    // Moved to another unit, the line is no longer the one a Reserve adds to.
    const moved = setUnit(items, lineKey(items[0]!), { unit: 'tonne' });
    expect(addItem(moved, cement).map((i) => [i.unit, i.quantity])).toEqual([
      ['tonne', '2'],
      [undefined, '1'],
    ]);
  });

  it('names the variant of an old line when its unit is switched', () => {
    const old = addItem([], cement, 2);
    const moved = setUnit(old, lineKey(old[0]!), { unit: 'tonne', variantId: 'v1' });
    expect(moved[0]).toMatchObject({ id: 'p1', variantId: 'v1', unit: 'tonne', quantity: '2' });
  });

  it('removes a line by its key, or every line of a product by its id', () => {
    let items = addLine([], { ...y12, quantity: '1' }).items;
    items = addLine(items, { ...y12, unit: 'bar', quantity: '1' }).items;
    items = addItem(items, cement);
    expect(removeItem(items, lineKey(items[0]!)).map((i) => i.unit)).toEqual(['bar', undefined]);
    expect(removeItem(items, 'steel').map((i) => i.id)).toEqual(['p1']);
  });

  it('totals price x exact quantity per line, half-up to whole shillings', () => {
    const items = addLine([], { ...y12, unit: 'meter', price: 455, quantity: '1.5' }).items;
    expect(cartTotal(items)).toBe(683);
  });

  it('loads a cart stored before variants as lines of the default variant and unit', () => {
    const stored = [
      { id: 'p1', name: 'Cement 50kg', price: 780, qty: 2, image: null, category: 'Cement' },
      { productId: 'p2', name: 'Nails', price: 250, qty: 3 },
    ];
    const items = sanitizeStoredCart(JSON.parse(JSON.stringify(stored)));
    expect(items).toEqual([
      {
        id: 'p1',
        name: 'Cement 50kg',
        price: 780,
        qty: 2,
        quantity: '2',
        image: null,
        category: 'Cement',
      },
      { id: 'p2', name: 'Nails', price: 250, qty: 3, quantity: '3' },
    ]);
    expect(items.map(lineKey)).toEqual(['p1||', 'p2||']);
    expect(totalQuantity(items)).toBe(5);
  });

  it('loads a stored line by variant and unit, its qty worked out again from the quantity', () => {
    const [line] = sanitizeStoredCart([
      { id: 's', name: 'Y12', price: 1, qty: 99, quantity: '2.5', variantId: 'v', unit: 'tonne' },
    ]);
    expect(line).toMatchObject({ quantity: '2.5', qty: 3, variantId: 'v', unit: 'tonne' });
  });
});
