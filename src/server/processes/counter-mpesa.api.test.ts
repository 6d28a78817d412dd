import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CounterSale } from '#shared/counter.schema.js';
import { SIMULATOR_CREDENTIALS } from '../config-mpesa.js';
import { countStock, insertProduct, onHandOf } from '../test/builders.js';
import { outboxMails } from '../test/outbox.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../test/harness.js';
import {
  startDarajaSimulator,
  type DarajaSimulator,
} from '../modules/payments/daraja.simulator.js';

// The counter's M-Pesa prompt (decision 50, docs/decisions/172-counter-mpesa-prompt.md) against the
// project's Daraja simulator, whose demo phone decides the answer: the sale waits as a New order on
// channel 'counter' with no stock moved; paid, it is sold exactly once (stock, sale facts, status
// history Confirmed, Paid, Collected) even when M-Pesa calls back three times; cancelled or
// failed, nothing is sold, and the cashier sends the prompt again, takes cash, or cancels.

const SUCCESS = '0708374149';
const CANCELLED = '0700000001';
const NO_BALANCE = '0700000002';
const DUPLICATES = '0700000006';
const SILENT = '0700000008';

describe(`the counter's M-Pesa prompt (${dialectUnderTest})`, () => {
  let t: TestApp;
  let sim: DarajaSimulator;
  let cashier: Awaited<ReturnType<typeof createUserWithSession>>;
  let cement = '';

  beforeAll(async () => {
    sim = await startDarajaSimulator({ delayMs: 150, credentials: SIMULATOR_CREDENTIALS });
    t = await createTestApp({
      env: {
        MPESA_ENV: 'simulator',
        MPESA_BASE_URL: sim.url,
        SHOP_EMAIL: 'orders@shop.test',
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    t.app.payments.setCallbackBase(`http://127.0.0.1:${port}`);
    cashier = await createUserWithSession(t, 'admin', { username: 'Achieng', roles: ['cashier'] });
    cement = await insertProduct(t.db, { sku: 'CEM', name: 'Cement 50kg', price: 780 });
    await countStock(t.db, cement, 100);
  });
  afterAll(async () => {
    await t?.close();
    await sim?.close();
  });

  const post = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: cashier.auth, ...(payload ? { payload } : {}) });
  const promptSale = async (phone: string, qty = 2) =>
    CounterSale.parse(
      jsonOf(
        await post('/api/admin/counter/sales', {
          items: [{ productId: cement, qty }],
          payment: { kind: 'mpesa', phone },
        }),
        202,
      ),
    );
  const view = async (reference: string) =>
    CounterSale.parse(
      jsonOf(
        await t.app.inject({
          url: `/api/admin/counter/sales/${reference}`,
          headers: cashier.auth,
        }),
        200,
      ),
    );
  /** Polls as the counter screen does until the sale or its prompt leaves where it was. */
  const until = async (reference: string, done: (s: CounterSale) => boolean) => {
    let sale = await view(reference);
    for (let i = 0; i < 300 && !done(sale); i += 1) {
      await new Promise((r) => setTimeout(r, 20));
      sale = await view(reference);
    }
    return sale;
  };
  const onHand = () => onHandOf(t.db, cement);
  const orderOf = (reference: string) =>
    t.db
      .selectFrom('orders')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
  const historyOf = async (orderId: string) =>
    (
      await t.db
        .selectFrom('order_status_history')
        .select('status')
        .where('order_id', '=', orderId)
        .orderBy('created_at')
        .execute()
    ).map((r) => r.status);
  const factsOf = (orderId: string) =>
    t.db.selectFrom('sale_facts').select(['kind', 'net']).where('order_id', '=', orderId).execute();

  it('waits with no stock moved, then sells once the money settles: collected, stock out, facts, no mail', async () => {
    const before = await onHand();
    const sale = await promptSale(SUCCESS);
    expect(sale).toMatchObject({
      status: 'New',
      total: 1560,
      payment: { status: 'pending' },
      demo: true,
    });
    const waiting = await orderOf(sale.reference);
    expect(waiting).toMatchObject({ channel: 'counter', status: 'New', phone: '254708374149' });
    expect(await onHand()).toBe(before);
    expect(await factsOf(waiting.id)).toEqual([]);

    const done = await until(sale.reference, (s) => s.status === 'Collected');
    expect(done).toMatchObject({
      status: 'Collected',
      given: 1560,
      payment: { status: 'paid', amount: 1560 },
    });
    expect(await onHand()).toBe(before - 2);
    expect(await historyOf(waiting.id)).toEqual(['New', 'Confirmed', 'Paid', 'Collected']);
    expect(await factsOf(waiting.id)).toEqual([{ kind: 'sale', net: 1560 }]);
    const events = await t.db
      .selectFrom('audit_events')
      .select(['action', 'by_name'])
      .where('entity_id', '=', sale.reference)
      .execute();
    expect(events).toEqual([{ action: 'counter.prompt', by_name: 'Achieng' }]);
    // Its KRA invoice is queued once it is paid (or already made into its document).
    const queued = await t.db
      .selectFrom('jobs')
      .select('id')
      .where('id', '=', `etims-sale:${waiting.id}`)
      .execute();
    const made = await t.db
      .selectFrom('etims_documents')
      .select('id')
      .where('order_id', '=', waiting.id)
      .execute();
    expect(queued.length + made.length > 0).toBe(t.app.config.etims.env !== 'off');
    // Nothing to prepare: the shop is mailed neither 'New order' nor 'is Paid' for it.
    const mails = (await outboxMails(t)).filter((m) => m.includes(sale.reference));
    expect(mails).toEqual([]);
  });

  it('sells once when M-Pesa calls back three times', async () => {
    const before = await onHand();
    const sale = await promptSale(DUPLICATES, 3);
    await until(sale.reference, (s) => s.status === 'Collected');
    // Let the repeated callbacks land and their jobs run.
    await new Promise((r) => setTimeout(r, 400));
    const order = await orderOf(sale.reference);
    expect(order.status).toBe('Collected');
    expect(await onHand()).toBe(before - 3);
    expect(await historyOf(order.id)).toEqual(['New', 'Confirmed', 'Paid', 'Collected']);
    expect(await factsOf(order.id)).toEqual([{ kind: 'sale', net: 2340 }]);
    const paid = await t.db
      .selectFrom('payments')
      .select(['status', 'amount'])
      .where('order_id', '=', order.id)
      .execute();
    expect(paid).toEqual([{ status: 'paid', amount: 2340 }]);
    const moves = await t.db
      .selectFrom('stock_movements')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    expect(moves).toHaveLength(1);
  });

  it('sells nothing when the buyer cancels; the prompt sent again then sells it', async () => {
    const before = await onHand();
    const sale = await promptSale(CANCELLED);
    const cancelled = await until(sale.reference, (s) => s.payment?.status !== 'pending');
    expect(cancelled).toMatchObject({ status: 'New', payment: { status: 'cancelled' } });
    const order = await orderOf(sale.reference);
    expect(await onHand()).toBe(before);
    expect(await factsOf(order.id)).toEqual([]);

    const again = await post(`/api/admin/counter/sales/${sale.reference}/prompt`, {
      phone: SUCCESS,
    });
    expect(CounterSale.parse(jsonOf(again, 202))).toMatchObject({
      status: 'New',
      payment: { status: 'pending' },
    });
    expect((await until(sale.reference, (s) => s.status === 'Collected')).status).toBe('Collected');
    expect(await onHand()).toBe(before - 2);
    expect(await factsOf(order.id)).toEqual([{ kind: 'sale', net: 1560 }]);
    const events = await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('entity_id', '=', sale.reference)
      .execute();
    expect(events.map((e) => e.action)).toEqual(['counter.prompt', 'counter.prompt']);
  });

  it('sells nothing when the payment fails; cash instead sells it once', async () => {
    const before = await onHand();
    const sale = await promptSale(NO_BALANCE);
    const failed = await until(sale.reference, (s) => s.payment?.status !== 'pending');
    expect(failed).toMatchObject({ status: 'New', payment: { status: 'failed' } });
    expect(failed.payment?.reason).toMatch(/\S/);
    expect(await onHand()).toBe(before);

    const short = await post(`/api/admin/counter/sales/${sale.reference}/cash`, { given: 1000 });
    expect(jsonOf(short, 400).code).toBe('CASH_SHORT');
    const cash = await post(`/api/admin/counter/sales/${sale.reference}/cash`, { given: 2000 });
    expect(CounterSale.parse(jsonOf(cash, 201))).toMatchObject({
      status: 'Collected',
      total: 1560,
      given: 2000,
      change: 440,
    });
    const order = await orderOf(sale.reference);
    expect(await onHand()).toBe(before - 2);
    expect(await historyOf(order.id)).toEqual(['New', 'Confirmed', 'Paid', 'Collected']);
    expect(await factsOf(order.id)).toEqual([{ kind: 'sale', net: 1560 }]);
    const twice = await post(`/api/admin/counter/sales/${sale.reference}/cash`, { given: 2000 });
    expect(jsonOf(twice, 409).code).toBe('COUNTER_SALE_NOT_WAITING');
    expect(await onHand()).toBe(before - 2);
  });

  it('refuses cash or cancelling while a prompt is out, and cancels an abandoned sale', async () => {
    const before = await onHand();
    const sale = await promptSale(SILENT);
    const cash = await post(`/api/admin/counter/sales/${sale.reference}/cash`, { given: 5000 });
    expect(jsonOf(cash, 409).code).toBe('COUNTER_PROMPT_PENDING');
    const cancel = await post(`/api/admin/counter/sales/${sale.reference}/cancel`);
    expect(jsonOf(cancel, 409).code).toBe('COUNTER_PROMPT_PENDING');
    const again = await post(`/api/admin/counter/sales/${sale.reference}/prompt`, {
      phone: SUCCESS,
    });
    expect(jsonOf(again, 409).code).toBe('PAYMENT_PENDING');
    expect((await orderOf(sale.reference)).status).toBe('New');

    const failed = await promptSale(NO_BALANCE);
    await until(failed.reference, (s) => s.payment?.status !== 'pending');
    const gone = await post(`/api/admin/counter/sales/${failed.reference}/cancel`);
    expect(CounterSale.parse(jsonOf(gone, 200)).status).toBe('Cancelled');
    expect(await onHand()).toBe(before);
    const ordinary = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customerName: 'Jane',
        phone: '0712345678',
        items: [{ productId: cement, qty: 1 }],
        delivery: { method: 'pickup' },
      },
    });
    const web = jsonOf<{ reference: string }>(ordinary, 201).reference;
    // A web order is no counter sale: the counter's routes do not touch it.
    const foreign = await post(`/api/admin/counter/sales/${web}/cash`, { given: 5000 });
    expect(jsonOf(foreign, 404).code).toBe('ORDER_NOT_FOUND');
    // The shop is mailed for the web order (the outbox works) and for no counter sale.
    const subjects = (await outboxMails(t)).filter((m) => m.includes('Subject: New order'));
    expect(subjects.some((m) => m.includes(web))).toBe(true);
    expect(subjects.filter((m) => !m.includes(web))).toEqual([]);
  });

  it('asks for a phone M-Pesa can prompt (400) and is for cashiers and owners only', async () => {
    const bad = await post('/api/admin/counter/sales', {
      items: [{ productId: cement, qty: 1 }],
      payment: { kind: 'mpesa', phone: '12' },
    });
    expect(bad.statusCode).toBe(400);
    const keeper = await createUserWithSession(t, 'admin', { roles: ['storekeeper'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/counter/sales',
      headers: keeper.auth,
      payload: {
        items: [{ productId: cement, qty: 1 }],
        payment: { kind: 'mpesa', phone: SUCCESS },
      },
    });
    expect(res.statusCode).toBe(403);
  });
});
