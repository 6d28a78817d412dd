import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../../test/harness.js';

describe(`admin dashboard (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: { auth: { authorization: string } };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithSession(t, 'admin');
  });
  afterAll(async () => t.close());

  async function addProduct(name: string, stock: number | null, reorderLevel: number | null) {
    await insertProduct(
      t.db,
      { sku: `SKU-${name}`, name, price: 780, stock, reorderLevel },
      t.clock.now(),
    );
  }

  it('is empty on an empty shop', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      counts: {
        products: 0,
        lowStock: 0,
        blogs: 0,
        services: 0,
        reviews: 0,
        messages: 0,
        newOrders: 0,
      },
      lowStock: [],
      recentMessages: [],
      recentReviews: [],
      etims: { unsigned: 0, oldest: null },
    });
  });

  it('counts products and lists the ones at or below their reorder level, lowest first', async () => {
    await addProduct('Cement 50kg', 4, 10);
    await addProduct('Y12 bar', 10, 10);
    await addProduct('Paint 4L', 50, 10);
    await addProduct('Nails', null, 5);
    await addProduct('Wheelbarrow', 0, null);

    const body = (
      await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.auth })
    ).json();
    expect(body.counts.products).toBe(5);
    expect(body.counts.lowStock).toBe(2);
    expect(body.lowStock.map((p: { name: string }) => p.name)).toEqual(['Cement 50kg', 'Y12 bar']);
    expect(body.lowStock[0]).toMatchObject({
      stock: 4,
      reorderLevel: 10,
      stockText: '4 bags',
      reorderText: '10 bags',
    });
  });

  it('lists a low variant by its product and title, in its stock unit, and leaves out inactive ones', async () => {
    const id = await insertProduct(t.db, {
      sku: 'WIRE',
      name: 'Binding wire',
      unit: 'kg',
      price: 260,
    });
    const kg = { unit: 'kg', price: 260, perUnit: '1', decimals: 1, min: '0.5', step: '0.1' };
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}/variants`,
      headers: admin.auth,
      payload: {
        options: [{ name: 'Gauge', values: ['16', '18', '20'] }],
        variants: [
          {
            options: { Gauge: '16' },
            sku: 'WIRE-16',
            price: 260,
            reorderLevel: '25',
            stockUnit: 'kg',
            sellUnits: [kg],
          },
          {
            options: { Gauge: '18' },
            sku: 'WIRE-18',
            price: 260,
            reorderLevel: '25',
            stockUnit: 'kg',
            sellUnits: [kg],
          },
          {
            options: { Gauge: '20' },
            sku: 'WIRE-20',
            price: 260,
            reorderLevel: '25',
            stockUnit: 'kg',
            sellUnits: [kg],
            active: false,
          },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    const [g16, g18] = put.json<{ variants: { _id: string }[] }>().variants;
    for (const [variant, counted] of [
      [g16!, '2.5'],
      [g18!, '40'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/variants/${variant._id}/stock`,
        headers: admin.auth,
        payload: { kind: 'count', counted },
      });
      expect(res.statusCode).toBe(200);
    }
    const body = (
      await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.auth })
    ).json();
    // Gauge 20 is inactive at 0 kg, Gauge 18 above its level: only Gauge 16 is low.
    expect(body.counts.lowStock).toBe(3);
    expect(body.lowStock[0]).toEqual({
      _id: id,
      variantId: g16!._id,
      sku: 'WIRE-16',
      name: 'Binding wire — 16',
      stock: 2.5,
      reorderLevel: 25,
      stockText: '2.5 kg',
      reorderText: '25 kg',
    });
  });

  it('counts the orders still New, not those the shop has moved on', async () => {
    const productId = await insertProduct(t.db, { stock: 50 }, t.clock.now());
    const place = async (i: number) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/orders',
          payload: {
            customerName: `Buyer ${i}`,
            phone: '0712345678',
            items: [{ productId, qty: 1 }],
            delivery: { method: 'pickup' },
          },
          remoteAddress: `10.8.0.${i}`,
        })
      ).json<{ reference: string }>().reference;
    const references = [await place(1), await place(2), await place(3)];
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${references[0]}/status`,
      headers: admin.auth,
      payload: { status: 'Confirmed' },
    });
    expect(confirmed.statusCode).toBe(200);

    const body = (
      await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.auth })
    ).json();
    expect(body.counts.newOrders).toBe(2);
  });

  it('shows the newest contact messages and reviews', async () => {
    for (let i = 1; i <= 7; i += 1) {
      t.clock.advance(1000);
      await t.app.inject({
        method: 'POST',
        url: '/api/reviews',
        payload: { name: `Reviewer ${i}`, message: 'A fine shop to buy from', rating: 4 },
        remoteAddress: `10.9.0.${i}`,
      });
    }
    const body = (
      await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.auth })
    ).json();
    expect(body.counts.reviews).toBe(7);
    expect(body.recentReviews.map((r: { name: string }) => r.name)).toEqual([
      'Reviewer 7',
      'Reviewer 6',
      'Reviewer 5',
      'Reviewer 4',
      'Reviewer 3',
    ]);
  });

  it('is for admins only', async () => {
    const user = await createUserWithSession(t, 'user');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: user.auth }))
        .statusCode,
    ).toBe(403);
  });
});
