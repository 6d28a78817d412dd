import { describe, expect, it } from 'vitest';
import { aPublicProduct } from '../../test/products';
import { indexProducts } from './api';
import { cartLines, linesTotal } from './cart-view';

const stored = [
  { id: 'p1', name: 'Cement 50kg', price: 750, qty: 2, image: '/media/old.webp' },
  { id: 'p2', name: 'Nails 4"', price: 250, qty: 3 },
];

describe('cart lines', () => {
  it('use the stored price and image until the product list has loaded', () => {
    const lines = cartLines(stored, indexProducts(undefined));
    expect(lines.map((l) => [l.price, l.image, l.subtotal])).toEqual([
      [750, '/media/old.webp', 1500],
      [250, null, 750],
    ]);
    expect(linesTotal(lines)).toBe(2250);
  });

  it('take price and image from the product list once loaded', () => {
    const products = indexProducts([
      aPublicProduct({ _id: 'p1', name: 'Cement 50kg', price: 780, image: '/media/new.webp' }),
      aPublicProduct({ _id: 'p2', name: 'Nails 4"', price: null, image: null }),
    ]);
    const lines = cartLines(stored, products);
    expect(lines.map((l) => [l.price, l.image])).toEqual([
      [780, '/media/new.webp'],
      // No price or image in the list: the stored values stay.
      [250, null],
    ]);
    expect(linesTotal(lines)).toBe(780 * 2 + 250 * 3);
  });

  it('never crash on a list of an unexpected shape', () => {
    for (const junk of [
      null,
      'error',
      { items: [] },
      [null, 42, { name: 'no id' }, { _id: 'p1', price: 'cheap' }],
    ]) {
      expect(() => cartLines(stored, indexProducts(junk))).not.toThrow();
    }
    expect(cartLines(stored, indexProducts([{ _id: 'p1', price: 'cheap' }]))[0]?.price).toBe(750);
  });

  it('charge the final price when the product list shows a discount', () => {
    const products = indexProducts([
      aPublicProduct({ _id: 'p1', name: 'Cement 50kg', price: 780, discount: 5 }),
    ]);
    const [cement] = cartLines(stored, products);
    expect(cement?.price).toBe(741);
    expect(cement?.subtotal).toBe(741 * 2);
  });
});
