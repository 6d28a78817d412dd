import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementAnswer } from '#shared/mpesa-statement.schema.js';
import { insertProduct } from '../../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../../test/harness.js';
import { expectWrittenByCode } from '../../test/refusals.js';
import { sendForm } from '../media/media.test-helpers.js';
import { callbackUrls } from '../payments/payment.service.js';

// DESIGN decision 53: the portal's statement matched by receipt with the shop's M-Pesa payments
// into 'Matched', 'In the statement only', 'In the shop only' and 'Amount differs', with both
// sides' day totals; 'Attach to order' records the statement's receipt on the order.

/** A statement as the M-Pesa business portal exports it: account lines, then the table. */
const statement = (rows: string[][]) =>
  [
    'Organisation Name:,ATHI RIVER HARDWARE',
    'Organisation Short Code:,174379',
    '',
    'Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,Balance Confirmed,Reason Type,Other Party Info,Linked Transaction ID,A/C No.',
    ...rows.map((r) => r.map((c) => (/[,"]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')),
  ].join('\r\n');

const row = (receipt: string, time: string, paidIn: string, account: string) => [
  receipt,
  time,
  time,
  `Pay Bill from 254712345678 - JANE W Acc. ${account}`,
  'Completed',
  paidIn,
  '',
  '100,000.00',
  'true',
  'Pay Bill Online',
  '254712345678 - JANE WANJIKU',
  '',
  account,
];

describe(`the M-Pesa statement (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: { authorization: string };
  const references: string[] = [];

  const pay = async (reference: string, amount: number, receipt: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: callbackUrls('', t.app.appSecret).confirmation,
      payload: {
        TransactionType: 'Pay Bill',
        TransID: receipt,
        TransAmount: String(amount),
        BusinessShortCode: '174379',
        BillRefNumber: reference,
        MSISDN: '254712345678',
        FirstName: 'Jane',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const upload = (csv: string) =>
    sendForm(
      t.app,
      'POST',
      '/api/admin/reports/mpesa-statement',
      [{ name: 'file', file: { filename: 'statement.csv', data: Buffer.from(`\uFEFF${csv}`) } }],
      admin,
    );

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.advance(Date.parse('2026-03-02T06:00:00.000Z') - t.clock.now().getTime());
    admin = (await createUserWithSession(t, 'admin')).auth;
    const product = await insertProduct(t.db, { price: 1_000, stock: 100 });
    for (let i = 0; i < 4; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        remoteAddress: `10.53.0.${i + 1}`,
        payload: {
          customerName: 'Jane Wanjiku',
          phone: '0712345678',
          items: [{ productId: product, qty: 1 }],
          delivery: { method: 'pickup' },
        },
      });
      references.push(jsonOf<{ reference: string }>(res, 201).reference);
    }
    await pay(references[0]!, 1_000, 'TKA1000001');
    await pay(references[1]!, 1_000, 'TKA1000002');
    await pay(references[2]!, 1_000, 'TKA1000003');
  });
  afterAll(async () => t.close());

  it('puts each receipt in its group, with both sides’ day totals', async () => {
    const csv = statement([
      row('TKA1000001', '2026-03-02 09:15:33', '1,000.00', references[0]!),
      // The shop saw 1,000 for this receipt; the statement says 900.
      row('TKA1000003', '2026-03-02 09:20:00', '900.00', references[2]!),
      // M-Pesa has it; the shop never heard of it.
      row('TKA1000004', '02-03-2026 10:01:02', '1,000.00', references[3]!),
      // Money out is not reconciled here.
      [
        'TKA1000009',
        '2026-03-02 11:00:00',
        '',
        'Withdrawal',
        'Completed',
        '',
        '500.00',
        '',
        '',
        '',
        '',
        '',
        '',
      ],
    ]);
    const answer = jsonOf<StatementAnswer>(await upload(csv), 200);
    const receipts = (lines: { receipt: string }[]) => lines.map((l) => l.receipt);
    expect(receipts(answer.matched)).toEqual(['TKA1000001']);
    expect(receipts(answer.amountDiffers)).toEqual(['TKA1000003']);
    expect(answer.amountDiffers[0]).toMatchObject({ statementAmount: 900, shopAmount: 1_000 });
    expect(receipts(answer.statementOnly)).toEqual(['TKA1000004']);
    expect(receipts(answer.shopOnly)).toEqual(['TKA1000002']);
    expect(answer.shopOnly[0]!.orderReference).toBe(references[1]);
    expect(answer.days).toEqual([{ day: '2026-03-02', statement: 2_900, shop: 3_000 }]);
  });

  it('attaches a receipt in the statement only to its order', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reports/mpesa-statement/attach',
      headers: admin,
      payload: { receipt: 'TKA1000004', amount: 1_000, reference: references[3]!.toLowerCase() },
    });
    expect(jsonOf(res, 200)).toEqual({ attached: true });
    const payment = await t.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select(['orders.reference', 'payments.status', 'payments.amount'])
      .where('payments.receipt', '=', 'TKA1000004')
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ reference: references[3], status: 'paid' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reports/mpesa-statement/attach',
      headers: admin,
      payload: { receipt: 'TKA1000005', amount: 1_000, reference: 'ARH-2222-2222' },
    });
    expect(jsonOf(unknown, 404).code).toBe('ORDER_NOT_FOUND');
  });

  it('refuses a file that is not a statement, saying which column is missing', async () => {
    const res = await upload('Date,Amount\r\n2026-03-02,100\r\n');
    expect(jsonOf(res, 400)).toMatchObject({
      code: 'STATEMENT_COLUMNS',
      values: { why: 'receipt' },
    });
    expectWrittenByCode(res.json());
  });
});
