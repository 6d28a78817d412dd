// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartActions, resetCartStoreForTests, useCartCount, useCartItems } from './cart-store';

const cement = { id: 'p1', name: 'Cement 50kg', price: 780 };

describe('the cart store', () => {
  beforeEach(() => {
    localStorage.clear();
    resetCartStoreForTests();
  });

  it("saves every change under 'cart' and counts the badge", () => {
    const { result } = renderHook(() => ({ items: useCartItems(), count: useCartCount() }));
    expect(result.current.count).toBe(0);
    act(() => cartActions.add(cement));
    act(() => cartActions.add(cement, 2));
    expect(result.current.count).toBe(3);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([{ ...cement, qty: 3 }]);

    act(() => cartActions.setQuantity('p1', 0));
    expect(result.current.count).toBe(3);
    act(() => cartActions.clear());
    expect(result.current.items).toEqual([]);
    expect(localStorage.getItem('cart')).toBe('[]');
  });

  it('starts an empty cart from a corrupt stored value instead of breaking', () => {
    localStorage.setItem('cart', '{not json');
    const { result } = renderHook(() => useCartCount());
    expect(result.current).toBe(0);
    act(() => cartActions.add(cement));
    expect(result.current).toBe(1);
  });

  it('adds a variant in a unit with a decimal quantity for the product page, stored as text', () => {
    const { result } = renderHook(() => useCartItems());
    let answer: unknown;
    act(() => {
      answer = cartActions.addLine({
        productId: 'steel',
        variantId: 'v12',
        unit: 'tonne',
        quantity: '2,5',
        name: 'Y12 deformed bar 12 m',
      });
    });
    expect(answer).toEqual({ ok: true });
    expect(result.current).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([
      {
        id: 'steel',
        name: 'Y12 deformed bar 12 m',
        price: 0,
        variantId: 'v12',
        unit: 'tonne',
        quantity: '2.5',
        qty: 3,
      },
    ]);
    act(() => {
      answer = cartActions.addLine({ productId: 'steel', quantity: '2,500' });
    });
    expect(answer).toEqual({ ok: false, code: 'QTY_FORMAT' });
    expect(result.current).toHaveLength(1);
    // Reserve still adds whole units of the default variant, beside it.
    act(() => cartActions.add(cement, 2));
    expect(result.current.map((i) => [i.id, i.quantity])).toEqual([
      ['steel', '2.5'],
      ['p1', '2'],
    ]);
  });

  it('loads and keeps a cart stored before variants', () => {
    localStorage.setItem('cart', JSON.stringify([{ ...cement, qty: 2, image: null }]));
    const { result } = renderHook(() => ({ items: useCartItems(), count: useCartCount() }));
    expect(result.current.count).toBe(2);
    act(() => cartActions.setQuantityText('p1||', '5'));
    expect(result.current.items).toEqual([{ ...cement, qty: 5, quantity: '5', image: null }]);
    // Written back in the spec's shape: its qty says the whole quantity exactly.
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([
      { ...cement, qty: 5, image: null },
    ]);
    act(() => cartActions.setQuantityText('p1||', '2.5'));
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([
      { ...cement, qty: 3, quantity: '2.5', image: null },
    ]);
  });

  it('follows changes made in another tab', () => {
    const { result } = renderHook(() => useCartCount());
    expect(result.current).toBe(0);
    act(() => {
      localStorage.setItem('cart', JSON.stringify([{ ...cement, qty: 4 }]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });
    expect(result.current).toBe(4);
  });
});
