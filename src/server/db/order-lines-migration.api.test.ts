import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrder, type PlacedOrder } from '#shared/order.schema.js';
import { insertProduct } from '../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../test/harness.js';
import { folderMigrator } from './migrate.js';

// The order-lines migration (2026-11-27T1600, docs/decisions/128-order-lines.md) on orders placed
// before it: each line was `qty` whole units of its product's one unit, and must read so after
// the upgrade, in the unit it was sold in; a line a previous-release server writes during a
// rolling upgrade (quantity columns left at their default 0) reads the same way.

const BEFORE_ORDER_LINES = '2026-11-27T1400-dead-jobs';

describe(`orders placed before order lines had units (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: { authorization: string };
  let reference: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithSession(t, 'admin', { username: 'Wanjiru' })).auth;
    const cement = await insertProduct(t.db, {
      sku: 'CEM-50',
      name: 'Cement 50kg',
      unit: 'bag',
      price: 780,
      stock: 10,
    });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customerName: 'Mwangi Builders',
        phone: '0722 000 222',
        items: [{ productId: cement, qty: 3 }],
        delivery: { method: 'pickup' },
      },
    });
    reference = jsonOf<PlacedOrder>(placed, 201).reference;
  });
  afterAll(async () => t.close());

  const adminLine = async () => {
    const res = await t.app.inject({ url: `/api/admin/orders/${reference}`, headers: admin });
    return AdminOrder.parse(jsonOf(res, 200)).items[0]!;
  };

  it('fills each old line with its quantity and its product unit on the way up', async () => {
    const migrator = folderMigrator(t.db);
    const down = await migrator.migrateTo(BEFORE_ORDER_LINES);
    expect(down.error).toBeUndefined();
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();

    const rows = await sql<{
      qty: number;
      quantity: number | string;
      requested: number | string;
      stock_quantity: number | string;
      unit: string;
      stock_unit: string;
    }>`select qty, quantity, requested, stock_quantity, unit, stock_unit from order_items`.execute(
      t.db,
    );
    expect(
      rows.rows.map((r) => ({
        ...r,
        quantity: Number(r.quantity),
        requested: Number(r.requested),
        stock_quantity: Number(r.stock_quantity),
      })),
    ).toEqual([
      {
        qty: 3,
        quantity: 3000,
        requested: 3000,
        stock_quantity: 3000,
        unit: 'bag',
        stock_unit: 'bag',
      },
    ]);

    expect(await adminLine()).toMatchObject({
      qty: 3,
      quantity: '3',
      requested: '3',
      adjustment: null,
      stockQuantity: '3',
      unit: 'bag',
      unitPrice: 780,
      lineTotal: 2340,
    });
  });

  it("reads a previous release's line, quantities left at 0, as qty whole units", async () => {
    await sql`update order_items set quantity = 0, requested = 0, stock_quantity = 0`.execute(t.db);
    expect(await adminLine()).toMatchObject({
      qty: 3,
      quantity: '3',
      stockQuantity: '3',
      lineTotal: 2340,
    });
  });
});
