import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWrittenByCode } from '../../test/refusals.js';
import { PublicProduct } from '#shared/product.schema.js';
import { ProductVariants, StaffProductVariants } from '#shared/variant.schema.js';
import { barUnit, insertProduct, tonneOfY12 } from '../../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../../test/harness.js';

/** Y10, Y12 and Y16 deformed bars, each by the bar and by the tonne. */
function steel(skuPrefix = 'Y') {
  return {
    options: [{ name: 'Size', values: ['Y10', 'Y12', 'Y16'] }],
    variants: [
      {
        options: { Size: 'Y10' },
        sku: `${skuPrefix}10`,
        price: 650,
        stockUnit: 'bar',
        sellUnits: [barUnit(650)],
      },
      {
        options: { Size: 'Y12' },
        sku: `${skuPrefix}12`,
        price: 920,
        stockUnit: 'bar',
        sellUnits: [barUnit(920), tonneOfY12(170_000)],
      },
      {
        options: { Size: 'Y16' },
        sku: `${skuPrefix}16`,
        price: 1650,
        stockUnit: 'bar',
        sellUnits: [barUnit(1650)],
      },
    ],
  };
}

describe(`product variants (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: { authorization: string };
  let user: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithSession(t, 'admin')).auth;
    user = (await createUserWithSession(t, 'user')).auth;
  });
  afterAll(async () => t.close());

  const put = (id: string, body: unknown, headers: Record<string, string> = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}/variants`,
      payload: body as object,
      headers,
    });
  const getPublic = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(res.statusCode).toBe(200);
    return PublicProduct.parse(res.json());
  };

  it('gives every product one variant sold in its own unit, keeping the spec fields as they were', async () => {
    const id = await insertProduct(t.db, {
      sku: 'CEM-50',
      name: 'Cement 50kg',
      unit: 'bag',
      price: 780,
      discount: 5,
      stock: 40,
    });
    const product = await getPublic(id);
    expect(product).toMatchObject({
      sku: 'CEM-50',
      price: 780,
      discount: 5,
      stock: 40,
      unit: 'bag',
    });
    expect(product.options).toEqual([]);
    expect(product.variants).toEqual([
      {
        _id: expect.any(String),
        sku: 'CEM-50',
        title: '',
        options: {},
        price: 780,
        discount: 5,
        finalPrice: 741,
        stock: { onHand: '40', unit: 'bag', status: 'in' },
        sellUnits: [
          {
            _id: expect.any(String),
            unit: 'bag',
            label: null,
            price: 780,
            discount: null,
            finalPrice: 741,
            perUnit: '1',
            decimals: 0,
            min: '1',
            step: '1',
            default: true,
          },
        ],
        active: true,
      },
    ]);
  });

  it('sets options and sparse variants, each with its sell units, and keeps the first on the product', async () => {
    const id = await insertProduct(t.db, {
      sku: 'Y-BAR',
      name: 'Deformed bar 12 m',
      unit: 'bar',
      price: 900,
      stock: null,
    });
    const res = await put(id, steel());
    expect(res.statusCode).toBe(200);
    const answer = ProductVariants.parse(res.json());
    expect(answer.options).toEqual([{ name: 'Size', values: ['Y10', 'Y12', 'Y16'] }]);
    expect(answer.variants.map((v) => [v.title, v.sku, v.stock.onHand])).toEqual([
      ['Y10', 'Y10', '0'],
      ['Y12', 'Y12', '0'],
      ['Y16', 'Y16', '0'],
    ]);
    expect(
      answer.variants[1]!.sellUnits.map((u) => [u.unit, u.perUnit, u.min, u.step, u.default]),
    ).toEqual([
      ['bar', '1', '1', '1', true],
      ['tonne', '93.747', '0.5', '0.001', false],
    ]);
    const product = await getPublic(id);
    expect(product).toMatchObject({ sku: 'Y10', price: 650, unit: 'bar', stock: 0 });
    expect(product.variants).toHaveLength(3);
  });

  it('keeps a variant sent with its _id, its stock and its history', async () => {
    const id = await insertProduct(t.db, {
      sku: 'PAINT',
      name: 'Crown emulsion',
      unit: 'tin',
      price: 1200,
      stock: 7,
    });
    const [first] = (await getPublic(id)).variants!;
    const res = await put(id, {
      options: [{ name: 'Volume', values: ['4 l', '20 l'] }],
      variants: [
        {
          _id: first!._id,
          options: { Volume: '4 l' },
          sku: 'PAINT-4',
          price: 1250,
          stockUnit: 'tin',
          sellUnits: [{ ...barUnit(1250), unit: 'tin' }],
        },
        {
          options: { Volume: '20 l' },
          sku: 'PAINT-20',
          price: 5600,
          stockUnit: 'tin',
          sellUnits: [{ ...barUnit(5600), unit: 'tin' }],
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const [kept, added] = ProductVariants.parse(res.json()).variants;
    expect(kept).toMatchObject({ _id: first!._id, sku: 'PAINT-4', stock: { onHand: '7' } });
    expect(added!.stock.onHand).toBe('0');
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/admin/variants/${first!._id}/movements`,
      headers: admin,
    });
    expect(
      history.json().movements.map((m: { kind: string; quantity: string }) => [m.kind, m.quantity]),
    ).toEqual([['count', '7']]);
  });

  it('answers 409 for two variants with one combination, and stores nothing', async () => {
    const id = await insertProduct(t.db, {
      sku: 'SHEET',
      name: 'Box profile',
      unit: 'sheet',
      price: 1100,
    });
    const body = steel('S');
    body.variants[2]!.options = { Size: 'Y12' };
    const res = await put(id, body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'VARIANT_COMBINATION_TAKEN',
      message: 'Two variants have the same combination (Y12).',
    });
    expectWrittenByCode(res.json());
    expect((await getPublic(id)).variants).toHaveLength(1);
  });

  it("answers 409 for a SKU another product's variant holds, and for one SKU twice", async () => {
    const id = await insertProduct(t.db, { sku: 'OTHER', name: 'Other', unit: 'piece', price: 10 });
    const clash = await put(id, steel()); // Y10, Y12, Y16 belong to the steel product above
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'SKU_TAKEN',
      message: 'Another product has the SKU Y10.',
    });
    const twice = steel('T');
    twice.variants[1]!.sku = 't10'; // one SKU whatever its case
    expect((await put(id, twice)).json()).toMatchObject({
      code: 'SKU_TAKEN',
      message: 'Two variants have the SKU T10.',
    });
  });

  it('refuses a variant that does not choose a listed value of every option, and a bad sell unit', async () => {
    const id = await insertProduct(t.db, {
      sku: 'CHAIN',
      name: 'Chain',
      unit: 'meter',
      price: 300,
    });
    const off = steel('C');
    off.variants[0]!.options = { Size: 'Y20' };
    const res = await put(id, off);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    const badUnit = steel('D');
    badUnit.variants[1]!.sellUnits[1] = { ...tonneOfY12(1), perUnit: '93.7471234' };
    expect((await put(id, badUnit)).statusCode).toBe(400);
    const wholeStep = steel('E');
    wholeStep.variants[0]!.sellUnits[0] = { ...barUnit(1), step: '0.5' };
    expect((await put(id, wholeStep)).statusCode).toBe(400);
  });

  it('refuses removing a variant an open order uses (409), but lets it be set inactive', async () => {
    const id = await insertProduct(t.db, {
      sku: 'WIRE',
      name: 'Binding wire',
      unit: 'roll',
      price: 3500,
      stock: 10,
    });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customerName: 'Juma Otieno',
        phone: '0712345678',
        delivery: { method: 'pickup' },
        items: [{ productId: id, qty: 1 }],
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    const [first] = (await getPublic(id)).variants!;
    const remove = await put(id, {
      options: [],
      variants: [
        {
          options: {},
          sku: 'WIRE-NEW',
          price: 3500,
          stockUnit: 'roll',
          sellUnits: [{ ...barUnit(3500), unit: 'roll' }],
        },
      ],
    });
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toMatchObject({ code: 'VARIANT_IN_USE' });
    const inactive = await put(id, {
      options: [],
      variants: [
        {
          _id: first!._id,
          options: {},
          sku: 'WIRE',
          price: 3500,
          stockUnit: 'roll',
          active: false,
          sellUnits: [{ ...barUnit(3500), unit: 'roll' }],
        },
      ],
    });
    expect(inactive.statusCode).toBe(200);
    expect(inactive.json().variants[0].active).toBe(false);
  });

  it('shows staff each variant with its reorder level, which a save through the screen keeps', async () => {
    const id = await insertProduct(t.db, { sku: 'RL', name: 'Steel', unit: 'bar', price: 900 });
    const body = steel('RL');
    Object.assign(body.variants[1]!, { reorderLevel: '12.5' });
    const saved = await put(id, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(StaffProductVariants.parse(saved.json()).variants.map((v) => v.reorderLevel)).toEqual([
      null,
      '12.5',
      null,
    ]);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${id}/variants`,
      headers: admin,
    });
    expect(read.statusCode, read.body).toBe(200);
    const staffView = StaffProductVariants.parse(read.json());
    expect(staffView.variants[1]).toMatchObject({ sku: 'RL12', reorderLevel: '12.5' });
    expect(staffView.options).toEqual([{ name: 'Size', values: ['Y10', 'Y12', 'Y16'] }]);
    // Visitors never see it.
    expect((await getPublic(id)).variants![1]).not.toHaveProperty('reorderLevel');
    const asUser = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${id}/variants`,
      headers: user,
    });
    expect(asUser.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products/no-such-product/variants',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is for staff only', async () => {
    const id = await insertProduct(t.db, { sku: 'GUARD', name: 'Guard', unit: 'piece', price: 10 });
    expect((await put(id, steel('G'), user)).statusCode).toBe(403);
    expect((await put(id, steel('G'), {})).statusCode).toBe(401);
    expect((await put('no-such-product', steel('G'))).statusCode).toBe(404);
  });
});
