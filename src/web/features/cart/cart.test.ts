import { describe, expect, it } from 'vitest';
import {
  addItem,
  cartTotal,
  removeItem,
  sanitizeStoredCart,
  totalQuantity,
  updateQuantity,
  type CartItem,
} from './cart';

const cement = { id: 'p1', name: 'Cement 50kg', price: 780 };
const nails = { id: 'p2', name: 'Nails 4"', price: 250 };

describe('cart rules', () => {
  it('appends a new product with quantity 1 by default', () => {
    expect(addItem([], cement)).toEqual([{ ...cement, qty: 1 }]);
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
    const good: CartItem = { id: 'p1', name: 'Cement', price: 780, qty: 2 };
    expect(
      sanitizeStoredCart([
        good,
        { id: 'p2', name: 'x', price: 'free', qty: 1 },
        { id: 'p3', name: 'y', price: 10, qty: 0 },
        42,
      ]),
    ).toEqual([good]);
  });
});
