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
