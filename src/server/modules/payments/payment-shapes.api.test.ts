import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_CREDENTIALS } from '../../config-mpesa.js';
import { up as amountsMigration } from '../../db/migrations/2026-11-27T1000-payment-amounts-bigint.js';
import { insertProduct } from '../../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../../test/harness.js';
import { startDarajaSimulator, type DarajaSimulator } from './daraja.simulator.js';
import { callbackUrls, newPaymentRow } from './payment.service.js';

// Money that arrives in shapes nobody expected (issue 40, item 5; decision 115): amounts fuzzed
// into Daraja's callbacks and paybill confirmations, orders past M-Pesa's cap for one payment and
// past 32 bits, a success for a prompt the shop does not know or that Daraja never answered, and
// the per-order prompt limit under a reference typed with spaces, tabs and small letters.

const SILENT = '0700000008';
const PAYS = '0708374149';

/** The fuzzer's amounts: none is a whole number of shillings the shop can take in one payment. */
const FUZZ: [string, unknown][] = [
  ['0.5', 0.5],
  ['0', 0],
  ['-1', -1],
  ['1e20', 1e20],
  ['2^31', 2 ** 31],
  ['"abc"', 'abc'],
  ['missing', undefined],
];

interface Shop {
  t: TestApp;
  admin: { authorization: string };
  placeOrder(price: number, qty?: number): Promise<{ reference: string; total: number }>;
  pay(
    reference: string,
    phone: string,
  ): Promise<{ statusCode: number; body: string; json(): unknown }>;
  order(reference: string): Promise<{
    status: string;
    amountDue: number;
    payments: { status: string; amount: number; receipt?: string }[];
  }>;
  staffList(): Promise<
    {
      _id: string;
      status: string;
      method: string;
      amount: number;
      unmatched: boolean;
      receipt?: string;
      reason?: string;
      note: string | null;
    }[]
  >;
}

let sim: DarajaSimulator;
const apps: TestApp[] = [];
let ip = 0;
const nextIp = () => {
  ip += 1;
  return `10.88.${Math.floor(ip / 250)}.${ip % 250}`;
};

async function openShop(env: Record<string, string> = {}): Promise<Shop> {
  const t = await createTestApp({
    env: {
      MPESA_ENV: 'simulator',
      MPESA_BASE_URL: sim.url,
      MPESA_RECONCILE_AFTER: '30',
      MPESA_C2B: 'on',
      ...env,
    },
  });
  apps.push(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  t.app.payments.setCallbackBase(`http://127.0.0.1:${port}`);
  const admin = (await createUserWithSession(t, 'admin', { username: 'Wambui' })).auth;
  return {
    t,
    admin,
    async placeOrder(price, qty = 1) {
      const id = await insertProduct(t.db, { price, stock: 10_000 });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        remoteAddress: nextIp(),
        payload: {
          customerName: 'Jane Wanjiku',
          phone: '0712000111',
          items: [{ productId: id, qty }],
          delivery: { method: 'pickup' },
        },
      });
      return jsonOf(res, 201);
    },
    pay: (reference, phone) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${encodeURIComponent(reference)}/payments`,
        remoteAddress: nextIp(),
        payload: { phone },
      }),
    async order(reference) {
      await t.app.jobs.idle();
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${reference}`,
        remoteAddress: nextIp(),
      });
      return jsonOf(res, 200);
    },
    async staffList() {
      await t.app.jobs.idle();
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/payments?pageSize=100',
        headers: admin,
      });
      return jsonOf(res, 200).items;
    },
  };
}

beforeAll(async () => {
  sim = await startDarajaSimulator({ delayMs: 60, credentials: SIMULATOR_CREDENTIALS });
});
afterAll(async () => {
  for (const t of apps) await t.close();
  await sim?.close();
});

function stkCallback(
  checkoutRequestId: string,
  amount: unknown,
  receipt: string,
  merchantRequestId = 'm-1',
) {
  const items: { Name: string; Value?: unknown }[] = [
    { Name: 'MpesaReceiptNumber', Value: receipt },
    { Name: 'Balance' },
    { Name: 'TransactionDate', Value: 20261127103000 },
    { Name: 'PhoneNumber', Value: 254708374149 },
  ];
  if (amount !== undefined) items.unshift({ Name: 'Amount', Value: amount });
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: merchantRequestId,
        CheckoutRequestID: checkoutRequestId,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: { Item: items },
      },
    },
  };
}

function confirmation(reference: string, amount: unknown, transId: string) {
  return {
    TransactionType: 'Pay Bill',
    TransID: transId,
    TransTime: '20261127103000',
    ...(amount === undefined ? {} : { TransAmount: amount }),
    BusinessShortCode: '174379',
    BillRefNumber: reference,
    MSISDN: '254708374149',
    FirstName: 'John',
  };
}

const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' };
let receiptNo = 0;
const nextReceipt = () => `TKF${String((receiptNo += 1)).padStart(7, '0')}`;

describe(`M-Pesa amounts in unexpected shapes (${dialectUnderTest})`, () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop();
  });

  it.each(FUZZ)(
    'a success callback whose amount is %s settles nothing and is kept for staff as unreadable',
    async (name, amount) => {
      const order = await shop.placeOrder(1500, 2);
      jsonOf(await shop.pay(order.reference, SILENT), 202);
      const push = sim.pushes.at(-1)!;
      const receipt = nextReceipt();
      const res = await shop.t.app.inject({
        method: 'POST',
        url: callbackUrls('', shop.t.app.appSecret).stk,
        payload: stkCallback(push.checkoutRequestId, amount, receipt, push.merchantRequestId),
      });
      expect(jsonOf(res, 200)).toEqual(ACCEPTED);

      const after = await shop.order(order.reference);
      expect(after.status).toBe('New');
      expect(after.amountDue).toBe(order.total);
      // The prompt itself is still open: Daraja's own query decides it, and no second prompt
      // can be sent meanwhile.
      expect(after.payments).toEqual([expect.objectContaining({ status: 'pending' })]);
      expect(jsonOf(await shop.pay(order.reference, PAYS), 409).code).toBe('PAYMENT_PENDING');

      const kept = (await shop.staffList()).filter((p) => p.note?.includes(receipt));
      expect(kept, name).toEqual([
        expect.objectContaining({
          status: 'unreadable',
          method: 'stk',
          amount: 0,
          unmatched: true,
        }),
      ]);
      expect(kept[0]!.note).toContain(order.reference);
      // Nothing is left to retry.
      const jobs = await shop.t.db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', 'stk-callback')
        .execute();
      expect(jobs).toEqual([]);
    },
  );

  it.each(FUZZ)(
    'a paybill confirmation whose amount is %s settles nothing and is kept for staff as unreadable',
    async (name, amount) => {
      const order = await shop.placeOrder(1500, 2);
      const transId = nextReceipt();
      const res = await shop.t.app.inject({
        method: 'POST',
        url: callbackUrls('', shop.t.app.appSecret).confirmation,
        payload: confirmation(order.reference, amount, transId),
      });
      expect(jsonOf(res, 200)).toEqual(ACCEPTED);

      const after = await shop.order(order.reference);
      expect(after.status).toBe('New');
      expect(after.amountDue).toBe(order.total);
      expect(after.payments).toEqual([]);
      const kept = (await shop.staffList()).filter((p) => p.note?.includes(transId));
      expect(kept, name).toEqual([
        expect.objectContaining({ status: 'unreadable', method: 'paybill', amount: 0 }),
      ]);
      expect(kept[0]!.note).toContain(order.reference);
      // Staff cannot attach what nobody can read: they record what the statement shows.
      const attach = await shop.t.app.inject({
        method: 'POST',
        url: `/api/admin/payments/${kept[0]!._id}/attach`,
        headers: shop.admin,
        payload: { reference: order.reference },
      });
      expect(jsonOf(attach, 409).code).toBe('PAYMENT_UNREADABLE');
    },
  );

  it('still reads whole amounts written as strings, with or without cents', async () => {
    const byPrompt = await shop.placeOrder(1500, 2);
    jsonOf(await shop.pay(byPrompt.reference, SILENT), 202);
    const push = sim.pushes.at(-1)!;
    await shop.t.app.inject({
      method: 'POST',
      url: callbackUrls('', shop.t.app.appSecret).stk,
      payload: stkCallback(push.checkoutRequestId, '3000.00', nextReceipt()),
    });
    expect((await shop.order(byPrompt.reference)).status).toBe('Paid');

    const byPaybill = await shop.placeOrder(1500, 2);
    await shop.t.app.inject({
      method: 'POST',
      url: callbackUrls('', shop.t.app.appSecret).confirmation,
      payload: confirmation(byPaybill.reference, '3000', nextReceipt()),
    });
    expect((await shop.order(byPaybill.reference)).status).toBe('Paid');
  });

  it('keeps a success for a prompt the shop does not know as unmatched money staff can attach', async () => {
    const receipt = nextReceipt();
    const unreadable = nextReceipt();
    for (const payload of [
      stkCallback('ws_CO_lost_in_a_crash', 3000, receipt),
      stkCallback('ws_CO_lost_and_garbled', 'abc', unreadable),
    ]) {
      const res = await shop.t.app.inject({
        method: 'POST',
        url: callbackUrls('', shop.t.app.appSecret).stk,
        payload,
      });
      expect(jsonOf(res, 200)).toEqual(ACCEPTED);
    }
    // Looked at again after 1, 2, 5, 10 and 30 s (its prompt's answer may still be on its way).
    for (const wait of [1_000, 2_000, 5_000, 10_000, 30_000]) {
      await shop.t.app.jobs.idle();
      shop.t.clock.advance(wait);
      await shop.t.app.jobs.runDue();
    }
    const kept = (await shop.staffList()).filter((p) => p.receipt === receipt);
    expect(kept).toEqual([
      expect.objectContaining({ method: 'stk', status: 'paid', amount: 3000, unmatched: true }),
    ]);
    // Its amount unreadable too, it is kept for staff all the same, settling nothing.
    expect((await shop.staffList()).filter((p) => p.note?.includes(unreadable))).toEqual([
      expect.objectContaining({ status: 'unreadable', amount: 0, unmatched: true }),
    ]);
    const order = await shop.placeOrder(1500, 2);
    jsonOf(
      await shop.t.app.inject({
        method: 'POST',
        url: `/api/admin/payments/${kept[0]!._id}/attach`,
        headers: shop.admin,
        payload: { reference: order.reference },
      }),
      200,
    );
    expect((await shop.order(order.reference)).status).toBe('Paid');
  });

  it('keeps a prompt Daraja took but did not answer in time pending; its callback settles it', async () => {
    const order = await shop.placeOrder(1500, 2);
    const held = sim.holdNextPush();
    const pressed = shop.pay(order.reference, PAYS);
    const push = await held;
    // The shop gives up waiting after 10 s; the prompt may be on the phone all the same.
    expect(jsonOf(await pressed, 202)).toMatchObject({ status: 'pending', amount: order.total });
    expect((await shop.order(order.reference)).payments).toEqual([
      expect.objectContaining({ status: 'pending' }),
    ]);
    expect(jsonOf(await shop.pay(order.reference, PAYS), 409).code).toBe('PAYMENT_PENDING');
    await sim.answer(push.checkoutRequestId);
    const after = await shop.order(order.reference);
    expect(after.status).toBe('Paid');
    expect(after.payments).toEqual([expect.objectContaining({ status: 'paid' })]);
  }, 30_000);

  it("refuses to prompt more than M-Pesa's cap for one payment, saying so", async () => {
    const order = await shop.placeOrder(150_000, 2);
    const pushes = sim.pushes.length;
    const refused = jsonOf(await shop.pay(order.reference, PAYS), 409);
    expect(refused).toEqual({
      code: 'MPESA_AMOUNT_OVER_LIMIT',
      message:
        'M-Pesa takes at most KSh 250,000 in one payment, and this order owes KSh 300,000. Please pay it at the shop or by bank transfer.',
      values: { max: 'KSh 250,000', owed: 'KSh 300,000' },
    });
    expect(sim.pushes).toHaveLength(pushes);
    expect((await shop.order(order.reference)).payments).toEqual([]);
  });

  it("keys the per-order prompt limit by the reference, however it is typed (' REF', 'REF ', 'ref\\t')", async () => {
    const { reference } = await shop.placeOrder(1500);
    const typed = [` ${reference}`, `${reference} `, `${reference.toLowerCase()}\t`];
    const codes: number[] = [];
    // A bad phone: each press counts against the limit without sending a prompt.
    for (let i = 0; i < 7; i += 1) codes.push((await shop.pay(typed[i % 3]!, '0712')).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });
});

describe(`payments stored before amounts were checked (${dialectUnderTest})`, () => {
  it('are kept as unreadable by the migration, so their order and the staff list answer again', async () => {
    const shop = await openShop();
    const order = await shop.placeOrder(1500, 2);
    const { id } = await shop.t.db
      .selectFrom('orders')
      .select('id')
      .where('reference', '=', order.reference)
      .executeTakeFirstOrThrow();
    // What the fuzzed callbacks left behind (PostgreSQL's integer column held only whole ones).
    const stored = dialectUnderTest === 'sqlite' ? [0.5, 0, -1, 1e20] : [0, -1];
    const at = shop.t.clock.now().toISOString();
    for (const amount of stored) {
      await shop.t.db
        .insertInto('payments')
        .values(
          newPaymentRow(at, {
            id: `legacy-${stored.indexOf(amount)}`,
            order_id: id,
            method: 'paybill',
            status: 'amount-differs',
            amount,
            receipt: nextReceipt(),
          }),
        )
        .execute();
    }
    await amountsMigration(shop.t.db as unknown as Kysely<unknown>);
    const after = await shop.order(order.reference);
    expect(after.amountDue).toBe(order.total);
    expect(after.payments).toEqual(
      stored.map(() => expect.objectContaining({ status: 'unreadable', amount: 0 })),
    );
    expect((await shop.staffList()).filter((p) => p._id.startsWith('legacy-'))).toHaveLength(
      stored.length,
    );
  });
});

describe(`M-Pesa amounts past 32 bits (${dialectUnderTest})`, () => {
  let shop: Shop;
  beforeAll(async () => {
    // A cap raised far past M-Pesa's own, so amounts past 2^31 reach the payments table.
    shop = await openShop({ MPESA_MAX_AMOUNT: '5000000000' });
  });

  it('prompts and settles an order over KSh 2,147,483,647', async () => {
    const order = await shop.placeOrder(100_000_000, 22);
    expect(order.total).toBe(2_200_000_000);
    expect(jsonOf(await shop.pay(order.reference, PAYS), 202)).toMatchObject({
      status: 'pending',
      amount: 2_200_000_000,
    });
    for (let i = 0; i < 200; i += 1) {
      if ((await shop.order(order.reference)).status === 'Paid') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const after = await shop.order(order.reference);
    expect(after.status).toBe('Paid');
    expect(after.payments).toEqual([
      expect.objectContaining({ status: 'paid', amount: 2_200_000_000 }),
    ]);
  });

  it('keeps a paybill confirmation of 2^31 as money on the order', async () => {
    const order = await shop.placeOrder(100_000_000, 22);
    const transId = nextReceipt();
    const res = await shop.t.app.inject({
      method: 'POST',
      url: callbackUrls('', shop.t.app.appSecret).confirmation,
      payload: confirmation(order.reference, String(2 ** 31), transId),
    });
    expect(jsonOf(res, 200)).toEqual(ACCEPTED);
    const after = await shop.order(order.reference);
    expect(after.payments).toEqual([
      expect.objectContaining({ status: 'amount-differs', amount: 2 ** 31, receipt: transId }),
    ]);
    expect(after.amountDue).toBe(2_200_000_000 - 2 ** 31);
    expect((await shop.staffList()).some((p) => p.receipt === transId)).toBe(true);
  });
});
