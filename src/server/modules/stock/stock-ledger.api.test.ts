import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWrittenByCode } from '../../test/refusals.js';
import { insertProduct } from '../../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../../test/harness.js';

describe(`the stock ledger (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: { authorization: string };
  let user: { authorization: string };
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithSession(t, 'admin')).auth;
    user = (await createUserWithSession(t, 'user')).auth;
  });
  afterAll(async () => t.close());

  const firstVariant = async (productId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json().variants[0]
      ._id as string;
  const stock = (variantId: string, body: object, headers: Record<string, string> = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/variants/${variantId}/stock`,
      payload: body,
      headers,
    });
  const movements = async (variantId: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/variants/${variantId}/movements`,
        headers: admin,
      })
    ).json() as {
      onHand: string | null;
      movements: {
        kind: string;
        quantity: string;
        balance: string;
        reason: string | null;
        by: string | null;
      }[];
    };

  it('receives, counts and adjusts, each a movement with the balance after it', async () => {
    const product = await insertProduct(t.db, { sku: 'WIRE-KG', unit: 'kg', stock: 20 });
    const variant = await firstVariant(product);

    const received = await stock(variant, { kind: 'receipt', quantity: '12.5', unitCost: 310 });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({
      onHand: '32.5',
      unit: 'kg',
      movement: { kind: 'receipt', quantity: '12.5', balance: '32.5', unitCost: 310 },
    });

    const counted = await stock(variant, { kind: 'count', counted: '31' });
    expect(counted.json()).toMatchObject({
      onHand: '31',
      movement: { kind: 'count', quantity: '-1.5', balance: '31' },
    });

    const adjusted = await stock(variant, {
      kind: 'adjustment',
      quantity: '-0.25',
      reason: 'Rusted coil',
    });
    expect(adjusted.json()).toMatchObject({
      onHand: '30.75',
      movement: { kind: 'adjustment', quantity: '-0.25', reason: 'Rusted coil' },
    });

    const history = await movements(variant);
    expect(history.movements.map((m) => [m.kind, m.quantity, m.balance])).toEqual([
      ['adjustment', '-0.25', '30.75'],
      ['count', '-1.5', '31'],
      ['receipt', '12.5', '32.5'],
      ['count', '20', '20'],
    ]);
    expect(history.movements[0]!.by).toBeTruthy();
    // The product's own stock is its first variant's, in whole units.
    const product2 = (
      await t.app.inject({ method: 'GET', url: `/api/products/${product}` })
    ).json();
    expect(product2.stock).toBe(30);
  });

  it('refuses an adjustment without a reason (400) or below zero (409), and stores nothing', async () => {
    const variant = await firstVariant(
      await insertProduct(t.db, { sku: 'BAG-1', unit: 'bag', stock: 3 }),
    );
    const noReason = await stock(variant, { kind: 'adjustment', quantity: '-1' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('A reason is required'),
    });
    const tooMuch = await stock(variant, { kind: 'adjustment', quantity: '-4', reason: 'Broken' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('NOT_ENOUGH_STOCK');
    expect(tooMuch.json().values).toMatchObject({ why: 'adjust' });
    expectWrittenByCode(tooMuch.json());
    for (const bad of [
      { kind: 'receipt', quantity: '0' },
      { kind: 'receipt', quantity: '1.2345' },
      { kind: 'receipt', quantity: 5 },
      { kind: 'steal', quantity: '1' },
    ]) {
      expect((await stock(variant, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await movements(variant)).movements).toHaveLength(1);
  });

  it('is for staff only, and 404 for an unknown variant', async () => {
    const variant = await firstVariant(await insertProduct(t.db, { sku: 'GUARDED', stock: 1 }));
    expect((await stock(variant, { kind: 'receipt', quantity: '1' }, user)).statusCode).toBe(403);
    expect((await stock(variant, { kind: 'receipt', quantity: '1' }, {})).statusCode).toBe(401);
    expect((await stock('nope', { kind: 'receipt', quantity: '1' })).statusCode).toBe(404);
  });

  it('keeps every variant balance equal to the sum of its movements, whatever happens', async () => {
    const products = [
      await insertProduct(t.db, { sku: 'P-CEM', unit: 'bag', stock: 30 }),
      await insertProduct(t.db, { sku: 'P-NAIL', unit: 'kg', stock: 8 }),
      await insertProduct(t.db, { sku: 'P-PIPE', unit: 'piece', stock: 2 }),
    ];
    const variants = await Promise.all(products.map(firstVariant));
    const orders: string[] = [];
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('order' as const),
        p: fc.nat(2),
        qty: fc.integer({ min: 1, max: 4 }),
      }),
      fc.record({ kind: fc.constant('confirm' as const), i: fc.nat(20) }),
      fc.record({ kind: fc.constant('cancel' as const), i: fc.nat(20) }),
      fc.record({
        kind: fc.constant('receipt' as const),
        p: fc.nat(2),
        q: fc.integer({ min: 1, max: 5000 }),
      }),
      fc.record({
        kind: fc.constant('count' as const),
        p: fc.nat(2),
        q: fc.integer({ min: 0, max: 40_000 }),
      }),
      fc.record({
        kind: fc.constant('adjust' as const),
        p: fc.nat(2),
        q: fc.integer({ min: -3000, max: 3000 }).filter((q) => q !== 0),
      }),
    );
    const decimal = (thousandths: number, whole: boolean) =>
      whole ? String(Math.max(1, Math.round(thousandths / 1000))) : (thousandths / 1000).toFixed(3);

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 15 }), async (ops) => {
        for (const o of ops) {
          if (o.kind === 'order') {
            const res = await t.app.inject({
              method: 'POST',
              url: '/api/orders',
              payload: {
                customerName: 'Wanjiru Kamau',
                phone: '0712345678',
                delivery: { method: 'pickup' },
                items: [{ productId: products[o.p], qty: o.qty }],
              },
              remoteAddress: `10.9.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
            });
            if (res.statusCode === 201) orders.push(res.json().reference);
          } else if (o.kind === 'confirm' || o.kind === 'cancel') {
            const reference = orders[o.i % Math.max(orders.length, 1)];
            if (reference)
              await t.app.inject({
                method: 'PATCH',
                url: `/api/admin/orders/${reference}/status`,
                payload: { status: o.kind === 'confirm' ? 'Confirmed' : 'Cancelled' },
                headers: admin,
              });
          } else {
            const whole = o.p !== 1;
            const body =
              o.kind === 'receipt'
                ? { kind: 'receipt', quantity: decimal(o.q, whole) }
                : o.kind === 'count'
                  ? {
                      kind: 'count',
                      counted: whole ? String(Math.round(o.q / 1000)) : (o.q / 1000).toFixed(3),
                    }
                  : {
                      kind: 'adjustment',
                      quantity: (o.q < 0 ? '-' : '') + decimal(Math.abs(o.q), whole),
                      reason: 'Property test',
                    };
            const res = await stock(variants[o.p]!, body);
            expect([200, 409]).toContain(res.statusCode);
          }
        }
        for (const variantId of variants) {
          const rows = await t.db
            .selectFrom('stock_movements')
            .select(['quantity'])
            .where('variant_id', '=', variantId)
            .execute();
          const sum = rows.reduce((s, r) => s + Number(r.quantity), 0);
          const row = await t.db
            .selectFrom('variants')
            .select(['on_hand', 'product_id'])
            .where('id', '=', variantId)
            .executeTakeFirstOrThrow();
          expect(Number(row.on_hand)).toBe(sum);
          expect(Number(row.on_hand)).toBeGreaterThanOrEqual(0);
          const product = await t.db
            .selectFrom('products')
            .select('stock')
            .where('id', '=', row.product_id)
            .executeTakeFirstOrThrow();
          expect(product.stock).toBe(Math.floor(sum / 1000));
        }
      }),
      { numRuns: 12 },
    );
  });
});
