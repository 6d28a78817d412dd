import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWrittenByCode } from '../test/refusals.js';
import { CounterSale } from '#shared/counter.schema.js';
import { countStock, insertProduct, onHandOf } from '../test/builders.js';
import { newId } from '../lib/ids.js';
import { newPaymentRow } from '../modules/payments/payment.service.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../test/harness.js';

// Decision 50 through the API: a cashier sells three lines for cash; the sale is an order on
// channel 'counter', paid and collected at once, its stock taken through the ledger, the change
// answered, and one audit event by the cashier. Short cash or short stock saves nothing.

describe(`a counter sale (${dialectUnderTest})`, () => {
  let t: TestApp;
  let cashier: Awaited<ReturnType<typeof createUserWithSession>>;
  const ids = { cement: '', nails: '', paint: '' };

  beforeAll(async () => {
    t = await createTestApp();
    cashier = await createUserWithSession(t, 'admin', { username: 'Achieng', roles: ['cashier'] });
    ids.cement = await insertProduct(t.db, { sku: 'CEM', name: 'Cement 50kg', price: 780 });
    ids.nails = await insertProduct(t.db, {
      sku: 'NAIL',
      name: 'Nails 3"',
      unit: 'kg',
      price: 250,
    });
    ids.paint = await insertProduct(t.db, {
      sku: 'PNT',
      name: 'Paint 4L',
      unit: 'tin',
      price: 1500,
    });
    for (const id of Object.values(ids)) await countStock(t.db, id, 10);
  });
  afterAll(async () => t.close());

  const sell = (payload: object, who = cashier.auth) =>
    t.app.inject({ method: 'POST', url: '/api/admin/counter/sales', headers: who, payload });
  const onHand = (productId: string) => onHandOf(t.db, productId);

  it('sells three lines for cash: paid, collected, stock moved, change given, one event', async () => {
    const sale = CounterSale.parse(
      jsonOf(
        await sell({
          items: [
            { productId: ids.cement, qty: 2 },
            { productId: ids.nails, quantity: '1.5' },
            { productId: ids.paint, qty: 1 },
          ],
          payment: { kind: 'cash', given: 3500 },
        }),
        201,
      ),
    );
    expect(sale).toMatchObject({ total: 2 * 780 + 375 + 1500, given: 3500, change: 65 });
    expect(await onHand(ids.cement)).toBe(8);
    expect(await onHand(ids.nails)).toBe(8.5);
    expect(await onHand(ids.paint)).toBe(9);

    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('reference', '=', sale.reference)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      channel: 'counter',
      status: 'Collected',
      customer_name: 'Counter sale',
    });
    const payments = await t.db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(payments).toEqual([
      expect.objectContaining({ status: 'paid', amount: 3435, by_name: 'Achieng' }),
    ]);
    const events = await t.db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity_id', '=', sale.reference)
      .execute();
    expect(events).toEqual([
      expect.objectContaining({ action: 'counter.sale', by_name: 'Achieng' }),
    ]);

    // The day's order list shows it beside the web's orders.
    const owner = await createUserWithSession(t, 'admin');
    const list = jsonOf(await t.app.inject({ url: '/api/admin/orders', headers: owner.auth }), 200);
    expect(JSON.stringify(list)).toContain(sale.reference);
  });

  it("counts in the owner's numbers on channel 'counter', and queues its KRA invoice with the buyer's PIN", async () => {
    const sale = CounterSale.parse(
      jsonOf(
        await sell({
          items: [{ productId: ids.cement, qty: 1 }],
          payment: { kind: 'cash', given: 1000 },
          buyerPin: 'p051234567x',
        }),
        201,
      ),
    );
    const order = await t.db
      .selectFrom('orders')
      .select(['id', 'buyer_pin'])
      .where('reference', '=', sale.reference)
      .executeTakeFirstOrThrow();
    expect(order.buyer_pin).toBe('P051234567X');
    const facts = await t.db
      .selectFrom('sale_facts')
      .select(['channel', 'kind', 'net'])
      .where('order_id', '=', order.id)
      .execute();
    expect(facts).toEqual([{ channel: 'counter', kind: 'sale', net: 780 }]);
    // Queued in the sale's transaction: still waiting, or already made into its document.
    const queued = await t.db
      .selectFrom('jobs')
      .select('id')
      .where('id', '=', `etims-sale:${order.id}`)
      .execute();
    const made = await t.db
      .selectFrom('etims_documents')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    expect(queued.length + made.length > 0).toBe(t.app.config.etims.env !== 'off');
  });

  it('takes a paybill payment already received, once, and refuses one short of the total', async () => {
    const held = async (amount: number, receipt: string) => {
      const id = newId();
      await t.db
        .insertInto('payments')
        .values(
          newPaymentRow(t.clock.now().toISOString(), {
            id,
            order_id: null,
            method: 'paybill',
            status: 'paid',
            amount,
            receipt,
            account_reference: 'COUNTER',
          }),
        )
        .execute();
      return id;
    };
    const paid = await held(2000, 'TKC100AAAA');
    const sale = CounterSale.parse(
      jsonOf(
        await sell({
          items: [{ productId: ids.paint, qty: 1 }],
          payment: { kind: 'paybill', paymentId: paid },
        }),
        201,
      ),
    );
    expect(sale).toMatchObject({ total: 1500, given: 2000, change: 500 });
    const payment = await t.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select(['orders.reference', 'payments.by_name'])
      .where('payments.id', '=', paid)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ reference: sale.reference, by_name: 'Achieng' });

    const again = await sell({
      items: [{ productId: ids.paint, qty: 1 }],
      payment: { kind: 'paybill', paymentId: paid },
    });
    expect(jsonOf(again, 409).code).toBe('PAYMENT_ATTACHED');
    const small = await sell({
      items: [{ productId: ids.paint, qty: 1 }],
      payment: { kind: 'paybill', paymentId: await held(1000, 'TKC101AAAA') },
    });
    expect(jsonOf(small, 400).code).toBe('PAYMENT_SHORT');
    expectWrittenByCode(small.json());
  });

  it('refuses short cash (400) and short stock (409) and saves nothing', async () => {
    const before = (await t.db.selectFrom('orders').select('id').execute()).length;
    const short = await sell({
      items: [{ productId: ids.paint, qty: 1 }],
      payment: { kind: 'cash', given: 100 },
    });
    expect(jsonOf(short, 400).code).toBe('CASH_SHORT');
    expectWrittenByCode(short.json());
    const tooMany = await sell({
      items: [{ productId: ids.paint, qty: 50 }],
      payment: { kind: 'cash', given: 100_000 },
    });
    expect(tooMany.statusCode).toBe(409);
    expect((await t.db.selectFrom('orders').select('id').execute()).length).toBe(before);
    expect(await onHand(ids.paint)).toBe(8);
  });

  it('is open to cashiers and owners only', async () => {
    for (const role of ['storekeeper', 'editor'] as const) {
      const who = await createUserWithSession(t, 'admin', { roles: [role] });
      const res = await sell(
        { items: [{ productId: ids.paint, qty: 1 }], payment: { kind: 'cash', given: 2000 } },
        who.auth,
      );
      expect(res.statusCode).toBe(403);
    }
  });
});
