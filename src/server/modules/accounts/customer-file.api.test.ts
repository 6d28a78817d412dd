import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerFile } from '#shared/site.schema.js';
import type {
  AccountOrder,
  AccountOrderPlaced,
  OrderCustomers,
  TradeAccount,
  TradeAccountRow,
} from '#shared/trade.schema.js';
import { insertProduct } from '../../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../../test/harness.js';

// Staff's page of one customer (issue 45, DESIGN decision 57): besides orders, sites and the
// account, its history gathers the audit events about this customer alone: their trade account
// opened and the owner's decision on their order past the limit, newest first; nobody else's.

type Auth = { authorization: string };

describe(`a customer's page for staff (${dialectUnderTest})`, () => {
  let t: TestApp;
  let owner: Auth;
  let sheets: string;
  let ip = 0;
  const call = (method: 'GET' | 'POST', url: string, auth: Auth, payload?: object) => {
    ip += 1;
    return t.app.inject({
      method,
      url,
      remoteAddress: `10.57.${Math.floor(ip / 250)}.${ip % 250}`,
      headers: auth,
      ...(payload ? { payload } : {}),
    });
  };
  const open = async (userId: string, creditLimit: number) =>
    jsonOf<TradeAccount>(
      await call('POST', '/api/admin/trade-accounts', owner, {
        userId,
        creditLimit,
        termsDays: 30,
        overrunPct: 0,
      }),
      201,
    );

  beforeAll(async () => {
    t = await createTestApp();
    owner = (await createUserWithSession(t, 'admin')).auth;
    sheets = await insertProduct(t.db, { name: 'Roofing sheet pack', price: 10_000, stock: null });
  });
  afterAll(() => t.close());

  it('shows the events about the customer and their account, newest first, and no one else’s', async () => {
    const kamau = await createUserWithSession(t, 'user');
    const other = await createUserWithSession(t, 'user');
    const account = await open(kamau.id, 5_000);
    t.clock.advance(60_000);
    await open(other.id, 5_000);
    t.clock.advance(60_000);
    const placed = jsonOf<AccountOrderPlaced>(
      await call('POST', '/api/me/account-orders', kamau.auth, {
        customerName: 'Kamau Builders',
        phone: '0712345678',
        items: [{ productId: sheets, quantity: '1' }],
        delivery: { method: 'pickup' },
      }),
      201,
    );
    expect(placed.account.state).toBe('awaiting');
    t.clock.advance(60_000);
    const decided = await call(
      'POST',
      `/api/admin/account-orders/${placed.reference}/decision`,
      owner,
      { decision: 'approve', reason: 'Roof for the school' },
    );
    expect(decided.statusCode, decided.body).toBe(200);

    const file = jsonOf<CustomerFile>(
      await call('GET', `/api/admin/customers/${kamau.id}`, owner),
      200,
    );
    expect(file.history.map((e) => [e.action, e.entity, e.entityId, e.reason])).toEqual([
      ['account-order.decide', 'order', placed.reference, 'Roof for the school'],
      ['trade-account.open', 'trade-account', account.number, null],
    ]);
    const theirs = jsonOf<CustomerFile>(
      await call('GET', `/api/admin/customers/${other.id}`, owner),
      200,
    );
    expect(theirs.history.map((e) => e.action)).toEqual(['trade-account.open']);
    const stranger = await createUserWithSession(t, 'user');
    expect(
      jsonOf<CustomerFile>(await call('GET', `/api/admin/customers/${stranger.id}`, owner), 200)
        .history,
    ).toEqual([]);
  });

  it('names each order’s customer and each account’s holder, so the admin screens can link them', async () => {
    const wanjiru = await createUserWithSession(t, 'user');
    const account = await open(wanjiru.id, 1_000);
    const order = (auth: Auth | null, url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: `10.58.0.${(ip += 1) % 250}`,
        headers: auth ?? {},
        payload: {
          customerName: 'Wanjiru on site',
          phone: '0712345678',
          items: [{ productId: sheets, quantity: '1' }],
          delivery: { method: 'pickup' },
        },
      });
    const hers = jsonOf<AccountOrderPlaced>(
      await order(wanjiru.auth, '/api/me/account-orders'),
      201,
    );
    const guest = jsonOf<{ reference: string }>(await order(null, '/api/orders'), 201);

    const awaiting = jsonOf<AccountOrder[]>(
      await call('GET', '/api/admin/account-orders?state=awaiting', owner),
      200,
    );
    expect(awaiting.find((o) => o.reference === hers.reference)).toMatchObject({
      customerId: wanjiru.id,
      accountNumber: account.number,
    });
    const customers = jsonOf<OrderCustomers>(
      await call(
        'GET',
        `/api/admin/order-customers?references=${hers.reference.toLowerCase()},${guest.reference},ARH-2222-2222`,
        owner,
      ),
      200,
    );
    expect(customers).toEqual({
      [hers.reference]: { _id: wanjiru.id, name: expect.any(String) },
    });
    const accounts = jsonOf<TradeAccountRow[]>(
      await call('GET', '/api/admin/trade-accounts', owner),
      200,
    );
    expect(accounts.find((a) => a.number === account.number)).toMatchObject({
      userId: wanjiru.id,
      email: wanjiru.email,
      creditLimit: 1_000,
      openOrders: 0,
    });
    for (const url of [
      '/api/admin/trade-accounts',
      `/api/admin/order-customers?references=${hers.reference}`,
    ])
      expect((await call('GET', url, wanjiru.auth)).statusCode, url).toBe(403);
  });
});
