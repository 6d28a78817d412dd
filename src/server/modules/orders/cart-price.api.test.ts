import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWrittenByCode } from '../../test/refusals.js';
import { PricedCart } from '#shared/cart-price.schema.js';
import { countStock, insertProduct, y12BarAndTonne } from '../../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../../test/harness.js';

describe(`pricing a cart by variant and unit (${dialectUnderTest})`, () => {
  let t: TestApp;
  let steel: string;
  let y12: string;
  let cement: string;
  let chain: string;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = (await createUserWithSession(t, 'admin')).auth;
    steel = await insertProduct(t.db, {
      sku: 'Y-DEF',
      name: 'Y12 deformed bar 12 m',
      unit: 'bar',
      price: 920,
    });
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${steel}/variants`,
      headers: admin,
      payload: y12BarAndTonne(),
    });
    expect(set.statusCode, set.body).toBe(200);
    y12 = set.json().variants[0]._id;
    const received = await t.app.inject({
      method: 'POST',
      url: `/api/admin/variants/${y12}/stock`,
      headers: admin,
      payload: { kind: 'receipt', quantity: '500' },
    });
    expect(received.statusCode).toBe(200);
    cement = await insertProduct(t.db, {
      sku: 'CEM',
      name: 'Cement 50kg',
      unit: 'bag',
      price: 780,
      discount: 5,
      stock: 10,
    });
    chain = await insertProduct(t.db, {
      sku: 'CHN',
      name: 'Chain 8 mm',
      unit: 'meter',
      price: 450,
      stock: 100,
    });
  });
  afterAll(async () => t.close());

  const price = (items: object[]) =>
    t.app.inject({ method: 'POST', url: '/api/cart/price', payload: { items } });

  it('takes 234 bars for 2.5 t of Y12 and charges 2.496 t, saying so', async () => {
    const res = await price([{ productId: steel, variantId: y12, unit: 'tonne', quantity: '2.5' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(PricedCart.parse(res.json())).toEqual({
      lines: [
        {
          productId: steel,
          variantId: y12,
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
      ],
      subtotal: 424_320,
    });
  });

  it("refuses '0.1' bag as not whole, naming the rule, and accepts '1.5' m of chain and '2,5'", async () => {
    const bag = await price([{ productId: cement, quantity: '0.1' }]);
    expect(bag.statusCode).toBe(400);
    expect(bag.json()).toEqual({
      code: 'QTY_NOT_WHOLE',
      message: 'Cement 50kg: Bags are sold whole: enter 1, 2, 3.',
      // The rule, so a Swahili page writes the same sentence in its own words.
      values: { name: 'Cement 50kg', unit: 'bag', decimals: '0', min: '1000', step: '1000' },
    });
    const metres = await price([
      { productId: chain, quantity: '1.5' },
      { productId: chain, quantity: '2,5' },
      { productId: cement, quantity: '3' },
    ]);
    expect(metres.statusCode, metres.body).toBe(200);
    expect(
      metres
        .json()
        .lines.map((l: { quantity: string; lineTotal: number }) => [l.quantity, l.lineTotal]),
    ).toEqual([
      ['1.5', 675],
      ['2.5', 1125],
      ['3', 2223],
    ]);
    expect(metres.json().subtotal).toBe(675 + 1125 + 2223);
  });

  it('names each broken rule with its code, and never takes a float', async () => {
    const cases: [object, string][] = [
      [{ productId: chain, quantity: '1.25' }, 'QTY_PRECISION'],
      [{ productId: steel, variantId: y12, unit: 'tonne', quantity: '0.4' }, 'QTY_BELOW_MIN'],
      [{ productId: cement, quantity: 'two' }, 'QTY_FORMAT'],
      [{ productId: cement, quantity: '2,500' }, 'QTY_FORMAT'],
      [{ productId: cement, unit: 'tonne', quantity: '1' }, 'UNIT_NOT_SOLD'],
      [{ productId: 'gone', quantity: '1' }, 'ITEM_UNKNOWN'],
      [{ productId: steel, variantId: 'nope', quantity: '1' }, 'VARIANT_UNKNOWN'],
      [{ productId: cement, quantity: 2.5 }, 'VALIDATION_ERROR'],
    ];
    for (const [item, code] of cases) {
      const res = await price([item]);
      expect(res.statusCode, JSON.stringify(item)).toBe(400);
      expect(res.json().code, JSON.stringify(item)).toBe(code);
      if (['UNIT_NOT_SOLD', 'ITEM_UNKNOWN', 'VARIANT_UNKNOWN'].includes(code))
        expectWrittenByCode(res.json());
    }
  });

  it('says a line is not available when the stock is short', async () => {
    await countStock(t.db, cement, 2);
    const res = await price([{ productId: cement, quantity: '3' }]);
    expect(res.json().lines[0].available).toBe(false);
    expect((await price([{ productId: cement, quantity: '2' }])).json().lines[0].available).toBe(
      true,
    );
  });
});
