import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyOrders, OrderAgain } from '#shared/account.schema.js';
import { countStock, insertProduct } from '../../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../../test/harness.js';

// My orders (DESIGN decision 54): orders placed while logged in are the customer's, a guest order
// is claimed by reference and phone (a wrong pair is 404 like an unknown one), nobody ever reads
// another's orders, and 'Order again' names every change at today's prices.

describe(`my orders (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: { authorization: string };
  let wanjiru: { id: string; auth: { authorization: string } };
  let otieno: { id: string; auth: { authorization: string } };
  let cement: string;
  let nails: string;
  let paint: string;
  let ip = 0;
  const nextIp = () => {
    ip += 1;
    return `10.45.${Math.floor(ip / 250)}.${ip % 250}`;
  };

  const order = async (
    auth: { authorization: string } | null,
    items: { productId: string; quantity: string }[],
    phone = '0712345678',
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: nextIp(),
      headers: auth ?? {},
      payload: {
        customerName: 'Wanjiru Builders',
        phone,
        items,
        delivery: { method: 'pickup' },
      },
    });
    return jsonOf<{ reference: string }>(res, 201).reference;
  };
  const get = (url: string, auth: { authorization: string } | null) =>
    t.app.inject({ method: 'GET', url, remoteAddress: nextIp(), headers: auth ?? {} });
  const claim = (auth: { authorization: string } | null, reference: string, phone: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/me/orders/claim',
      remoteAddress: nextIp(),
      headers: auth ?? {},
      payload: { reference, phone },
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithSession(t, 'admin')).auth;
    wanjiru = await createUserWithSession(t, 'user');
    otieno = await createUserWithSession(t, 'user');
    cement = await insertProduct(t.db, { name: 'Cement 50 kg', price: 800, stock: 100 });
    nails = await insertProduct(t.db, { name: 'Wire nails 3"', price: 250, stock: null });
    paint = await insertProduct(t.db, { name: 'Roof paint 4 l', price: 1_900, stock: 50 });
  });
  afterAll(() => t.close());

  it('lists the orders placed while logged in, newest first, and no guest order', async () => {
    const first = await order(wanjiru.auth, [{ productId: cement, quantity: '2' }]);
    t.clock.advance(60_000);
    const second = await order(wanjiru.auth, [
      { productId: cement, quantity: '1' },
      { productId: nails, quantity: '3' },
    ]);
    await order(null, [{ productId: cement, quantity: '1' }]);
    const mine = jsonOf<MyOrders>(await get('/api/me/orders', wanjiru.auth), 200);
    expect(mine.items.map((o) => o.reference)).toEqual([second, first]);
    expect(mine.items[0]).toMatchObject({ status: 'New', total: 1_550, itemCount: 2 });
    expect(jsonOf<MyOrders>(await get('/api/me/orders', otieno.auth), 200).items).toEqual([]);
  });

  it('asks for a login and shows nobody another customer’s order', async () => {
    const reference = await order(wanjiru.auth, [{ productId: cement, quantity: '1' }]);
    expect((await get('/api/me/orders', null)).statusCode).toBe(401);
    expect(jsonOf(await get(`/api/me/orders/${reference}`, wanjiru.auth), 200)).toMatchObject({
      reference,
    });
    for (const url of [`/api/me/orders/${reference}`, `/api/me/orders/${reference}/again`]) {
      const res = await get(url, otieno.auth);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Order not found.', code: 'ORDER_NOT_FOUND' });
    }
    // Not even with its phone: the order is already someone's.
    expect((await claim(otieno.auth, reference, '0712345678')).statusCode).toBe(404);
    expect(jsonOf<MyOrders>(await get('/api/me/orders', otieno.auth), 200).items).toEqual([]);
  });

  it('claims a guest order by reference and phone; a wrong pair answers as an unknown one', async () => {
    const reference = await order(null, [{ productId: nails, quantity: '5' }], '0722000111');
    const unknown = await claim(otieno.auth, 'ARH-2222-2222', '0722000111');
    const wrongPhone = await claim(otieno.auth, reference, '0733000111');
    expect(wrongPhone.statusCode).toBe(404);
    expect(wrongPhone.json()).toEqual(unknown.json());
    expect((await claim(null, reference, '0722000111')).statusCode).toBe(401);
    expect(jsonOf(await claim(otieno.auth, 'ARH-2222-2222', '07x'), 400).code).toBe(
      'VALIDATION_ERROR',
    );

    // Written as the shopper would: lower case, +254.
    const claimed = await claim(otieno.auth, reference.toLowerCase(), '+254 722 000 111');
    expect(jsonOf(claimed, 200)).toMatchObject({ reference });
    expect(jsonOf(await claim(otieno.auth, reference, '0722000111'), 200)).toMatchObject({
      reference,
    });
    const mine = jsonOf<MyOrders>(await get('/api/me/orders', otieno.auth), 200);
    expect(mine.items.map((o) => o.reference)).toEqual([reference]);
    // Once claimed, it is no one else's to claim.
    expect((await claim(wanjiru.auth, reference, '0722000111')).statusCode).toBe(404);
  });

  it('orders again at today’s prices, naming a price rise, a line no longer sold and short stock', async () => {
    const reference = await order(wanjiru.auth, [
      { productId: cement, quantity: '10' },
      { productId: nails, quantity: '4' },
      { productId: paint, quantity: '6' },
    ]);
    const unchanged = jsonOf<OrderAgain>(
      await get(`/api/me/orders/${reference}/again`, wanjiru.auth),
      200,
    );
    expect(unchanged.changed).toBe(0);
    expect(unchanged.subtotal).toBe(10 * 800 + 4 * 250 + 6 * 1_900);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${cement}`,
      headers: admin,
      payload: { price: 850 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await t.db
      .updateTable('products')
      .set({ status: 'Discontinued' })
      .where('id', '=', nails)
      .execute();
    await countStock(t.db, paint, 4);

    const again = jsonOf<OrderAgain>(
      await get(`/api/me/orders/${reference}/again`, wanjiru.auth),
      200,
    );
    expect(again.changed).toBe(3);
    expect(
      again.lines.map((l) => [l.name, l.changes, l.thenPrice, l.nowPrice, l.onHand, l.addable]),
    ).toEqual([
      ['Cement 50 kg', ['price-up'], 800, 850, null, true],
      ['Wire nails 3"', ['not-sold'], 250, null, null, false],
      ['Roof paint 4 l', ['short'], 1_900, 1_900, '4', true],
    ]);
    expect(again.subtotal).toBe(10 * 850 + 6 * 1_900);

    const cheaper = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${cement}`,
      headers: admin,
      payload: { price: 700 },
    });
    expect(cheaper.statusCode).toBe(200);
    const down = jsonOf<OrderAgain>(
      await get(`/api/me/orders/${reference}/again`, wanjiru.auth),
      200,
    );
    expect(down.lines[0]!.changes).toEqual(['price-down']);
  });
});
