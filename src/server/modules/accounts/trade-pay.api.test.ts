import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountOrderPlaced, TradeAccount } from '#shared/trade.schema.js';
import { SIMULATOR_CREDENTIALS } from '../../config-mpesa.js';
import { insertProduct } from '../../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../../test/harness.js';
import { startDarajaSimulator, type DarajaSimulator } from '../payments/daraja.simulator.js';

// 'Pay my balance' (issue 45): an M-Pesa prompt to the account's number, answered by the Daraja
// simulator, enters a payment on the account and lowers what is owed; more than is owed, or no
// account, is refused. The goods of an order accepted on account leave without Paid first.

type Auth = { authorization: string };

describe(`paying a trade account's balance (${dialectUnderTest})`, () => {
  let t: TestApp;
  let sim: DarajaSimulator;
  let owner: Auth;
  let product: string;
  const call = (url: string, auth: Auth, payload?: unknown, method = 'POST' as 'GET' | 'POST') =>
    t.app.inject({
      method,
      url,
      headers: auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const account = async (auth: Auth) =>
    jsonOf<TradeAccount>(await call('/api/me/trade-account', auth, undefined, 'GET'), 200);

  beforeAll(async () => {
    sim = await startDarajaSimulator({ delayMs: 20, credentials: SIMULATOR_CREDENTIALS });
    t = await createTestApp({ env: { MPESA_ENV: 'simulator', MPESA_BASE_URL: sim.url } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    t.app.payments.setCallbackBase(`http://127.0.0.1:${port}`);
    owner = (await createUserWithSession(t, 'admin')).auth;
    product = await insertProduct(t.db, { name: 'Roofing sheet pack', price: 10_000, stock: null });
  });
  afterAll(async () => {
    await t?.close();
    await sim?.close();
  });

  it('prompts for the balance to the account number and enters the payment once paid', async () => {
    const user = await createUserWithSession(t, 'user');
    const opened = await call('/api/admin/trade-accounts', owner, {
      userId: user.id,
      creditLimit: 100_000,
      termsDays: 30,
      overrunPct: 0,
    });
    const { number } = jsonOf<TradeAccount>(opened, 201);
    const placed = jsonOf<AccountOrderPlaced>(
      await call('/api/me/account-orders', user.auth, {
        customerName: 'Mwangi Contractors',
        phone: '0712345678',
        items: [{ productId: product, quantity: '3' }],
        delivery: { method: 'pickup' },
      }),
      201,
    );
    for (const status of ['Confirmed', 'Dispatched'])
      jsonOf(await call(`/api/admin/orders/${placed.reference}/status`, owner, { status }), 200);
    expect((await account(user.auth)).owed).toBe(30_000);

    const tooMuch = await call('/api/me/statement/pay', user.auth, {
      phone: '0712 345 678',
      amount: 30_001,
    });
    expect(jsonOf(tooMuch, 409).code).toBe('PAY_MORE_THAN_OWED');
    const badPhone = await call('/api/me/statement/pay', user.auth, { phone: '12', amount: 5 });
    expect(badPhone.statusCode).toBe(400);

    const prompt = await call('/api/me/statement/pay', user.auth, {
      phone: '0712 345 678',
      amount: 25_000,
    });
    expect(jsonOf(prompt, 202)).toMatchObject({ method: 'stk', status: 'pending', amount: 25_000 });
    let owed = 30_000;
    for (let i = 0; i < 200 && owed !== 5_000; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
      owed = (await account(user.auth)).owed;
    }
    expect(owed).toBe(5_000);
    const stored = await t.db
      .selectFrom('payments')
      .select(['account_reference', 'order_id', 'status'])
      .where('method', '=', 'stk')
      .execute();
    expect(stored).toEqual([{ account_reference: number, order_id: null, status: 'paid' }]);
    const statement = await call('/api/me/statement', user.auth, undefined, 'GET');
    const entries = jsonOf<{ entries: { kind: string; amount: number }[] }>(statement, 200).entries;
    // Same moment on the test clock: the order of the two is not what is checked.
    expect(entries.map((e) => [e.kind, e.amount]).sort()).toEqual([
      ['charge', 30_000],
      ['payment', -25_000],
    ]);

    const stranger = await createUserWithSession(t, 'user');
    const none = await call('/api/me/statement/pay', stranger.auth, {
      phone: '0712 345 678',
      amount: 5,
    });
    expect(jsonOf(none, 404).code).toBe('NO_TRADE_ACCOUNT');
  });
});
