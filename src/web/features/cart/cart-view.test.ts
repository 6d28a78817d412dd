import { describe, expect, it } from 'vitest';
import { aPublicProduct } from '../../test/products';
import { indexProducts } from './api';
import type { PricedCart } from '#shared/cart-price.schema.js';
import type { SellUnit, Variant } from '#shared/variant.schema.js';
import { addLine, sanitizeStoredCart } from './cart';
import { cartLines, keepsRule, linesTotal, pricingByKey, pricingRequest } from './cart-view';

const stored = sanitizeStoredCart([
  { id: 'p1', name: 'Cement 50kg', price: 750, qty: 2, image: '/media/old.webp' },
  { id: 'p2', name: 'Nails 4"', price: 250, qty: 3 },
]);

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

const sellUnit = (fields: Partial<SellUnit> & Pick<SellUnit, 'unit'>): SellUnit => ({
  _id: `su-${fields.unit}`,
  label: null,
  price: 0,
  discount: null,
  finalPrice: 0,
  perUnit: '1',
  decimals: 0,
  min: '1',
  step: '1',
  default: false,
  ...fields,
});

const y12: Variant = {
  _id: 'v12',
  sku: 'Y12',
  title: 'Y12',
  options: { Size: 'Y12' },
  price: 920,
  discount: null,
  finalPrice: 920,
  stock: { onHand: '500', unit: 'bar', status: 'in' },
  sellUnits: [
    sellUnit({ unit: 'bar', price: 920, finalPrice: 920, default: true }),
    sellUnit({
      unit: 'tonne',
      price: 170_000,
      finalPrice: 170_000,
      perUnit: '93.747',
      decimals: 3,
      min: '0.5',
      step: '0.001',
    }),
  ],
  active: true,
};
const cementVariant: Variant = {
  ...y12,
  _id: 'vc',
  title: '',
  options: {},
  stock: { onHand: '10', unit: 'bag', status: 'in' },
  sellUnits: [sellUnit({ unit: 'bag', price: 780, finalPrice: 780, default: true })],
};

describe('cart lines by variant and unit', () => {
  const steel = aPublicProduct({ _id: 's1', name: 'Y12 deformed bar 12 m', variants: [y12] });
  const cement = aPublicProduct({ _id: 'p1', name: 'Cement 50kg', variants: [cementVariant] });
  const items = [
    ...addLine([], { productId: 's1', variantId: 'v12', unit: 'tonne', quantity: '2.5' }).items,
    ...stored,
  ];
  const details = new Map([
    ['s1', steel],
    ['p1', cement],
    ['p2', null],
  ]);

  it('take the variant, its sell units and the rule of the quantity from the product', () => {
    const [bars, bags, gone] = cartLines(items, indexProducts(undefined), details);
    expect(bars).toMatchObject({
      name: 'Y12 deformed bar 12 m',
      variantTitle: 'Y12',
      unit: 'tonne',
      stockUnit: 'bar',
      price: 170_000,
      rule: { decimals: 3, min: 500, step: 1 },
      gone: false,
    });
    expect(bars?.sellUnits.map((u) => u.unit)).toEqual(['bar', 'tonne']);
    // An old line is the product's first variant in its default unit.
    expect(bags).toMatchObject({ variantTitle: null, unit: 'bag', shownVariantId: 'vc' });
    expect(bags?.rule).toEqual({ decimals: 0, min: 1000, step: 1000 });
    expect(gone?.gone).toBe(true);
  });

  it('ask the shop to price only the lines it can, and take its money and stock for them', () => {
    const lines = cartLines(items, indexProducts(undefined), details);
    const request = pricingRequest(lines);
    expect(request).toEqual({
      items: [
        { productId: 's1', variantId: 'v12', unit: 'tonne', quantity: '2.5' },
        { productId: 'p1', quantity: '2' },
      ],
    });
    const answer: PricedCart = {
      lines: [
        {
          productId: 's1',
          variantId: 'v12',
          unit: 'tonne',
          requested: '2.5',
          quantity: '2.496',
          adjusted: true,
          adjustment: '2.5 t ≈ 234 bars (2.496 t)',
          stockQuantity: '234',
          stockUnit: 'bar',
          unitPrice: 170_000,
          lineTotal: 424_320,
          available: true,
        },
        {
          productId: 'p1',
          variantId: 'vc',
          unit: 'bag',
          requested: '2',
          quantity: '2',
          adjusted: false,
          adjustment: null,
          stockQuantity: '2',
          stockUnit: 'bag',
          unitPrice: 741,
          lineTotal: 1482,
          available: true,
        },
      ],
      subtotal: 425_802,
    };
    const priced = cartLines(
      items,
      indexProducts(undefined),
      details,
      pricingByKey(request, answer),
    );
    expect(priced.map((l) => [l.subtotal, l.priced?.stockQuantity ?? null])).toEqual([
      [424_320, '234'],
      [1482, '2'],
      [250 * 3, null],
    ]);
    // A line the shop has no price for (it answers 0) keeps the cart's own price.
    const unpriced = {
      ...answer,
      lines: [answer.lines[0]!, { ...answer.lines[1]!, unitPrice: 0, lineTotal: 0 }],
    };
    const kept = cartLines(
      items,
      indexProducts(undefined),
      details,
      pricingByKey(request, unpriced),
    );
    expect(kept[1]).toMatchObject({ price: 780, subtotal: 1560, priced: null });
    // An answer for an earlier quantity is not taken for the one now typed.
    const later = [{ ...items[0]!, quantity: '3' }, ...items.slice(1)];
    const byKey = pricingByKey(pricingRequest(cartLines(later, new Map(), details)), answer);
    expect(byKey.size).toBe(1);
  });

  it('leave a refused quantity out of the pricing', () => {
    const bag = sanitizeStoredCart([{ id: 'p1', name: 'Cement', price: 1, quantity: '0.1' }]);
    const [line] = cartLines(bag, new Map(), details);
    expect(keepsRule(line!)).toBe(false);
    expect(pricingRequest([line!])).toBeNull();
  });
});
