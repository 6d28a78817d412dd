import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../../test/harness.js';
import { outboxMails } from '../../test/outbox.js';
import { expectWrittenByCode } from '../../test/refusals.js';
import { startDarajaSimulator, type DarajaSimulator } from './daraja.simulator.js';
import { callbackUrls } from './payment.service.js';
import { SIMULATOR_CREDENTIALS } from '../../config-mpesa.js';

// Paying orders with M-Pesa against the project's Daraja simulator over HTTP: the app listens on
// a free port, the simulator calls it back like Daraja would.

const PHONES = {
  success: '0708374149',
  cancelled: '0700000001',
  insufficient: '0700000002',
  wrongPin: '0700000003',
  unreachable: '0700000004',
  queryOnly: '0700000005',
  duplicates: '0700000006',
  short: '0700000007',
  silent: '0700000008',
};

describe(`M-Pesa payments (${dialectUnderTest})`, () => {
  let t: TestApp;
  let sim: DarajaSimulator;
  let admin: Awaited<ReturnType<typeof createUserWithSession>>;
  let ip = 0;
  const nextIp = () => {
    ip += 1;
    return `10.77.${Math.floor(ip / 250)}.${ip % 250}`;
  };

  beforeAll(async () => {
    sim = await startDarajaSimulator({ delayMs: 60, credentials: SIMULATOR_CREDENTIALS });
    t = await createTestApp({
      env: {
        MPESA_ENV: 'simulator',
        MPESA_BASE_URL: sim.url,
        MPESA_RECONCILE_AFTER: '30',
        MPESA_C2B: 'on',
        SHOP_EMAIL: 'money@shop.test',
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    t.app.payments.setCallbackBase(`http://127.0.0.1:${port}`);
    admin = await createUserWithSession(t, 'admin', { username: 'Akinyi' });
  });
  afterAll(async () => {
    await t?.close();
    await sim?.close();
  });

  async function placeOrder(price = 1500, stock: number | null = 10) {
    const id = await insertProduct(t.db, { price, stock });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: nextIp(),
      payload: {
        customerName: 'Jane Wanjiku',
        phone: '0712000111',
        items: [{ productId: id, qty: 2 }],
        delivery: { method: 'pickup' },
      },
    });
    const order = jsonOf<{ reference: string; total: number }>(res, 201);
    return { ...order, productId: id };
  }

  const pay = (reference: string, phone: string, remoteAddress = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${reference}/payments`,
      remoteAddress,
      payload: { phone },
    });

  const getOrder = async (reference: string) => {
    // The order is marked Paid just after the callback's answer.
    await t.app.jobs.idle();
    return jsonOf(
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/${reference}`,
        remoteAddress: nextIp(),
      }),
      200,
    );
  };

  /** Waits until the order's newest payment is no longer pending (the simulator called back). */
  async function settled(reference: string) {
    for (let i = 0; i < 200; i += 1) {
      const order = await getOrder(reference);
      const last = order.payments.at(-1);
      if (last && last.status !== 'pending') {
        await sim.idle();
        return getOrder(reference);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('the payment never settled');
  }

  const stockOf = async (id: string) =>
    (
      await t.db
        .selectFrom('products')
        .select('stock')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).stock;

  const stkCallbackUrl = () => callbackUrls('', t.app.appSecret).stk;

  it('prompts the phone for what the order owes, and the callback marks the order Paid with the receipt', async () => {
    const order = await placeOrder(1500);
    const pending = jsonOf(await pay(order.reference, PHONES.success), 202);
    expect(pending).toMatchObject({
      method: 'stk',
      status: 'pending',
      amount: 3000,
      phone: '2547*****149',
    });

    const push = sim.pushes.at(-1)!;
    expect(push.amount).toBe(3000);
    expect(push.phone).toBe('254708374149');
    expect(push.callbackUrl).not.toMatch(/mpesa|safaricom|exe|cmd|sql|query/i);

    const after = await settled(order.reference);
    expect(after.status).toBe('Paid');
    expect(after.amountDue).toBe(0);
    expect(after.payments).toEqual([
      expect.objectContaining({
        method: 'stk',
        status: 'paid',
        amount: 3000,
        receipt: expect.stringMatching(/^[A-Z0-9]{10}$/),
      }),
    ]);
    // Paid from New passes through Confirmed: stock is taken as staff would have.
    expect(after.history.map((h: { status: string }) => h.status)).toEqual([
      'New',
      'Confirmed',
      'Paid',
    ]);
    expect(await stockOf(order.productId)).toBe(8);
    const admin = jsonOf(
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${order.reference}`,
        headers: adminAuth(),
      }),
      200,
    );
    expect(admin.history.at(-1)).toMatchObject({
      status: 'Paid',
      by: `M-Pesa ${after.payments[0].receipt}`,
    });
    const mails = await outboxMails(t);
    expect(
      mails.filter((m) => m.includes(`Subject: Order ${order.reference} is Paid`)),
    ).toHaveLength(1);
  });

  const adminAuth = () => admin.auth;

  it('refuses a bad phone (400), an unknown order (404), a second prompt while one is pending (409)', async () => {
    const order = await placeOrder();
    const bad = jsonOf(await pay(order.reference, '12345'), 400);
    expect(bad.message).toMatch(/Kenyan M-Pesa number/);
    expect(jsonOf(await pay('ARH-2222-2222', PHONES.success), 404).code).toBe('ORDER_NOT_FOUND');
    jsonOf(await pay(order.reference, PHONES.silent), 202);
    const again = jsonOf(await pay(order.reference, PHONES.success), 409);
    expect(again.code).toBe('PAYMENT_PENDING');
  });

  it('refuses paid and cancelled orders (409)', async () => {
    const paid = await placeOrder();
    jsonOf(await pay(paid.reference, PHONES.success), 202);
    await settled(paid.reference);
    expect(jsonOf(await pay(paid.reference, PHONES.success), 409).code).toBe('ORDER_PAID');

    const cancelled = await placeOrder();
    jsonOf(
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${cancelled.reference}/status`,
        headers: adminAuth(),
        payload: { status: 'Cancelled' },
      }),
      200,
    );
    expect(jsonOf(await pay(cancelled.reference, PHONES.success), 409).code).toBe(
      'ORDER_NOT_PAYABLE',
    );
  });

  it.each([
    ['cancelled', PHONES.cancelled, 'cancelled', undefined],
    [
      'insufficient balance',
      PHONES.insufficient,
      'failed',
      'not enough money in the M-Pesa account.',
    ],
    ['wrong PIN', PHONES.wrongPin, 'failed', 'wrong M-Pesa PIN.'],
    ['unreachable phone', PHONES.unreachable, 'failed', 'the phone could not be reached.'],
  ])(
    'records a %s prompt, leaves the order unpaid and lets the customer try again',
    async (_, phone, status, reason) => {
      const order = await placeOrder();
      jsonOf(await pay(order.reference, phone), 202);
      const after = await settled(order.reference);
      expect(after.status).toBe('New');
      expect(after.payments.at(-1)).toMatchObject({ status, ...(reason ? { reason } : {}) });
      expect(after.amountDue).toBe(order.total);
      jsonOf(await pay(order.reference, PHONES.success), 202);
      expect((await settled(order.reference)).status).toBe('Paid');
    },
  );

  it('keeps a short amount as amount-differs and does not mark the order Paid', async () => {
    const order = await placeOrder(1000);
    jsonOf(await pay(order.reference, PHONES.short), 202);
    const after = await settled(order.reference);
    expect(after.status).toBe('New');
    expect(after.payments.at(-1)).toMatchObject({ status: 'amount-differs', amount: 1999 });
    expect(after.amountDue).toBe(1);
  });

  it('settles once when Daraja sends the same callback three times, or twenty at once', async () => {
    const order = await placeOrder();
    jsonOf(await pay(order.reference, PHONES.duplicates), 202);
    const after = await settled(order.reference);
    expect(after.payments).toHaveLength(1);
    expect(after.history.filter((h: { status: string }) => h.status === 'Paid')).toHaveLength(1);

    const second = await placeOrder();
    jsonOf(await pay(second.reference, PHONES.silent), 202);
    const push = sim.pushes.at(-1)!;
    const body = {
      Body: {
        stkCallback: {
          MerchantRequestID: push.merchantRequestId,
          CheckoutRequestID: push.checkoutRequestId,
          ResultCode: '0',
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'MpesaReceiptNumber', Value: 'TKA1B2C3D4' },
              { Name: 'Balance' },
              { Name: 'Amount', Value: String(push.amount) },
              { Name: 'TransactionDate', Value: 20261125103000 },
              { Name: 'PhoneNumber', Value: 254700000008 },
            ],
          },
        },
      },
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: stkCallbackUrl(), payload: body }),
      ),
    );
    for (const res of answers)
      expect(jsonOf(res, 200)).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const paid = await getOrder(second.reference);
    expect(paid.status).toBe('Paid');
    expect(paid.payments).toEqual([
      expect.objectContaining({ status: 'paid', receipt: 'TKA1B2C3D4' }),
    ]);
    expect(paid.history.filter((h: { status: string }) => h.status === 'Paid')).toHaveLength(1);
    expect(await stockOf(second.productId)).toBe(8);
    const rows = await t.db
      .selectFrom('payments')
      .selectAll()
      .where('receipt', '=', 'TKA1B2C3D4')
      .execute();
    expect(rows).toHaveLength(1);
    const mails = (await outboxMails(t)).filter((m) =>
      m.includes(`Order ${second.reference} is Paid`),
    );
    expect(mails).toHaveLength(1);
  });

  it('ignores a forged callback: a wrong token answers 404, an unknown prompt pays nothing', async () => {
    const order = await placeOrder();
    jsonOf(await pay(order.reference, PHONES.silent), 202);
    const push = sim.pushes.at(-1)!;
    const forged = (checkout: string) => ({
      Body: {
        stkCallback: {
          MerchantRequestID: 'x',
          CheckoutRequestID: checkout,
          ResultCode: 0,
          ResultDesc: 'ok',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: 1 },
              { Name: 'MpesaReceiptNumber', Value: 'FAKE123456' },
            ],
          },
        },
      },
    });
    const before = await t.db.selectFrom('payments').selectAll().execute();
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/payments/lipa/${'0'.repeat(40)}/stk`,
      payload: forged(push.checkoutRequestId),
    });
    expect(wrong.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'POST',
      url: stkCallbackUrl(),
      payload: forged('ws_CO_not_ours'),
    });
    expect(unknown.statusCode).toBe(200);
    const shapeless = await t.app.inject({
      method: 'POST',
      url: stkCallbackUrl(),
      payload: { hello: 1 },
    });
    expect(jsonOf(shapeless, 400).code).toBe('BAD_CALLBACK');
    expectWrittenByCode(shapeless.json());
    expect(await t.db.selectFrom('payments').selectAll().execute()).toEqual(before);
    expect((await getOrder(order.reference)).status).toBe('New');
  });

  it('settles a callback that came before the push answer was stored, once it is', async () => {
    const order = await placeOrder();
    jsonOf(await pay(order.reference, PHONES.silent), 202);
    const push = sim.pushes.at(-1)!;
    // As if Daraja called back while the push answer was still on its way to the shop.
    const payment = await t.db
      .updateTable('payments')
      .set({ checkout_request_id: null })
      .where('checkout_request_id', '=', push.checkoutRequestId)
      .returning('id')
      .executeTakeFirstOrThrow();
    const early = await t.app.inject({
      method: 'POST',
      url: stkCallbackUrl(),
      payload: {
        Body: {
          stkCallback: {
            MerchantRequestID: push.merchantRequestId,
            CheckoutRequestID: push.checkoutRequestId,
            ResultCode: 0,
            ResultDesc: 'The service request is processed successfully.',
            CallbackMetadata: {
              Item: [
                { Name: 'Amount', Value: push.amount },
                { Name: 'MpesaReceiptNumber', Value: 'TKE4RLY001' },
                { Name: 'PhoneNumber', Value: 254700000008 },
              ],
            },
          },
        },
      },
    });
    expect(jsonOf(early, 200)).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    // Its first look runs just after the answer; on a busy machine it could still be running
    // (and then put itself off past the clock's step below) while the push answer lands.
    await t.app.jobs.idle();
    expect((await getOrder(order.reference)).status).toBe('New');
    // The push answer lands; the callback, looked at again a second later, settles it.
    await t.db
      .updateTable('payments')
      .set({ checkout_request_id: push.checkoutRequestId })
      .where('id', '=', payment.id)
      .execute();
    t.clock.advance(1_000);
    await t.app.jobs.runDue();
    // On a busy machine the first look may still hold the job when runDue passes it by; it then
    // finds the stored answer itself. Either way, once the jobs are idle the order is Paid.
    await t.app.jobs.idle();
    const paid = await getOrder(order.reference);
    expect(paid.status).toBe('Paid');
    expect(paid.payments).toEqual([
      expect.objectContaining({ status: 'paid', receipt: 'TKE4RLY001' }),
    ]);
  });

  it('asks the STK query when no callback comes, and settles from its answer', async () => {
    const order = await placeOrder();
    jsonOf(await pay(order.reference, PHONES.queryOnly), 202);
    await t.app.jobs.runDue();
    expect((await getOrder(order.reference)).payments.at(-1).status).toBe('pending');
    await new Promise((r) => setTimeout(r, 100));
    t.clock.advance(30_000);
    await t.app.jobs.runDue();
    const after = await getOrder(order.reference);
    expect(after.status).toBe('Paid');
    expect(after.payments.at(-1)).toMatchObject({ status: 'paid', amount: order.total });
    expect(after.payments.at(-1).receipt).toBeUndefined();
  });

  it("retries while M-Pesa says 'being processed', then ends as 'no-answer'", async () => {
    const order = await placeOrder();
    jsonOf(await pay(order.reference, PHONES.silent), 202);
    let tries = 0;
    for (let i = 0; i < 40; i += 1) {
      t.clock.advance(15_000);
      tries += await t.app.jobs.runDue();
      if ((await getOrder(order.reference)).payments.at(-1).status !== 'pending') break;
    }
    const after = await getOrder(order.reference);
    expect(after.payments.at(-1)).toMatchObject({ status: 'no-answer' });
    expect(tries).toBeGreaterThan(3);
    expect(after.status).toBe('New');
    // The button is offered again.
    jsonOf(await pay(order.reference, PHONES.success), 202);
    expect((await settled(order.reference)).status).toBe('Paid');
  });

  it('renews an access token Daraja no longer accepts, once', async () => {
    const order = await placeOrder();
    sim.revokeTokens();
    jsonOf(await pay(order.reference, PHONES.success), 202);
    expect((await settled(order.reference)).status).toBe('Paid');
  });

  it('limits prompts per order', async () => {
    const order = await placeOrder();
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) codes.push((await pay(order.reference, '0712')).statusCode);
    expect(codes.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(codes.slice(5)).toEqual([429, 429]);
  });

  describe('paybill payments (C2B)', () => {
    const simulate = async (bill: string, amount: number) => {
      const token = (await fetch(`${sim.url}/oauth/v1/generate?grant_type=client_credentials`, {
        headers: {
          authorization: `Basic ${Buffer.from(`${SIMULATOR_CREDENTIALS.consumerKey}:${SIMULATOR_CREDENTIALS.consumerSecret}`).toString('base64')}`,
        },
      }).then((r) => r.json())) as { access_token: string };
      const res = await fetch(`${sim.url}/mpesa/c2b/v1/simulate`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token.access_token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          ShortCode: '174379',
          CommandID: 'CustomerPayBillOnline',
          Amount: amount,
          Msisdn: '254708374149',
          BillRefNumber: bill,
        }),
      });
      const answer = (await res.json()) as { TransID: string };
      await sim.idle();
      return answer.TransID;
    };

    it('registers the confirmation URL and matches a payment by reference (case, spaces, dashes ignored)', async () => {
      expect(await t.app.payments.registerPaybillUrls()).toBe(true);
      expect(sim.c2bUrls?.confirmationUrl).not.toMatch(/mpesa|safaricom|exe|cmd|sql|query/i);
      const order = await placeOrder();
      const typed = ` ${order.reference.toLowerCase().replace(/-/g, ' ')} `;
      const receipt = await simulate(typed, order.total);
      const after = await getOrder(order.reference);
      expect(after.status).toBe('Paid');
      expect(after.payments).toEqual([
        expect.objectContaining({ method: 'paybill', status: 'paid', receipt }),
      ]);
    });

    it('keeps a payment with an unknown account as unmatched, once per TransID, until staff attach it', async () => {
      await t.app.payments.registerPaybillUrls();
      const receipt = await simulate('MY HOUSE', 3000);
      const confirmation = {
        TransactionType: 'Pay Bill',
        TransID: receipt,
        TransTime: '20261125103000',
        TransAmount: '3000.00',
        BusinessShortCode: '174379',
        BillRefNumber: 'MY HOUSE',
        MSISDN: '254708374149',
        FirstName: 'John',
      };
      const url = callbackUrls('', t.app.appSecret).confirmation;
      jsonOf(await t.app.inject({ method: 'POST', url, payload: confirmation }), 200);
      const list = jsonOf(
        await t.app.inject({ method: 'GET', url: '/api/admin/payments', headers: adminAuth() }),
        200,
      );
      const unmatched = list.items.filter((p: { receipt?: string }) => p.receipt === receipt);
      expect(unmatched).toEqual([
        expect.objectContaining({ unmatched: true, accountReference: 'MY HOUSE', amount: 3000 }),
      ]);

      const order = await placeOrder(1500);
      jsonOf(
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/payments/${unmatched[0]._id}/attach`,
          headers: adminAuth(),
          payload: { reference: order.reference },
        }),
        200,
      );
      const after = await getOrder(order.reference);
      expect(after.status).toBe('Paid');
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/admin/payments/${unmatched[0]._id}/attach`,
        headers: adminAuth(),
        payload: { reference: order.reference },
      });
      expect(jsonOf(again, 409).code).toBe('PAYMENT_ATTACHED');
    });
  });

  it('lets staff record a cash payment, naming who did it', async () => {
    const order = await placeOrder(500);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payments',
      headers: adminAuth(),
      payload: {
        reference: order.reference,
        amount: 1000,
        kind: 'cash',
        note: 'paid at the counter',
      },
    });
    expect(jsonOf(res, 201)).toMatchObject({
      method: 'manual',
      status: 'paid',
      by: 'Akinyi',
      note: 'Cash: paid at the counter',
    });
    const after = await getOrder(order.reference);
    expect(after.status).toBe('Paid');
    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payments',
      payload: { reference: order.reference, amount: 1000, kind: 'cash' },
    });
    expect(forbidden.statusCode).toBe(401);
  });
});
