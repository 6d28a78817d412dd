import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWrittenByCode } from '../../test/refusals.js';
import { PlacedOrder, AdminOrder } from '#shared/order.schema.js';
import { insertProduct, y12BarAndTonne } from '../../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../../test/harness.js';
import { outboxMails } from '../../test/outbox.js';
import { setCount } from '../stock/stock-ledger.js';

// Order lines by variant, sell unit and exact quantity (DESIGN decision 45,
// docs/decisions/128-order-lines.md): what is charged and what leaves the stock, on both databases.

describe(`order lines by variant, unit and exact quantity (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: { authorization: string };
  let steel: string;
  let y12: string;
  let cement: string;
  let chain: string;
  let ip = 0;
  const nextIp = () => {
    ip += 1;
    return `10.41.${Math.floor(ip / 250)}.${ip % 250}`;
  };

  const y12Variants = (tonnePrice: number, title = 'Y12') =>
    y12BarAndTonne({ ...(y12 ? { _id: y12 } : {}), title, tonnePrice });

  beforeAll(async () => {
    t = await createTestApp({ env: { SHOP_EMAIL: 'orders@shop.test' } });
    admin = (await createUserWithSession(t, 'admin', { username: 'Achieng' })).auth;
    steel = await insertProduct(t.db, { sku: 'Y-DEF', name: 'Y12 deformed bar 12 m', price: 920 });
    const set = await asAdmin('PUT', `/api/products/${steel}/variants`, y12Variants(170_000));
    expect(set.statusCode, set.body).toBe(200);
    y12 = set.json().variants[0]._id;
    await receive(y12, '500');
    cement = await insertProduct(t.db, {
      sku: 'CEM',
      name: 'Cement 50kg',
      unit: 'bag',
      price: 780,
      stock: 10,
    });
    chain = await insertProduct(t.db, {
      sku: 'CHN',
      name: 'Chain 8 mm',
      unit: 'meter',
      price: 450,
      stock: 100,
    });
  });
  afterAll(async () => t.close());

  function asAdmin(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
    return t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
  }
  async function receive(variantId: string, quantity: string) {
    const res = await asAdmin('POST', `/api/admin/variants/${variantId}/stock`, {
      kind: 'receipt',
      quantity,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  function order(items: object[]) {
    return t.app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: nextIp(),
      payload: {
        customerName: 'Otieno Builders',
        phone: '0722 000 111',
        items,
        delivery: { method: 'pickup' },
      },
    });
  }
  const countOrders = async () =>
    Number(
      (
        await t.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  async function onHand(variantId: string) {
    const row = await t.db
      .selectFrom('variants')
      .select('on_hand')
      .where('id', '=', variantId)
      .executeTakeFirstOrThrow();
    return Number(row.on_hand);
  }
  const setStatus = (reference: string, status: string) =>
    asAdmin('POST', `/api/admin/orders/${reference}/status`, { status });

  it("refuses '0.1' bag as not whole, naming the rule, and stores nothing", async () => {
    const before = await countOrders();
    const res = await order([{ productId: cement, quantity: '0.1' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'QTY_NOT_WHOLE',
      message: 'Cement 50kg: Bags are sold whole: enter 1, 2, 3.',
      // The rule, so a Swahili page writes the same sentence in its own words.
      values: { name: 'Cement 50kg', unit: 'bag', decimals: '0', min: '1000', step: '1000' },
    });
    expect(await countOrders()).toBe(before);
  });

  it('refuses each broken rule with its code as 400, and stores nothing', async () => {
    const before = await countOrders();
    const cases: [object, string][] = [
      [{ productId: chain, quantity: '1.2345' }, 'QTY_PRECISION'],
      [{ productId: steel, variantId: y12, unit: 'tonne', quantity: '0.4' }, 'QTY_BELOW_MIN'],
      [{ productId: steel, variantId: 'nope', quantity: '1' }, 'VARIANT_UNKNOWN'],
      [{ productId: cement, unit: 'tonne', quantity: '1' }, 'UNIT_NOT_SOLD'],
      [{ productId: cement, quantity: 'two' }, 'QTY_FORMAT'],
      [{ productId: cement, quantity: '2', qty: 2 }, 'VALIDATION_ERROR'],
      [{ productId: cement }, 'VALIDATION_ERROR'],
      [{ productId: cement, quantity: 2.5 }, 'VALIDATION_ERROR'],
    ];
    for (const [item, code] of cases) {
      const res = await order([item]);
      expect(res.statusCode, JSON.stringify(item)).toBe(400);
      expect(res.json().code, JSON.stringify(item)).toBe(code);
      expect(typeof res.json().message).toBe('string');
    }
    expect(await countOrders()).toBe(before);
  });

  it("accepts '1.5' m of chain and charges half-up to the shilling", async () => {
    const placed = PlacedOrder.parse(
      jsonOf(await order([{ productId: chain, quantity: '1,5' }]), 201),
    );
    expect(placed.items[0]).toMatchObject({
      unit: 'meter',
      quantity: '1.5',
      requested: '1.5',
      adjustment: null,
      stockQuantity: '1.5',
      stockUnit: 'meter',
      unitPrice: 450,
      lineTotal: 675,
      qty: 2,
    });
    expect(placed.total).toBe(675);
    expect(placed.amountDue).toBe(675);
  });

  it('takes 234 bars for 2.5 t of Y12, charges 2.496 t, and says so in the answer, admin and mail', async () => {
    const res = await order([{ productId: steel, variantId: y12, unit: 'tonne', quantity: '2.5' }]);
    const placed = PlacedOrder.parse(jsonOf(res, 201));
    const line = {
      productId: steel,
      variantId: y12,
      variantTitle: 'Y12',
      sku: 'Y12',
      name: 'Y12 deformed bar 12 m',
      unit: 'tonne',
      requested: '2.5',
      quantity: '2.496',
      adjustment: '2.5 t ≈ 234 bars (2.496 t)',
      stockQuantity: '234',
      stockUnit: 'bar',
      unitPrice: 170_000,
      lineTotal: 424_320,
      qty: 3,
    };
    expect(placed.items).toEqual([expect.objectContaining(line)]);
    expect(placed.total).toBe(424_320);
    const adminView = AdminOrder.parse(
      jsonOf(await asAdmin('GET', `/api/admin/orders/${placed.reference}`), 200),
    );
    expect(adminView.items).toEqual([expect.objectContaining(line)]);
    const mail = (await outboxMails(t)).find((m) => m.includes(placed.reference));
    expect(mail).toContain('Y12 deformed bar 12 m (Y12) x 2.496 t (234 bars) - KSh 424,320');

    // Confirming takes the 234 bars from the variant through the ledger; cancelling puts them back.
    const before = await onHand(y12);
    expect((await setStatus(placed.reference, 'Confirmed')).statusCode).toBe(200);
    expect(await onHand(y12)).toBe(before - 234_000);
    const movements = (await asAdmin('GET', `/api/admin/variants/${y12}/movements`)).json();
    expect(JSON.stringify(movements)).toContain('sale');
    expect((await setStatus(placed.reference, 'Cancelled')).statusCode).toBe(200);
    expect(await onHand(y12)).toBe(before);
  });

  it('keeps a placed order as it was when the price, title and variant change later', async () => {
    const placed = PlacedOrder.parse(
      jsonOf(
        await order([{ productId: steel, variantId: y12, unit: 'tonne', quantity: '1' }]),
        201,
      ),
    );
    const changed = await asAdmin(
      'PUT',
      `/api/products/${steel}/variants`,
      y12Variants(199_000, 'Y12 HT'),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${placed.reference}` })
    ).json();
    expect(after.items).toEqual(placed.items);
    expect(after.total).toBe(placed.total);
    expect(after.items[0]).toMatchObject({ variantTitle: 'Y12', unitPrice: 170_000 });
    await asAdmin('PUT', `/api/products/${steel}/variants`, y12Variants(170_000));
  });

  it('still takes the old body {productId, qty}: that many of the default unit', async () => {
    const placed = PlacedOrder.parse(jsonOf(await order([{ productId: cement, qty: 2 }]), 201));
    expect(placed.items[0]).toMatchObject({
      qty: 2,
      unit: 'bag',
      quantity: '2',
      variantId: expect.any(String),
      lineTotal: 1560,
    });
  });

  it('refuses to confirm when short, naming the item and its variant', async () => {
    const placed = PlacedOrder.parse(
      jsonOf(await order([{ productId: steel, variantId: y12, unit: 'bar', quantity: '5' }]), 201),
    );
    const left = await onHand(y12);
    await t.db.transaction().execute((trx) => setCount(trx, y12, 3000, t.clock.now()));
    const short = await setStatus(placed.reference, 'Confirmed');
    expect(short.statusCode).toBe(409);
    expect(short.json()).toEqual({
      code: 'NOT_ENOUGH_STOCK',
      message:
        'Not enough Y12 deformed bar 12 m (Y12) in stock to confirm: 3 left, this order needs 5.',
      values: { why: 'confirm', name: 'Y12 deformed bar 12 m (Y12)', left: '3', needs: '5' },
    });
    expectWrittenByCode(short.json());
    expect(await onHand(y12)).toBe(3000);
    await t.db.transaction().execute((trx) => setCount(trx, y12, left, t.clock.now()));
  });
  it('warns of low stock only for the variants the confirmed order took', async () => {
    const bars = await insertProduct(t.db, { sku: 'BAR-LOW', name: 'Round bar', price: 500 });
    const sizes = ['R8', 'R10'].map((size) => ({
      options: { Size: size },
      sku: `BAR-${size}`,
      price: 500,
      reorderLevel: '10',
      stockUnit: 'bar',
      sellUnits: [
        { unit: 'bar', price: 500, perUnit: '1', decimals: 0, min: '1', step: '1', default: true },
      ],
    }));
    const set = await asAdmin('PUT', `/api/products/${bars}/variants`, {
      options: [{ name: 'Size', values: ['R8', 'R10'] }],
      variants: sizes,
    });
    expect(set.statusCode, set.body).toBe(200);
    const [r8, r10] = (set.json() as { variants: { _id: string }[] }).variants.map((v) => v._id);
    await receive(r8!, '12'); // two above its reorder level of 10
    await receive(r10!, '3'); // already low, and not on the order
    const placed = PlacedOrder.parse(
      jsonOf(await order([{ productId: bars, variantId: r8, quantity: '5' }]), 201),
    );
    expect((await setStatus(placed.reference, 'Confirmed')).statusCode).toBe(200);

    const warning = async () =>
      (await outboxMails(t)).find((m) => m.includes(`Low stock after order ${placed.reference}`));
    await expect.poll(warning).toBeDefined();
    const mail = (await warning())!;
    expect(mail).toContain('Round bar — R8');
    expect(mail).not.toContain('Round bar — R10');
  });
});
