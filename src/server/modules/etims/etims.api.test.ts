import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../../test/harness.js';
import { ETIMS_SIMULATOR } from '../../config-etims.js';
import { startEtimsSimulator, type EtimsSimulator } from './etims.simulator.js';
import { sendPending } from './etims.sender.js';
import { queueSaleOf, type SaleQueueDeps } from '../../processes/sign-receipt.js';
import { decodeReceiptQr } from '../../test/qr.js';

// KRA eTIMS through the real API against the project's simulator over HTTP (issue 46 'Done
// when'): one signed document per paid order, recovery through the lookup, six hours of KRA down
// on the fake clock, credit notes refused before sending, Nairobi's date, items registered first.

describe(`KRA eTIMS receipts (${dialectUnderTest})`, () => {
  let t: TestApp;
  let sim: EtimsSimulator;
  let admin: { auth: { authorization: string } };
  let ip = 0;
  const nextIp = () => `10.46.${Math.floor(++ip / 250)}.${ip % 250}`;

  beforeAll(async () => {
    sim = await startEtimsSimulator({ pin: ETIMS_SIMULATOR.pin, branch: '00', slowMs: 50 });
    t = await createTestApp({
      env: {
        ETIMS_ENV: 'simulator',
        ETIMS_BASE_URL: sim.url,
        METRICS_TOKEN: 'etims-metrics-token-1234',
      },
    });
    admin = await createUserWithSession(t, 'admin', { username: 'Wanjiru' });
  });
  afterAll(async () => {
    await t?.close();
    await sim?.close();
  });

  async function placeOrder(fields: { buyerPin?: string; productId?: string } = {}) {
    const productId = fields.productId ?? (await insertProduct(t.db, { price: 850, stock: 50 }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: nextIp(),
      payload: {
        customerName: 'Jane Wanjiku',
        phone: '0712000111',
        items: [{ productId, qty: 2 }],
        delivery: { method: 'pickup' },
        ...(fields.buyerPin ? { buyerPin: fields.buyerPin } : {}),
      },
    });
    return { ...jsonOf<{ reference: string; total: number }>(res, 201), productId };
  }

  async function settle() {
    for (let i = 0; i < 4; i += 1) {
      await t.app.jobs.idle();
      await t.app.jobs.runDue();
    }
  }

  async function payCash(reference: string, amount: number) {
    jsonOf(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/payments',
        headers: admin.auth,
        payload: { reference, amount, kind: 'cash', note: 'Till receipt' },
      }),
      201,
    );
    await settle();
  }

  const documentsOf = async (reference: string) =>
    t.db
      .selectFrom('etims_documents')
      .innerJoin('orders', 'orders.id', 'etims_documents.order_id')
      .selectAll('etims_documents')
      .where('orders.reference', '=', reference)
      .execute();

  it('a paid order gets one signed document; its receipt shows the signature and a QR code to the verification page', async () => {
    const order = await placeOrder({ buyerPin: 'p051234999z' });
    const pending = await t.app.inject({
      method: 'GET',
      url: `/orders/${order.reference}/receipt`,
    });
    expect(pending.body).toContain('KRA receipt pending');
    await payCash(order.reference, order.total);
    await payCash(order.reference, 1); // a second payment queues nothing new
    const docs = await documentsOf(order.reference);
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ status: 'signed', kind: 'sale', total: 1700 });
    expect(sim.sales.filter((s) => s.invcNo === Number(docs[0]?.invoice_no))).toHaveLength(1);
    // Its stock movement followed, numbered as the invoice.
    expect(sim.stock).toContain(Number(docs[0]?.invoice_no));
    expect(docs[0]?.stock_sent).toBe(1);
    const body = JSON.parse(docs[0]?.request ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({
      custTin: 'P051234999Z',
      totAmt: 1700,
      taxblAmtB: 1700,
      taxAmtB: 234.48,
    });

    const res = await t.app.inject({ method: 'GET', url: `/orders/${order.reference}/receipt` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).not.toContain('KRA receipt pending');
    expect(res.body).toContain(docs[0]?.rcpt_sign);
    expect(res.body).toContain(ETIMS_SIMULATOR.pin);
    expect(res.body).toContain('P051234999Z');
    const url = decodeReceiptQr(res.body);
    expect(url).toBe(
      `${sim.url}/common/link/etims/receipt/indexEtimsReceiptData?Data=${ETIMS_SIMULATOR.pin}00${docs[0]?.rcpt_sign}`,
    );
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Valid eTIMS invoice');

    const link = jsonOf(
      await t.app.inject({ method: 'GET', url: `/api/orders/${order.reference}/kra-receipt` }),
      200,
    );
    expect(link).toEqual({ status: 'signed', receiptUrl: `/orders/${order.reference}/receipt` });
  });

  it('a paid order cancelled (a refund) gets a credit note for the whole invoice, signed', async () => {
    const order = await placeOrder();
    await payCash(order.reference, order.total);
    const status = (to: string, reason?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.reference}/status`,
        headers: admin.auth,
        payload: { status: to, ...(reason ? { reason } : {}) },
      });
    jsonOf(await status('Cancelled', 'Out of stock after all; refunded by M-Pesa'), 200);
    await settle();
    const docs = await documentsOf(order.reference);
    const sale = docs.find((d) => d.kind === 'sale');
    expect(docs.find((d) => d.kind === 'credit')).toMatchObject({
      status: 'signed',
      total: order.total,
      original_invoice_no: sale?.invoice_no,
    });
  });

  it('an order staff mark Paid by hand gets its invoice too, paid in cash', async () => {
    const order = await placeOrder();
    for (const status of ['Confirmed', 'Paid'])
      jsonOf(
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.reference}/status`,
          headers: admin.auth,
          payload: { status },
        }),
        200,
      );
    await settle();
    const docs = await documentsOf(order.reference);
    expect(docs).toHaveLength(1);
    expect(docs[0]?.status).toBe('signed');
    expect(JSON.parse(docs[0]?.request ?? '{}')).toMatchObject({ pmtTyCd: '01', totAmt: 1700 });
  });

  it('queues an invoice from a deps object of db, settings and two job calls: once, when Paid', async () => {
    const order = await placeOrder();
    const { id } = await t.db
      .selectFrom('orders')
      .select('id')
      .where('reference', '=', order.reference)
      .executeTakeFirstOrThrow();
    const ranSoon: string[] = [];
    const deps: SaleQueueDeps = {
      db: t.db,
      config: t.app.config,
      jobs: {
        enqueueOnce: t.app.jobs.enqueueOnce.bind(t.app.jobs),
        runSoon: (jobId) => void ranSoon.push(jobId),
      },
    };
    const saleJobs = () =>
      t.db.selectFrom('jobs').select('payload').where('id', '=', `etims-sale:${id}`).execute();
    await queueSaleOf(deps, id);
    expect(await saleJobs()).toHaveLength(0); // New: not a sale yet
    // Paid with no payment and no event, so only this call queues it.
    await t.db.updateTable('orders').set({ status: 'Paid' }).where('id', '=', id).execute();
    await queueSaleOf(deps, id);
    await queueSaleOf(deps, id);
    expect(ranSoon).toEqual([`etims-sale:${id}`]);
    const jobs = await saleJobs();
    expect(jobs.map((j) => JSON.parse(j.payload) as unknown)).toEqual([
      { orderId: id, by: 'staff' },
    ]);
    await settle();
    const docs = await documentsOf(order.reference);
    expect(docs.map((d) => [d.kind, d.status])).toEqual([['sale', 'signed']]);
  });

  it('registers an item before its first sale, and only once', async () => {
    const first = await placeOrder();
    const before = sim.calls.length;
    await payCash(first.reference, first.total);
    expect(sim.calls.slice(before)).toEqual(['saveItem', 'saveTrnsSalesOsdc', 'saveStockIO']);
    const again = await placeOrder({ productId: first.productId });
    const mid = sim.calls.length;
    await payCash(again.reference, again.total);
    expect(sim.calls.slice(mid)).toEqual(['saveTrnsSalesOsdc', 'saveStockIO']);
  });

  it('staff set a product’s tax type; it is registered again before its next sale', async () => {
    const first = await placeOrder();
    await payCash(first.reference, first.total);
    const [doc] = await documentsOf(first.reference);
    const code = (JSON.parse(doc?.request ?? '{}') as { itemList: { itemCd: string }[] })
      .itemList[0]?.itemCd;
    const items = jsonOf(
      await t.app.inject({ method: 'GET', url: '/api/admin/etims/items', headers: admin.auth }),
      200,
    ).items as { itemCd: string; taxType: string; registered: boolean }[];
    expect(items.find((i) => i.itemCd === code)).toMatchObject({ taxType: 'B', registered: true });
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/etims/items/${code}`,
      headers: admin.auth,
      payload: { taxType: 'E' },
    });
    expect(set.statusCode).toBe(204);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/etims/items/${code}`,
      headers: admin.auth,
      payload: { taxType: 'F' },
    });
    expect(bad.statusCode).toBe(400);

    const again = await placeOrder({ productId: first.productId });
    const before = sim.calls.length;
    await payCash(again.reference, again.total);
    expect(sim.calls.slice(before)).toEqual(['saveItem', 'saveTrnsSalesOsdc', 'saveStockIO']);
    expect(sim.items.get(code ?? '')).toMatchObject({ taxTyCd: 'E' });
    const [sold] = await documentsOf(again.reference);
    // 2 x 850 = 1700 with 8% in it: 125.93.
    expect(JSON.parse(sold?.request ?? '{}')).toMatchObject({ taxblAmtE: 1700, taxAmtE: 125.93 });
  });

  it('an item KRA forgot (a new device) is registered again and the sale sent once more', async () => {
    const first = await placeOrder();
    await payCash(first.reference, first.total);
    const [sold] = await documentsOf(first.reference);
    const code = (JSON.parse(sold?.request ?? '{}') as { itemList: { itemCd: string }[] })
      .itemList[0]?.itemCd;
    sim.items.delete(code ?? '');
    const again = await placeOrder({ productId: first.productId });
    const before = sim.calls.length;
    await payCash(again.reference, again.total);
    expect(sim.calls.slice(before)).toEqual([
      'saveTrnsSalesOsdc',
      'saveItem',
      'saveTrnsSalesOsdc',
      'saveStockIO',
    ]);
    expect((await documentsOf(again.reference))[0]?.status).toBe('signed');
  });

  it('an answer lost after KRA recorded it: still one document, recovered through the lookup', async () => {
    const order = await placeOrder({ buyerPin: 'P000000002L' });
    await payCash(order.reference, order.total);
    let [doc] = await documentsOf(order.reference);
    expect(doc?.status).toBe('pending');
    t.clock.advance(60_000);
    await settle();
    [doc] = await documentsOf(order.reference);
    expect(doc?.status).toBe('signed');
    expect(sim.sales.filter((s) => s.invcNo === Number(doc?.invoice_no))).toHaveLength(1);
    // The exchanges of one send share their time, and PostgreSQL returns ties in any order: the
    // sale sent once, and the lookup the last thing done, after it.
    const exchanges = await t.db
      .selectFrom('etims_exchanges')
      .select(['endpoint', 'created_at'])
      .where('document_id', '=', doc?.id ?? '')
      .execute();
    const at = (e: { created_at: unknown }) => new Date(e.created_at as string).getTime();
    const sales = exchanges.filter((e) => e.endpoint === 'saveTrnsSalesOsdc');
    expect(sales).toHaveLength(1);
    const last = Math.max(...exchanges.map(at));
    const lookups = exchanges.filter((e) => e.endpoint === 'selectInvoiceDetails');
    expect(lookups.map(at)).toContain(last);
    expect(last).toBeGreaterThan(at(sales[0]!));
    expect(
      exchanges.filter((e) => at(e) === last).map((e) => e.endpoint),
      'nothing but the lookup (and stock) after the lost answer',
    ).not.toContain('saveTrnsSalesOsdc');
  });

  it('a sale at 23:30 UTC carries the next day’s date (Nairobi)', async () => {
    const order = await placeOrder();
    const now = t.clock.now().getTime();
    const late = Date.parse('2026-01-05T23:30:00Z');
    t.clock.advance(late + 86_400_000 * Math.ceil((now - late) / 86_400_000) - now);
    await payCash(order.reference, order.total);
    const [doc] = await documentsOf(order.reference);
    const body = JSON.parse(doc?.request ?? '{}') as { salesDt: string; cfmDt: string };
    const day = new Date(t.clock.now().getTime() + 3 * 3600_000).toISOString().slice(0, 10);
    expect(t.clock.now().toISOString().slice(11, 16)).toBe('23:30');
    expect(body.salesDt).toBe(day.replaceAll('-', ''));
    expect(body.cfmDt.slice(8, 12)).toBe('0230');
  });

  it('KRA down for six hours: orders complete, documents back off, and all sign in order after', async () => {
    sim.setDown(true);
    const orders = [];
    for (let i = 0; i < 3; i += 1) {
      const order = await placeOrder();
      await payCash(order.reference, order.total);
      orders.push(order);
    }
    for (const order of orders) {
      const seen = jsonOf(
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/${order.reference}`,
          remoteAddress: nextIp(),
        }),
        200,
      );
      expect(seen.status).toBe('Paid');
    }
    const calls = sim.calls.length;
    for (let minutes = 0; minutes < 6 * 60; minutes += 5) {
      t.clock.advance(5 * 60_000);
      await settle();
    }
    const tries = sim.calls.length - calls;
    // Backing off (30 s doubling to 15 minutes): about 24 tries in six hours, not one per 5 minutes.
    expect(tries).toBeGreaterThan(10);
    expect(tries).toBeLessThan(40);
    const overview = jsonOf(
      await t.app.inject({ method: 'GET', url: '/api/admin/etims', headers: admin.auth }),
      200,
    );
    expect(overview.unsigned).toBe(3);
    expect(overview.oldest).toBeTruthy();
    const dashboard = jsonOf(
      await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.auth }),
      200,
    );
    expect(dashboard.etims).toEqual({ unsigned: 3, oldest: overview.oldest });
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer etims-metrics-token-1234' },
    });
    expect(metrics.body).toMatch(/^shop_etims_unsigned 3$/m);
    expect(metrics.body).toMatch(/^shop_etims_oldest_unsigned_seconds (2[1-9]\d{3}|[3-9]\d{4})/m);

    sim.setDown(false);
    t.clock.advance(15 * 60_000);
    await settle();
    const docs = (await Promise.all(orders.map((o) => documentsOf(o.reference)))).flat();
    expect(docs.map((d) => d.status)).toEqual(['signed', 'signed', 'signed']);
    const numbers = docs.map((d) => Number(d.invoice_no));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const receipts = docs.map((d) => Number(d.rcpt_no));
    expect(receipts).toEqual([...receipts].sort((a, b) => a - b));
  });

  it('a credit note over the original is refused before it is sent; one within it signs', async () => {
    const order = await placeOrder();
    await payCash(order.reference, order.total);
    const calls = sim.calls.length;
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/admin/etims/credit-notes',
      headers: admin.auth,
      payload: { reference: order.reference, lines: [{ itemSeq: 1, quantity: 3000 }] },
    });
    expect(jsonOf(over, 400).code).toBe('ETIMS_CREDIT_OVER_ORIGINAL');
    expect(sim.calls.length).toBe(calls);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/etims/credit-notes',
      headers: admin.auth,
      payload: { reference: order.reference, lines: [{ itemSeq: 1, quantity: 1000 }] },
    });
    expect(jsonOf(ok, 201)).toMatchObject({ total: 850 });
    await settle();
    const docs = await documentsOf(order.reference);
    const credit = docs.find((d) => d.kind === 'credit');
    expect(credit?.status).toBe('signed');
    expect(sim.sales.at(-1)).toMatchObject({ rcptTyCd: 'R', totAmt: 85_000 });
    expect(sim.stock).toContain(Number(credit?.invoice_no));
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/orders/${order.reference}/receipt`,
    });
    expect(receipt.body).toContain('Credit note');
  });

  it('refuses a malformed KRA PIN at ordering, and the staff view without a session', async () => {
    const productId = await insertProduct(t.db, { price: 100, stock: 5 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: nextIp(),
      payload: {
        customerName: 'Jane',
        phone: '0712000111',
        items: [{ productId, qty: 1 }],
        delivery: { method: 'pickup' },
        buyerPin: '12345',
      },
    });
    expect(jsonOf(res, 400).message).toContain('KRA PIN');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/etims' })).statusCode).toBe(401);
  });

  it('sending twice at once signs each document once', async () => {
    const order = await placeOrder();
    await payCash(order.reference, order.total);
    await Promise.all([sendPending(t.app), sendPending(t.app), sendPending(t.app)]);
    const invcNos = sim.sales.map((s) => s.invcNo);
    expect(new Set(invcNos).size).toBe(invcNos.length);
  });
});
