import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '#shared/order.schema.js';
import type { ReportAnswer } from '#shared/report.schema.js';
import type { TradeAccount } from '#shared/trade.schema.js';
import { ETIMS_SIMULATOR } from '../config-etims.js';
import { startEtimsSimulator, type EtimsSimulator } from '../modules/etims/etims.simulator.js';
import { countStock, insertProduct, onHandOf } from '../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../test/harness.js';

// Returns of delivered goods (issue 44, docs/decisions/174-returns.md) through the API on both
// databases: one transaction writes the return, the 'return' stock movements (the ledger still
// adds up to the balance), the negative sale facts on the return's day, the trade account's
// credit, the KRA credit note's job and one audit event; a second return cannot pass what is
// left; every refusal has its code.

type Auth = { authorization: string };

describe(`returns of delivered goods (${dialectUnderTest})`, () => {
  let t: TestApp;
  let sim: EtimsSimulator;
  let owner: Auth;
  let cashier: Auth;
  const ids = { cement: '', nails: '', paint: '' };
  let ip = 0;
  const call = (method: 'GET' | 'POST', url: string, auth: Auth, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: auth,
      remoteAddress: `10.74.${Math.floor(++ip / 250)}.${ip % 250}`,
      ...(payload ? { payload } : {}),
    });
  const at = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());

  /** A counter sale: Paid and Collected at once, its facts and invoice with it. */
  async function sale(items: object[]) {
    const res = await call('POST', '/api/admin/counter/sales', cashier, {
      items,
      payment: { kind: 'cash', given: 100_000 },
    });
    return jsonOf<{ reference: string; total: number }>(res, 201);
  }
  const giveBack = (reference: string, body: object, who = cashier) =>
    call('POST', `/api/admin/orders/${reference}/returns`, who, body);
  const cash = { method: 'cash' };

  const onHand = (productId: string) => onHandOf(t.db, productId);
  /** The sum of the variant's movements and its balance: equal, always (decision 46). */
  const ledger = async (productId: string) => {
    const variant = await t.db
      .selectFrom('variants')
      .select(['id', 'on_hand'])
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    const moves = await t.db
      .selectFrom('stock_movements')
      .select(['quantity', 'kind', 'reason'])
      .where('variant_id', '=', variant.id)
      .execute();
    return {
      sum: moves.reduce((s, m) => s + Number(m.quantity), 0),
      balance: Number(variant.on_hand),
      returns: moves.filter((m) => m.kind === 'return'),
    };
  };
  const facts = (orderReference: string) =>
    t.db
      .selectFrom('sale_facts')
      .select(['kind', 'net', 'stock_quantity', 'day', 'name'])
      .where('reference', '=', orderReference)
      .orderBy('at')
      .execute();
  async function settle() {
    for (let i = 0; i < 4; i += 1) {
      await t.app.jobs.idle();
      await t.app.jobs.runDue();
    }
  }

  beforeAll(async () => {
    sim = await startEtimsSimulator({ pin: ETIMS_SIMULATOR.pin, branch: '00', slowMs: 20 });
    t = await createTestApp({ env: { ETIMS_ENV: 'simulator', ETIMS_BASE_URL: sim.url } });
    at('2026-09-02T07:00:00.000Z');
    owner = (await createUserWithSession(t, 'admin', { username: 'Owner Wambui' })).auth;
    cashier = (await createUserWithSession(t, 'admin', { username: 'Achieng', roles: ['cashier'] }))
      .auth;
    ids.cement = await insertProduct(t.db, { sku: 'CEM', name: 'Cement 50kg', price: 780 });
    ids.nails = await insertProduct(t.db, { sku: 'NL', name: 'Nails 3"', unit: 'kg', price: 250 });
    ids.paint = await insertProduct(t.db, {
      sku: 'PT',
      name: 'Paint 4L',
      unit: 'tin',
      price: 1500,
    });
    for (const id of Object.values(ids)) await countStock(t.db, id, 20);
  });
  afterAll(async () => {
    await t?.close();
    await sim?.close();
  });

  it('takes one line back: stock, ledger, negative facts that day, credit note, one event', async () => {
    const sold = await sale([
      { productId: ids.cement, qty: 4 },
      { productId: ids.paint, qty: 1 },
    ]);
    await settle();
    expect(await onHand(ids.cement)).toBe(16);

    at('2026-09-07T08:00:00.000Z');
    const res = await giveBack(sold.reference, {
      lines: [{ item: 0, quantity: '3' }],
      reason: 'Customer over-ordered',
      refund: cash,
    });
    const order = jsonOf<AdminOrder>(res, 201);
    expect(order.returns).toHaveLength(1);
    expect(order.returns[0]).toMatchObject({
      number: 1,
      reason: 'Customer over-ordered',
      restock: true,
      refund: { method: 'cash', reference: null },
      amount: 3 * 780,
      lines: [{ item: 0, quantity: '3', amount: 3 * 780, unit: 'bag' }],
    });
    expect(order.returnLeft).toEqual(['1', '1']);
    expect(order.status).toBe('Collected');

    expect(await onHand(ids.cement)).toBe(19);
    const book = await ledger(ids.cement);
    expect(book.sum).toBe(book.balance);
    expect(book.returns).toEqual([
      { quantity: 3000, kind: 'return', reason: 'Customer over-ordered' },
    ]);

    const written = await facts(sold.reference);
    expect(written.filter((f) => f.kind === 'return')).toEqual([
      {
        kind: 'return',
        net: -3 * 780,
        stock_quantity: -3000,
        day: '2026-09-07',
        name: 'Cement 50kg',
      },
    ]);
    expect(written.filter((f) => f.kind === 'sale').map((f) => f.day)).toEqual([
      '2026-09-02',
      '2026-09-02',
    ]);

    const events = await t.db
      .selectFrom('audit_events')
      .select(['action', 'reason', 'by_name'])
      .where('entity_id', '=', sold.reference)
      .where('action', '=', 'order.return')
      .execute();
    expect(events).toEqual([
      { action: 'order.return', reason: 'Customer over-ordered', by_name: 'Achieng' },
    ]);

    await settle();
    const docs = await t.db
      .selectFrom('etims_documents as d')
      .innerJoin('orders as o', 'o.id', 'd.order_id')
      .select(['d.kind', 'd.total', 'd.status', 'd.return_id'])
      .where('o.reference', '=', sold.reference)
      .orderBy('d.invoice_no')
      .execute();
    expect(docs.map((d) => [d.kind, Number(d.total), d.status])).toEqual([
      ['sale', 4 * 780 + 1500, 'signed'],
      ['credit', 3 * 780, 'signed'],
    ]);
    expect(docs[1]!.return_id).toBe(order.returns[0]!._id);
  });

  it('returns exact decimals in parts that add up to the line, and refuses more than is left', async () => {
    // 1.5 kg of nails at 250: 375. Back 0.4 kg (100), then 1.1 kg (the rest: 275), then none.
    const sold = await sale([{ productId: ids.nails, quantity: '1.5' }]);
    await settle();
    const first = jsonOf<AdminOrder>(
      await giveBack(sold.reference, {
        lines: [{ item: 0, quantity: '0.4' }],
        reason: 'Wrong size',
        refund: { method: 'mpesa', reference: 'TK71ABC123' },
      }),
      201,
    );
    expect(first.returnLeft).toEqual(['1.1']);
    const over = await giveBack(sold.reference, {
      lines: [{ item: 0, quantity: '1.2' }],
      reason: 'Wrong size',
      refund: cash,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('RETURN_TOO_MUCH');
    const second = jsonOf<AdminOrder>(
      await giveBack(sold.reference, {
        lines: [{ item: 0, quantity: '1,1' }],
        reason: 'Wrong size',
        refund: cash,
      }),
      201,
    );
    expect(second.returns.map((r) => [r.number, r.amount, r.refund])).toEqual([
      [1, 100, { method: 'mpesa', reference: 'TK71ABC123' }],
      [2, 275, { method: 'cash', reference: null }],
    ]);
    expect(second.returnLeft).toEqual(['0']);
    const nets = (await facts(sold.reference)).reduce((s, f) => s + Number(f.net), 0);
    expect(nets).toBe(0);
    const book = await ledger(ids.nails);
    expect(book.sum).toBe(book.balance);
    expect(await onHand(ids.nails)).toBe(20);
    const again = await giveBack(sold.reference, {
      lines: [{ item: 0, quantity: '0.001' }],
      reason: 'Again',
      refund: cash,
    });
    expect(again.json().code).toBe('RETURN_TOO_MUCH');
    // Both credit notes together credit the whole line, never more.
    await settle();
    const credits = await t.db
      .selectFrom('etims_documents as d')
      .innerJoin('orders as o', 'o.id', 'd.order_id')
      .select(['d.total', 'd.status'])
      .where('o.reference', '=', sold.reference)
      .where('d.kind', '=', 'credit')
      .execute();
    expect(credits.map((c) => Number(c.total)).sort((a, b) => a - b)).toEqual([100, 275]);
  });

  it('lets only one of two returns at the same moment take the last bags', async () => {
    const sold = await sale([{ productId: ids.cement, qty: 4 }]);
    const body = { lines: [{ item: 0, quantity: '3' }], reason: 'Same bags', refund: cash };
    const answers = await Promise.all([
      giveBack(sold.reference, body),
      giveBack(sold.reference, body),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('RETURN_TOO_MUCH');
    const rows = await t.db
      .selectFrom('returns as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select('r.amount')
      .where('o.reference', '=', sold.reference)
      .execute();
    expect(rows.map((r) => Number(r.amount))).toEqual([3 * 780]);
  });

  it('leaves damaged goods off the shelf but still takes them off the sales', async () => {
    const sold = await sale([{ productId: ids.paint, qty: 2 }]);
    const before = await onHand(ids.paint);
    jsonOf(
      await giveBack(sold.reference, {
        lines: [{ item: 0, quantity: '1' }],
        reason: 'Tin dented, leaking',
        restock: false,
        refund: cash,
      }),
      201,
    );
    expect(await onHand(ids.paint)).toBe(before);
    expect((await ledger(ids.paint)).returns).toHaveLength(0);
    const returned = (await facts(sold.reference)).filter((f) => f.kind === 'return');
    expect(returned.map((f) => Number(f.net))).toEqual([-1500]);
  });

  it('refuses with a code: not delivered, empty, no reason, part of a whole unit, no M-Pesa reference, not on account, unknown line', async () => {
    const placed = jsonOf<{ reference: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        remoteAddress: '10.74.200.1',
        payload: {
          customerName: 'Jane',
          phone: '0712000111',
          items: [{ productId: ids.cement, qty: 1 }],
          delivery: { method: 'pickup' },
        },
      }),
      201,
    );
    const good = { lines: [{ item: 0, quantity: '1' }], reason: 'Why', refund: cash };
    const notDelivered = await giveBack(placed.reference, good);
    expect([notDelivered.statusCode, notDelivered.json().code]).toEqual([
      409,
      'RETURN_NOT_DELIVERED',
    ]);

    const sold = await sale([{ productId: ids.cement, qty: 2 }]);
    const cases: [object, number, string][] = [
      [{ ...good, lines: [] }, 400, 'RETURN_EMPTY'],
      [{ ...good, lines: [{ item: 0, quantity: '0' }] }, 400, 'RETURN_EMPTY'],
      [{ ...good, reason: '  ' }, 400, 'REASON_REQUIRED'],
      [{ ...good, reason: undefined }, 400, 'REASON_REQUIRED'],
      [{ ...good, lines: [{ item: 0, quantity: '0.5' }] }, 400, 'RETURN_NOT_WHOLE'],
      [{ ...good, lines: [{ item: 0, quantity: 'two' }] }, 400, 'RETURN_QUANTITY'],
      [{ ...good, lines: [{ item: 3, quantity: '1' }] }, 400, 'RETURN_LINE_UNKNOWN'],
      [{ ...good, lines: [{ item: 0, quantity: '3' }] }, 409, 'RETURN_TOO_MUCH'],
      [{ ...good, refund: { method: 'mpesa' } }, 400, 'REFUND_REFERENCE_REQUIRED'],
      [{ ...good, refund: { method: 'account' } }, 400, 'REFUND_NOT_ON_ACCOUNT'],
    ];
    for (const [body, status, code] of cases) {
      const res = await giveBack(sold.reference, body);
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([status, code]);
      expect(typeof res.json().message).toBe('string');
    }
    const rows = await t.db
      .selectFrom('returns as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select('r.id')
      .where('o.reference', '=', sold.reference)
      .execute();
    expect(rows).toEqual([]);

    // A storekeeper dispatches but does not take money back (decision 47, 174).
    const keeper = await createUserWithSession(t, 'admin', { roles: ['storekeeper'] });
    const refused = await giveBack(sold.reference, good, keeper.auth);
    expect(refused.statusCode).toBe(403);
  });

  it('shows the refund in Takings that day: payments less the money given back', async () => {
    at('2026-09-20T07:00:00.000Z');
    const sold = await sale([{ productId: ids.cement, qty: 2 }]);
    jsonOf(
      await giveBack(sold.reference, {
        lines: [{ item: 0, quantity: '1' }],
        reason: 'Not needed',
        refund: cash,
      }),
      201,
    );
    const takings = jsonOf<ReportAnswer>(
      await call('GET', '/api/admin/reports/takings?from=2026-09-20&to=2026-09-20', owner),
      200,
    );
    const col = (key: string) => takings.columns.findIndex((c) => c.key === key);
    expect(takings.totals![col('Cash')]).toBe(2 * 780);
    expect(takings.totals![col('refunds')]).toBe(-780);
    expect(takings.totals![col('total')]).toBe(780);
  });

  it('credits the trade account of an order on account', async () => {
    const customer = await createUserWithSession(t, 'user');
    jsonOf<TradeAccount>(
      await call('POST', '/api/admin/trade-accounts', owner, {
        userId: customer.id,
        creditLimit: 100_000,
        termsDays: 30,
        overrunPct: 0,
      }),
      201,
    );
    const placed = jsonOf<{ reference: string }>(
      await call('POST', '/api/me/account-orders', customer.auth, {
        customerName: 'Mwangi Contractors',
        phone: '0712345678',
        items: [{ productId: ids.cement, qty: 5 }],
        delivery: { method: 'pickup' },
      }),
      201,
    );
    for (const status of ['Confirmed', 'Dispatched', 'Delivered'])
      jsonOf(
        await call('POST', `/api/admin/orders/${placed.reference}/status`, owner, { status }),
        200,
      );
    const owedBefore = jsonOf<TradeAccount>(
      await call('GET', '/api/me/trade-account', customer.auth),
      200,
    ).owed;
    expect(owedBefore).toBe(5 * 780);
    const order = jsonOf<AdminOrder>(
      await giveBack(placed.reference, {
        lines: [{ item: 0, quantity: '2' }],
        reason: 'Site finished early',
        refund: { method: 'account' },
      }),
      201,
    );
    expect(order.onAccount).toBe(true);
    const after = jsonOf<TradeAccount>(
      await call('GET', '/api/me/trade-account', customer.auth),
      200,
    );
    expect(after.owed).toBe(3 * 780);
  });
});
