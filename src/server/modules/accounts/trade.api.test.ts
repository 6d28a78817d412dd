import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountOrderPlaced, Statement, TradeAccount } from '#shared/trade.schema.js';
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
import { createSession } from '../auth/session.repository.js';
import { callbackUrls } from '../payments/payment.service.js';

// Trade accounts (DESIGN decision 56), the done-when on both databases: the limit with
// owed and open orders, two orders at once, the charge when goods leave (none when cancelled
// before), a paybill payment to the account number paying the oldest charge first, and the
// statement closing at its opening plus its entries.

type Auth = { authorization: string };

describe(`trade accounts (${dialectUnderTest})`, () => {
  let t: TestApp;
  let sim: DarajaSimulator;
  let owner: Auth;
  let ten: string;
  let tenOne: string;
  let ip = 0;
  const nextIp = () => {
    ip += 1;
    return `10.56.${Math.floor(ip / 250)}.${ip % 250}`;
  };
  const call = (method: 'GET' | 'POST', url: string, auth: Auth | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      remoteAddress: nextIp(),
      headers: auth ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A customer with an account: limit 100,000, 30 days, no overrun. */
  async function contractor() {
    const user = await createUserWithSession(t, 'user');
    const account = jsonOf<TradeAccount>(
      await call('POST', '/api/admin/trade-accounts', owner, {
        userId: user.id,
        creditLimit: 100_000,
        termsDays: 30,
        overrunPct: 0,
      }),
      201,
    );
    return { ...user, number: account.number };
  }
  const onAccount = (auth: Auth, productId: string, quantity: string) =>
    call('POST', '/api/me/account-orders', auth, {
      customerName: 'Mwangi Contractors',
      phone: '0712345678',
      items: [{ productId, quantity }],
      delivery: { method: 'pickup' },
    });
  const placed = async (auth: Auth, productId: string, quantity: string) =>
    jsonOf<AccountOrderPlaced>(await onAccount(auth, productId, quantity), 201);
  const move = async (reference: string, ...statuses: string[]) => {
    for (const status of statuses)
      jsonOf(await call('POST', `/api/admin/orders/${reference}/status`, owner, { status }), 200);
  };
  const account = async (auth: Auth) =>
    jsonOf<TradeAccount>(await call('GET', '/api/me/trade-account', auth), 200);
  const statement = async (auth: Auth, query = '') =>
    jsonOf<Statement>(await call('GET', `/api/me/statement${query}`, auth), 200);

  beforeAll(async () => {
    sim = await startDarajaSimulator({ delayMs: 10, credentials: SIMULATOR_CREDENTIALS });
    t = await createTestApp({
      env: { MPESA_ENV: 'simulator', MPESA_BASE_URL: sim.url, MPESA_C2B: 'on' },
    });
    // 2026-01-05 20:00 UTC: 23:00 in Nairobi.
    t.clock.advance(12 * 3_600_000);
    owner = (await createUserWithSession(t, 'admin')).auth;
    ten = await insertProduct(t.db, { name: 'Roofing sheet pack', price: 10_000, stock: null });
    tenOne = await insertProduct(t.db, { name: 'Gutter kit', price: 10_001, stock: null });
  });
  afterAll(async () => {
    await t?.close();
    await sim?.close();
  });

  it('accepts within the limit and saves the rest awaiting approval, never refusing', async () => {
    const c = await contractor();
    const big = await placed(c.auth, ten, '6');
    expect(big.account.state).toBe('accepted');
    await move(big.reference, 'Confirmed', 'Paid', 'Dispatched');
    expect((await placed(c.auth, ten, '3')).account.state).toBe('accepted');
    expect(await account(c.auth)).toMatchObject({ owed: 60_000, openOrders: 30_000 });

    const over = await placed(c.auth, tenOne, '1');
    expect(over.account.state).toBe('awaiting');
    // The holder's order page reads it; nobody else's does.
    const mine = await call(
      'GET',
      `/api/me/account-orders/${over.reference.toLowerCase()}`,
      c.auth,
    );
    expect(jsonOf(mine, 200)).toMatchObject({ state: 'awaiting', accountNumber: c.number });
    const other = await createUserWithSession(t, 'user');
    const theirs = await call('GET', `/api/me/account-orders/${over.reference}`, other.auth);
    expect(jsonOf(theirs, 404).code).toBe('ORDER_NOT_FOUND');
    expect(
      jsonOf(await call('GET', `/api/me/account-orders/${big.reference}`, c.auth), 200).state,
    ).toBe('accepted');
    const within = await placed(c.auth, ten, '1');
    expect(within.account.state).toBe('accepted');
    expect(await account(c.auth)).toMatchObject({ openOrders: 40_000, available: 0 });

    // The owner approves the waiting order, or declines another with a reason.
    const approved = jsonOf(
      await call('POST', `/api/admin/account-orders/${over.reference}/decision`, owner, {
        decision: 'approve',
      }),
      200,
    );
    expect(approved).toMatchObject({ state: 'accepted', reference: over.reference });
    const another = await placed(c.auth, ten, '2');
    expect(another.account.state).toBe('awaiting');
    const noReason = await call(
      'POST',
      `/api/admin/account-orders/${another.reference}/decision`,
      owner,
      { decision: 'decline' },
    );
    expect(noReason.statusCode).toBe(400);
    const declined = jsonOf(
      await call('POST', `/api/admin/account-orders/${another.reference}/decision`, owner, {
        decision: 'decline',
        reason: 'Pay the September charge first.',
      }),
      200,
    );
    expect(declined).toMatchObject({
      state: 'declined',
      reason: 'Pay the September charge first.',
    });
    const twice = await call(
      'POST',
      `/api/admin/account-orders/${another.reference}/decision`,
      owner,
      { decision: 'approve' },
    );
    expect(jsonOf(twice, 409).code).toBe('ACCOUNT_ORDER_NOT_AWAITING');
  });

  it('lets exactly one of two orders at the same moment slip under the limit', async () => {
    const c = await contractor();
    for (let i = 0; i < 9; i += 1) await placed(c.auth, ten, '1');
    const both = await Promise.all([placed(c.auth, ten, '1'), placed(c.auth, ten, '1')]);
    expect(both.map((o) => o.account.state).sort()).toEqual(['accepted', 'awaiting']);
    expect((await account(c.auth)).openOrders).toBe(100_000);
  });

  it('charges once when the goods leave, due that Nairobi day plus the terms; none when cancelled', async () => {
    const c = await contractor();
    const kept = await placed(c.auth, ten, '2');
    const dropped = await placed(c.auth, ten, '1');
    await move(dropped.reference, 'Cancelled');
    // Accepted on account, the goods leave unpaid (decision 153): Confirmed -> Dispatched.
    await move(kept.reference, 'Confirmed');
    const admin = jsonOf(await call('GET', `/api/admin/orders/${kept.reference}`, owner), 200);
    expect(admin.nextStatuses).toEqual(['Paid', 'Cancelled', 'Dispatched', 'Collected']);
    await move(kept.reference, 'Dispatched');
    // An order waiting for approval, or an ordinary one, still goes through Paid.
    const waiting = await placed(c.auth, tenOne, '10');
    expect(waiting.account.state).toBe('awaiting');
    await move(waiting.reference, 'Confirmed');
    const skipped = await call('POST', `/api/admin/orders/${waiting.reference}/status`, owner, {
      status: 'Dispatched',
    });
    expect(jsonOf(skipped, 409).code).toBe('ILLEGAL_STATUS_CHANGE');
    await move(waiting.reference, 'Cancelled');
    await account(c.auth);
    const s = await statement(c.auth);
    expect(s.entries).toEqual([
      expect.objectContaining({
        kind: 'charge',
        reference: kept.reference,
        amount: 20_000,
        day: '2026-01-05',
        dueDay: '2026-02-04',
      }),
    ]);
    expect(await account(c.auth)).toMatchObject({ owed: 20_000, openOrders: 0 });
  });

  it('charges an account order the buyer collects at the shop (Confirmed -> Collected)', async () => {
    const c = await contractor();
    const order = await placed(c.auth, ten, '1');
    await move(order.reference, 'Confirmed', 'Collected');
    const s = await statement(c.auth);
    expect(s.entries).toEqual([
      expect.objectContaining({ kind: 'charge', reference: order.reference, amount: 10_000 }),
    ]);
  });

  it('takes a paybill payment to the account number, paying the oldest charge first', async () => {
    const c = await contractor();
    const first = await placed(c.auth, ten, '3');
    await move(first.reference, 'Confirmed', 'Paid', 'Dispatched');
    t.clock.advance(3_600_000); // Nairobi midnight passes: the next charge is a day later.
    const second = await placed(c.auth, ten, '2');
    await move(second.reference, 'Confirmed', 'Paid', 'Dispatched');

    const confirmation = {
      TransactionType: 'Pay Bill',
      TransID: `TA${Date.now().toString(36).toUpperCase()}`,
      TransTime: '20260106103000',
      TransAmount: '35000.00',
      BusinessShortCode: '174379',
      BillRefNumber: ` ${c.number.toLowerCase().replace(/^ta/, 'ta-')} `,
      MSISDN: '254708374149',
      FirstName: 'John',
    };
    const url = callbackUrls('', t.app.appSecret).confirmation;
    jsonOf(await t.app.inject({ method: 'POST', url, payload: confirmation }), 200);

    const s = await statement(c.auth, '?from=2026-01-01');
    const charges = s.entries.filter((e) => e.kind === 'charge');
    expect(charges.map((e) => [e.reference, e.day, e.outstanding])).toEqual([
      [first.reference, '2026-01-05', 0],
      [second.reference, '2026-01-06', 15_000],
    ]);
    expect(s.entries.filter((e) => e.kind === 'payment')).toEqual([
      expect.objectContaining({ amount: -35_000, reference: confirmation.TransID }),
    ]);
    expect(s.closing).toBe(s.opening + s.entries.reduce((sum, e) => sum + e.amount, 0));
    expect(s.closing).toBe(15_000);
    expect((await account(c.auth)).owed).toBe(15_000);

    // The payment is on the account: attaching it to an order too would count it twice.
    const entered = await t.db
      .selectFrom('payments')
      .select('id')
      .where('receipt', '=', confirmation.TransID)
      .executeTakeFirstOrThrow();
    const cash = await placed(c.auth, ten, '1');
    const attach = await call('POST', `/api/admin/payments/${entered.id}/attach`, owner, {
      reference: cash.reference,
    });
    expect(jsonOf(attach, 409).code).toBe('PAYMENT_ON_ACCOUNT');
  });

  it('keeps each account to its holder and the owner', async () => {
    const c = await contractor();
    const stranger = await createUserWithSession(t, 'user');
    expect(jsonOf(await call('GET', '/api/me/statement', stranger.auth), 404).code).toBe(
      'NO_TRADE_ACCOUNT',
    );
    expect((await call('GET', '/api/me/statement', null)).statusCode).toBe(401);
    expect(
      (await call('GET', `/api/admin/customers/${c.id}/statement`, stranger.auth)).statusCode,
    ).toBe(403);
    const staffView = jsonOf<Statement>(
      await call('GET', `/api/admin/customers/${c.id}/statement`, owner),
      200,
    );
    expect(staffView.account.number).toBe(c.number);
    expect(
      jsonOf(
        await call('POST', '/api/admin/trade-accounts', owner, {
          userId: c.id,
          creditLimit: 5,
          termsDays: 1,
          overrunPct: 0,
        }),
        409,
      ).code,
    ).toBe('ACCOUNT_EXISTS');

    // The owner's form names the customer by the e-mail they registered with, in any case.
    const byMail = await createUserWithSession(t, 'user');
    const opened = jsonOf<TradeAccount>(
      await call('POST', '/api/admin/trade-accounts', owner, {
        email: byMail.email.toUpperCase(),
        creditLimit: 50_000,
        termsDays: 14,
        overrunPct: 5,
      }),
      201,
    );
    expect(opened).toMatchObject({ userId: byMail.id, creditLimit: 50_000, available: 52_500 });
    expect(opened.number).toMatch(/^TA\d{6}$/);
    const nobody = await call('POST', '/api/admin/trade-accounts', owner, {
      email: 'nobody@example.test',
      creditLimit: 1,
      termsDays: 1,
      overrunPct: 0,
    });
    expect(nobody.statusCode).toBe(404);
  });
  it('shares a statement by a signed link that expires', async () => {
    const c = await contractor();
    const order = await placed(c.auth, ten, '1');
    await move(order.reference, 'Confirmed', 'Paid', 'Dispatched');
    const share = jsonOf<{ url: string; token: string; expiresAt: string }>(
      await call('POST', '/api/me/statement/share', c.auth),
      201,
    );
    expect(share.url).toBe(`${t.config.publicUrl}/statement/${share.token}`);
    const read = jsonOf<Statement>(await call('GET', `/api/statements/${share.token}`, null), 200);
    expect(read).toEqual(await statement(c.auth));
    expect(share.token.length).toBeLessThan(100);
    const parts = share.token.split('~');
    const forged = [...parts.slice(0, 4), 'A'.repeat(parts[4]!.length)].join('~');
    expect(jsonOf(await call('GET', `/api/statements/${forged}`, null), 404).code).toBe(
      'STATEMENT_LINK_INVALID',
    );
    // Another account's id under this link's signature opens nothing.
    const other = await contractor();
    const moved = [other.id, ...parts.slice(1)].join('~');
    expect((await call('GET', `/api/statements/${moved}`, null)).statusCode).toBe(404);
    t.clock.advance(15 * 86_400_000);
    expect((await call('GET', `/api/statements/${share.token}`, null)).statusCode).toBe(404);
  });

  it('ages what is owed at Nairobi midnight and holds the account past the allowed days', async () => {
    const c = await contractor();
    const order = await placed(c.auth, ten, '1');
    await move(order.reference, 'Confirmed', 'Paid', 'Dispatched');
    const due = (await statement(c.auth)).entries[0]!.dueDay!;
    // To 23:59 Nairobi on the due day, then one minute on.
    const now = t.clock.now();
    const lastMinute = Date.parse(`${due}T20:59:00Z`) - now.getTime();
    t.clock.advance(lastMinute);
    // Sessions lapse over a month: the contractor logs in again.
    const login = async () => ({
      authorization: `Bearer ${await createSession(t.db, c.id, t.clock.now())}`,
    });
    expect((await statement(await login())).ageing).toMatchObject({ current: 10_000, d1to30: 0 });
    t.clock.advance(60_000);
    expect((await statement(await login())).ageing).toMatchObject({ current: 0, d1to30: 10_000 });

    t.clock.advance(31 * 86_400_000);
    const auth = await login();
    expect((await account(auth)).onHold).toBe(true);
    const refused = await onAccount(auth, ten, '1');
    expect(jsonOf(refused, 409).code).toBe('ACCOUNT_ON_HOLD');
    // Other ways to pay still work.
    const cash = await call('POST', '/api/orders', auth, {
      customerName: 'Mwangi Contractors',
      phone: '0712345678',
      items: [{ productId: ten, quantity: '1' }],
      delivery: { method: 'pickup' },
    });
    expect(cash.statusCode).toBe(201);
  });
});
