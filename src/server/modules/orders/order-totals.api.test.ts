import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER } from '#shared/order.schema.js';
import { PRODUCT_LIMITS } from '#shared/product.schema.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../../test/harness.js';
import { sendForm } from '../media/media.test-helpers.js';

// Money and quantities at the limits: the dearest product the form allows, ordered in the largest
// quantity, in as many lines as an order may hold, delivered at the highest fee. PostgreSQL's
// integer holds 2,147,483,647; 22 units at KSh 100,000,000 was a 500 there (SQLite answered 201).

describe(`order totals at the limits (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUserWithSession>>;
  let ip = 0;
  const dearest: string[] = [];
  const place = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload,
      remoteAddress: `10.61.0.${(ip += 1)}`,
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithSession(t, 'admin');
    for (let i = 0; i < ORDER.itemsMax; i += 1) {
      const product = await sendForm(
        t.app,
        'POST',
        '/api/products',
        [
          { name: 'sku', value: `GEN-${i}` },
          { name: 'name', value: `Generator ${i}` },
          { name: 'category', value: 'Tools' },
          { name: 'unit', value: 'piece' },
          { name: 'price', value: String(PRODUCT_LIMITS.priceMax) },
        ],
        admin.auth,
      );
      dearest.push(jsonOf(product, 201)._id);
    }
    jsonOf(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/delivery-zones',
        headers: admin.auth,
        payload: { name: 'Far', counties: ['Turkana'], fee: 1_000_000 },
      }),
      201,
    );
  });
  afterAll(async () => t.close());

  it('takes 22 units at KSh 100,000,000 (the reported order)', async () => {
    const placed = jsonOf(
      await place({
        customerName: 'Buyer',
        phone: '0712345678',
        items: [{ productId: dearest[0], qty: 22 }],
        delivery: { method: 'pickup' },
      }),
      201,
    );
    expect(placed.total).toBe(2_200_000_000);
    expect(placed.items[0].lineTotal).toBe(2_200_000_000);
  });

  it('holds the largest order the limits allow, and reads it back as numbers', async () => {
    const lineTotal = ORDER.qtyMax * PRODUCT_LIMITS.priceMax;
    const subtotal = ORDER.itemsMax * lineTotal;
    const placed = jsonOf(
      await place({
        customerName: 'Buyer',
        phone: '0712345678',
        items: dearest.map((productId) => ({ productId, qty: ORDER.qtyMax })),
        delivery: { method: 'delivery', county: 'Turkana', area: 'Lodwar' },
      }),
      201,
    );
    expect(subtotal + 1_000_000).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    expect(placed).toMatchObject({ subtotal, deliveryFee: 1_000_000, total: subtotal + 1_000_000 });

    const seen = jsonOf(await t.app.inject({ url: `/api/orders/${placed.reference}` }), 200);
    expect(seen).toMatchObject({ subtotal, total: subtotal + 1_000_000 });
    expect(seen.items.every((line: { lineTotal: unknown }) => line.lineTotal === lineTotal)).toBe(
      true,
    );

    const listed = jsonOf(
      await t.app.inject({ url: '/api/admin/orders', headers: admin.auth }),
      200,
    );
    const summary = listed.items.find(
      (o: { reference: string }) => o.reference === placed.reference,
    );
    expect(summary.total).toBe(subtotal + 1_000_000);

    // Confirming takes no counted stock (none is set) and moves the order on with its totals.
    const confirmed = jsonOf(
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${placed.reference}/status`,
        headers: admin.auth,
        payload: { status: 'Confirmed' },
      }),
      200,
    );
    expect(confirmed).toMatchObject({ status: 'Confirmed', total: subtotal + 1_000_000 });
  });

  it('reads money columns as numbers, as the table types say, on both databases', async () => {
    const rows = await t.db
      .selectFrom('orders')
      .select(['subtotal', 'delivery_fee', 'total'])
      .execute();
    const lines = await t.db
      .selectFrom('order_items')
      .select(['unit_price', 'qty', 'line_total'])
      .execute();
    for (const value of [...rows, ...lines].flatMap((r) => Object.values(r)))
      expect(typeof value).toBe('number');
  });
});
