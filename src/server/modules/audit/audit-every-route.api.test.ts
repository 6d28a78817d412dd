import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_CREDENTIALS } from '../../config-mpesa.js';
import { insertProduct } from '../../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../../test/harness.js';
import { newId } from '../../lib/ids.js';
import { multipart } from '../media/media.test-helpers.js';
import { newPaymentRow } from '../payments/payment.service.js';
import { startDarajaSimulator, type DarajaSimulator } from '../payments/daraja.simulator.js';

// Decision 49 on the whole admin API: every mutating admin route in the route table, called as
// staff would, writes exactly one audit event with its actor, roles, request id and changes. A new
// mutating admin route without a call here (or without an event) fails the first test.

/** POST routes that change nothing (a preview), with why. */
const READS = new Set([
  'POST /api/products/import/preview',
  // Matches an uploaded M-Pesa statement against the payments and stores nothing.
  'POST /api/admin/reports/mpesa-statement',
]);

type Call = { url: string; payload?: unknown; form?: ReturnType<typeof multipart> };

describe(`one audit event per staff write (${dialectUnderTest})`, () => {
  let t: TestApp;
  let sim: DarajaSimulator;
  let owner: Awaited<ReturnType<typeof createUserWithSession>>;
  const s: Record<string, string> = {};

  const productForm = (sku: string, price = '780') =>
    multipart(
      Object.entries({ sku, name: `Cement ${sku}`, category: 'Cement', unit: 'bag', price }).map(
        ([name, value]) => ({ name, value }),
      ),
    );

  // Each mutating admin route, as staff call it, in an order where each finds what it needs.
  const CALLS: [string, () => Call | Promise<Call>][] = [
    ['POST /api/products', () => ({ url: '/api/products', form: productForm('NEW-1') })],
    [
      'POST /api/admin/variants/:id/stock',
      () => ({
        url: `/api/admin/variants/${s.variant}/stock`,
        payload: { kind: 'adjustment', quantity: '-1', reason: 'Bag split in the yard' },
      }),
    ],
    [
      'POST /api/admin/counter/sales',
      () => ({
        url: '/api/admin/counter/sales',
        payload: {
          items: [{ productId: s.product, qty: 1 }],
          payment: { kind: 'cash', given: 1000 },
        },
      }),
    ],
    [
      'POST /api/admin/orders/:reference/returns',
      () => ({
        url: `/api/admin/orders/${s.sale}/returns`,
        payload: {
          lines: [{ item: 0, quantity: '1' }],
          reason: 'Bag torn on the way home',
          refund: { method: 'cash' },
        },
      }),
    ],
    [
      'POST /api/admin/counter/sales/:reference/prompt',
      () => ({
        url: `/api/admin/counter/sales/${s.waitingPrompt}/prompt`,
        payload: { phone: '0700000002' },
      }),
    ],
    [
      'POST /api/admin/counter/sales/:reference/cash',
      () => ({ url: `/api/admin/counter/sales/${s.waitingCash}/cash`, payload: { given: 1000 } }),
    ],
    [
      'POST /api/admin/counter/sales/:reference/cancel',
      () => ({ url: `/api/admin/counter/sales/${s.waitingCancel}/cancel` }),
    ],
    [
      'PUT /api/products/:id',
      () => ({ url: `/api/products/${s.product}`, form: productForm('CEM-1', '800') }),
    ],
    [
      'PATCH /api/products/:id',
      () => ({ url: `/api/products/${s.product}`, payload: { price: 820 } }),
    ],
    [
      'PUT /api/products/:id/variants',
      () => ({
        url: `/api/products/${s.spare}/variants`,
        payload: {
          options: [],
          variants: [
            {
              options: {},
              sku: 'SPARE',
              price: 150,
              stockUnit: 'piece',
              sellUnits: [
                {
                  unit: 'piece',
                  price: 150,
                  perUnit: '1',
                  decimals: 0,
                  min: '1',
                  step: '1',
                  default: true,
                },
              ],
            },
          ],
        },
      }),
    ],
    [
      'POST /api/products/import/apply',
      () => ({
        url: '/api/products/import/apply',
        form: multipart([
          {
            name: 'file',
            file: {
              filename: 'p.csv',
              data: Buffer.from('sku,name,category,unit,price\nIMP-1,Pipe,Plumbing,piece,100\n'),
            },
          },
        ]),
      }),
    ],
    ['DELETE /api/products/:id', () => ({ url: `/api/products/${s.doomed}` })],
    [
      'POST /api/admin/orders/:reference/status',
      () => ({ url: `/api/admin/orders/${s.order}/status`, payload: { status: 'Confirmed' } }),
    ],
    [
      'POST /api/admin/orders/:reference/notes',
      () => ({ url: `/api/admin/orders/${s.order}/notes`, payload: { text: 'Called the buyer' } }),
    ],
    [
      'POST /api/admin/payments',
      () => ({
        url: '/api/admin/payments',
        payload: { reference: s.order, amount: 100, kind: 'cash', note: 'Receipt book 14' },
      }),
    ],
    [
      'POST /api/admin/payments/:id/attach',
      () => ({ url: `/api/admin/payments/${s.payment}/attach`, payload: { reference: s.order } }),
    ],
    [
      'POST /api/admin/reports/mpesa-statement/attach',
      () => ({
        url: '/api/admin/reports/mpesa-statement/attach',
        payload: { receipt: 'TST0001AB', amount: 100, reference: s.order },
      }),
    ],
    [
      'POST /api/admin/etims/documents/:id/retry',
      () => ({ url: `/api/admin/etims/documents/${s.etimsDocument}/retry` }),
    ],
    [
      'POST /api/admin/etims/credit-notes',
      () => ({ url: '/api/admin/etims/credit-notes', payload: { reference: s.order } }),
    ],
    [
      'PUT /api/admin/etims/items/:itemCd',
      () => ({ url: '/api/admin/etims/items/KE2BGXCEM0001', payload: { taxType: 'A' } }),
    ],
    [
      'POST /api/admin/delivery-zones',
      () => ({
        url: '/api/admin/delivery-zones',
        payload: { name: 'Far', counties: ['Kajiado'], fee: 500 },
      }),
    ],
    [
      'PUT /api/admin/delivery-zones/:id',
      () => ({
        url: `/api/admin/delivery-zones/${s.zone}`,
        payload: { name: 'Far', counties: ['Kajiado'], fee: 550 },
      }),
    ],
    [
      'DELETE /api/admin/delivery-zones/:id',
      () => ({ url: `/api/admin/delivery-zones/${s.zone}` }),
    ],
    [
      'PATCH /api/admin/quotes/:reference',
      () => ({ url: `/api/admin/quotes/${s.quote}`, payload: { note: 'Prices hold a week' } }),
    ],
    [
      'POST /api/admin/quotes/:reference/send',
      () => ({ url: `/api/admin/quotes/${s.quote}/send` }),
    ],
    [
      'POST /api/blogs',
      () => ({
        url: '/api/blogs',
        form: multipart([
          { name: 'title', value: 'Curing concrete' },
          { name: 'content', value: 'Keep it wet.' },
        ]),
      }),
    ],
    [
      'PUT /api/blogs/:slug',
      () => ({
        url: `/api/blogs/${s.blog}`,
        form: multipart([
          { name: 'title', value: 'Curing concrete' },
          { name: 'content', value: 'Keep it wet 7 days.' },
        ]),
      }),
    ],
    [
      'DELETE /api/blogs/:slug/comments/:commentId',
      () => ({ url: `/api/blogs/${s.blog}/comments/${s.comment}` }),
    ],
    ['DELETE /api/blogs/:slug', () => ({ url: `/api/blogs/${s.blog}` })],
    [
      'POST /api/services',
      () => ({ url: '/api/services', payload: { name: 'Delivery', description: 'To site' } }),
    ],
    ['DELETE /api/services/:id', () => ({ url: `/api/services/${s.service}` })],
    ['DELETE /api/reviews/:id', () => ({ url: `/api/reviews/${s.review}` })],
    ['DELETE /api/contact/:id', () => ({ url: `/api/contact/${s.message}` })],
    ['POST /api/admin/jobs/:id/retry', () => ({ url: `/api/admin/jobs/${s.job}/retry` })],
    [
      'POST /api/admin/staff',
      () => ({
        url: '/api/admin/staff',
        payload: { email: 'otieno@example.test', roles: ['editor'] },
      }),
    ],
    [
      'PUT /api/admin/staff/:id/roles',
      () => ({ url: `/api/admin/staff/${s.staff}/roles`, payload: { roles: ['storekeeper'] } }),
    ],
    [
      'POST /api/admin/staff/:id/deactivate',
      () => ({ url: `/api/admin/staff/${s.staff}/deactivate` }),
    ],
    [
      'POST /api/admin/trade-accounts',
      () => ({
        url: '/api/admin/trade-accounts',
        payload: { email: s.contractorEmail, creditLimit: 1000, termsDays: 30, overrunPct: 0 },
      }),
    ],
    [
      'POST /api/admin/account-orders/:reference/decision',
      async () => {
        // 2 bags past the 1,000 limit: the order waits for the owner.
        const placed = await t.app.inject({
          method: 'POST',
          url: '/api/me/account-orders',
          headers: { authorization: s.contractorAuth! },
          payload: {
            customerName: 'Kamau Contractors',
            phone: '0712 345 678',
            items: [{ productId: s.product, qty: 2 }],
            delivery: { method: 'pickup' },
          },
        });
        const reference = String(jsonOf(placed, 201).reference);
        return {
          url: `/api/admin/account-orders/${reference}/decision`,
          payload: { decision: 'approve', reason: 'Pays every month' },
        };
      },
    ],
  ];

  /** What each call left for the next: ids from its answer. */
  const after: Record<string, (body: Record<string, unknown>) => void> = {
    'POST /api/admin/delivery-zones': (b) => (s.zone = String(b._id)),
    'POST /api/admin/counter/sales': (b) => (s.sale = String(b.reference)),
    'POST /api/blogs': (b) => (s.blog = String(b.slug)),
    'POST /api/services': (b) => (s.service = String(b._id)),
    'POST /api/admin/staff': (b) => (s.staff = String(b._id)),
  };

  beforeAll(async () => {
    // M-Pesa through the project's simulator: the counter's prompt routes send real prompts.
    sim = await startDarajaSimulator({ delayMs: 10, credentials: SIMULATOR_CREDENTIALS });
    t = await createTestApp({ env: { MPESA_ENV: 'simulator', MPESA_BASE_URL: sim.url } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.app.payments.setCallbackBase(
      `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
    );
    owner = await createUserWithSession(t, 'admin', { username: 'Wanjiku' });
    s.product = await insertProduct(t.db, {
      sku: 'CEM-1',
      name: 'Cement',
      unit: 'bag',
      price: 780,
      stock: 50,
    });
    s.spare = await insertProduct(t.db, {
      sku: 'SPARE',
      name: 'Spare part',
      price: 150,
      stock: null,
    });
    s.doomed = await insertProduct(t.db, {
      sku: 'OLD-1',
      name: 'Old stock',
      price: 10,
      stock: null,
    });
    s.variant = (
      await t.db
        .selectFrom('variants')
        .select('id')
        .where('product_id', '=', s.product)
        .executeTakeFirstOrThrow()
    ).id;
    const counted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/variants/${s.variant}/stock`,
      headers: owner.auth,
      payload: { kind: 'count', counted: '48' },
    });
    jsonOf(counted, 200);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customerName: 'Mwangi Builders',
        phone: '0722 000 222',
        items: [{ productId: s.product, qty: 2 }],
        delivery: { method: 'pickup' },
      },
    });
    s.order = jsonOf(placed, 201).reference;
    // Counter sales whose M-Pesa prompt failed (the simulator's 'insufficient balance' phone):
    // waiting for the cashier to prompt again, take cash or cancel (decision 172).
    for (const key of ['waitingPrompt', 'waitingCash', 'waitingCancel']) {
      const waiting = await t.app.inject({
        method: 'POST',
        url: '/api/admin/counter/sales',
        headers: owner.auth,
        payload: {
          items: [{ productId: s.product, qty: 1 }],
          payment: { kind: 'mpesa', phone: '0700000002' },
        },
      });
      s[key] = String(jsonOf(waiting, 202).reference);
    }
    for (let i = 0; i < 300; i += 1) {
      const pending = await t.db
        .selectFrom('payments')
        .select('id')
        .where('status', '=', 'pending')
        .execute();
      if (pending.length === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: {
        customer: { name: 'Otieno Builders', phone: '0712 345 678' },
        county: 'Machakos',
        lines: [{ text: '10 bags cement', productId: s.product, quantity: 10 }],
      },
    });
    s.quote = jsonOf(quote, 201).reference;
    // A KRA invoice of the order, refused by KRA, and its item (decisions 156-158).
    const { id: orderId } = await t.db
      .selectFrom('orders')
      .select('id')
      .where('reference', '=', s.order!)
      .executeTakeFirstOrThrow();
    s.etimsDocument = newId();
    const at = t.clock.now().toISOString();
    const item = { itemSeq: 1, itemCd: 'KE2BGXCEM0001', itemClsCd: '3010160000' };
    await t.db
      .insertInto('etims_documents')
      .values({
        id: s.etimsDocument,
        order_id: orderId,
        kind: 'sale',
        // Far above the numbers the shop gives (from 1), so the credit note takes its own.
        invoice_no: 900,
        original_invoice_no: null,
        status: 'refused',
        total: 780,
        request: JSON.stringify({
          custTin: null,
          custNm: 'Jo Buyer',
          pmtTyCd: '01',
          itemList: [{ ...item, itemNm: 'Cement', qtyUnitCd: 'BG', qty: 1, prc: 780, dcRt: 0 }].map(
            (i) => ({ ...i, taxblAmt: 780, taxTyCd: 'B' }),
          ),
        }),
        sent: 0,
        stock_sent: 0,
        attempts: 1,
        next_try_at: at,
        last_error: 'refused',
        rcpt_no: null,
        tot_rcpt_no: null,
        intrl_data: null,
        rcpt_sign: null,
        sdc_id: null,
        mrc_no: null,
        sdc_date_time: null,
        created_at: at,
        signed_at: null,
      })
      .execute();
    await t.db
      .insertInto('etims_items')
      .values({
        item_key: 'text:Cement',
        item_cd: item.itemCd,
        item_cls_cd: item.itemClsCd,
        name: 'Cement',
        qty_unit_cd: 'BG',
        tax_type: 'B',
        registered_at: at,
        created_at: at,
      })
      .execute();
    const contractor = await createUserWithSession(t, 'user');
    s.contractorEmail = contractor.email;
    s.contractorAuth = contractor.auth.authorization;
    s.payment = newId();
    const now = t.clock.now().toISOString();
    await t.db
      .insertInto('payments')
      .values(
        newPaymentRow(now, {
          id: s.payment,
          order_id: null,
          method: 'paybill',
          status: 'paid',
          amount: 300,
          receipt: 'TKX1',
          account_reference: 'MY HOUSE',
        }),
      )
      .execute();
    s.job = newId();
    await t.db
      .insertInto('jobs')
      .values({
        id: s.job,
        kind: 'mail',
        payload: '{}',
        run_at: now,
        attempts: 5,
        locked_until: null,
        locked_by: null,
        last_error: 'down',
        created_at: now,
        dead_at: now,
      })
      .execute();
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: { name: 'Jo', message: 'Good service here', rating: 4 },
    });
    s.review = String(jsonOf(review, 201)._id);
    jsonOf(
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Jo', email: 'jo@example.test', message: 'Hello there' },
      }),
      201,
    );
    s.message = (
      await t.db.selectFrom('contact_messages').select('id').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t?.close({ allowErrorLogs: true });
    await sim?.close();
  });

  it('has a call here for every mutating admin route', () => {
    const mutating = t.app.routePolicies
      .filter((r) => r.policy === 'admin' && !['GET', 'HEAD'].includes(r.method))
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !READS.has(key));
    expect(CALLS.map(([key]) => key).sort()).toEqual(mutating.sort());
  });

  it('writes exactly one event per call, with its actor, roles, request and changes', async () => {
    for (const [key, make] of CALLS) {
      if (key === 'DELETE /api/blogs/:slug/comments/:commentId') {
        const reader = await createUserWithSession(t, 'user');
        const c = await t.app.inject({
          method: 'POST',
          url: `/api/blogs/${s.blog}/comments`,
          headers: reader.auth,
          payload: { text: 'Nice post' },
        });
        jsonOf(c, 201);
        s.comment = (
          await t.db.selectFrom('blog_comments').select('id').executeTakeFirstOrThrow()
        ).id;
      }
      const call = await make();
      const method = key.split(' ')[0] as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const before = await t.db.selectFrom('audit_events').select('id').execute();
      const res = await t.app.inject({
        method,
        url: call.url,
        headers: { ...owner.auth, ...(call.form?.headers ?? {}) },
        ...(call.form
          ? { payload: call.form.payload }
          : call.payload
            ? { payload: call.payload as object }
            : {}),
      });
      expect(res.statusCode, `${key}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
      after[key]?.(res.json());
      const seen = new Set(before.map((e) => e.id));
      const fresh = (await t.db.selectFrom('audit_events').selectAll().execute()).filter(
        (e) => !seen.has(e.id),
      );
      expect(fresh, key).toHaveLength(1);
      const event = fresh[0]!;
      expect(event, key).toMatchObject({ by_id: owner.id, by_name: 'Wanjiku' });
      expect(JSON.parse(event.roles), key).toEqual(['owner']);
      expect(event.request_id, key).toMatch(/\S/);
      expect(event.action, key).toMatch(/^[a-z-]+\.[a-z-]+$/);
      if (!/DELETE|retry|reviews|contact/.test(key))
        expect(JSON.parse(event.changes), key).not.toEqual([]);
    }
  });

  it('records the fields changed with before and after, and the reason', async () => {
    const events = await t.db.selectFrom('audit_events').selectAll().execute();
    const patch = events.find((e) => e.action === 'product.quick-edit')!;
    expect(JSON.parse(patch.changes)).toContainEqual(['price', 800, 820]);
    const stock = events.find((e) => e.action === 'stock.adjustment')!;
    expect(JSON.parse(stock.changes)).toEqual([['onHand', '48', '47']]);
    expect(stock.reason).toBe('Bag split in the yard');
  });

  it('refuses a hand-recorded payment or a stock adjustment without a reason (400), writing nothing', async () => {
    const count = async () => (await t.db.selectFrom('audit_events').select('id').execute()).length;
    const before = await count();
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payments',
      headers: owner.auth,
      payload: { reference: s.order, amount: 50, kind: 'cash' },
    });
    expect(jsonOf(pay, 400).code).toBe('REASON_REQUIRED');
    const adjust = await t.app.inject({
      method: 'POST',
      url: `/api/admin/variants/${s.variant}/stock`,
      headers: owner.auth,
      payload: { kind: 'adjustment', quantity: '-1' },
    });
    expect(adjust.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});
