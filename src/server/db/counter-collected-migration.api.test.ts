import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CounterSale } from '#shared/counter.schema.js';
import { insertProduct } from '../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../test/harness.js';
import { folderMigrator } from './migrate.js';

// The 'Collected' migration (2026-11-28T0600, docs/decisions/173-collected-status.md): counter
// sales saved as 'Delivered' before the status existed read 'Collected' after the upgrade, in the
// order and its history; a web order that was Delivered stays Delivered.

const BEFORE_COLLECTED = '2026-11-28T0510-variant-picture';

describe(`counter sales saved as Delivered (${dialectUnderTest})`, () => {
  let t: TestApp;
  let counter = '';
  let web = '';

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createUserWithSession(t, 'admin');
    const cement = await insertProduct(t.db, { sku: 'CEM', name: 'Cement', price: 780 });
    const sale = await t.app.inject({
      method: 'POST',
      url: '/api/admin/counter/sales',
      headers: owner.auth,
      payload: { items: [{ productId: cement, qty: 1 }], payment: { kind: 'cash', given: 780 } },
    });
    counter = CounterSale.parse(jsonOf(sale, 201)).reference;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customerName: 'Jane',
        phone: '0712345678',
        items: [{ productId: cement, qty: 1 }],
        delivery: { method: 'pickup' },
      },
    });
    web = jsonOf<{ reference: string }>(placed, 201).reference;
    for (const status of ['Confirmed', 'Paid', 'Dispatched', 'Delivered'])
      jsonOf(
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${web}/status`,
          headers: owner.auth,
          payload: { status },
        }),
        200,
      );
  });
  afterAll(async () => t.close());

  const statusOf = async (reference: string) => {
    const order = await t.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    const history = await t.db
      .selectFrom('order_status_history')
      .select('status')
      .where('order_id', '=', order.id)
      .execute();
    return { status: order.status, last: history.map((h) => h.status).sort() };
  };

  it('renames the counter sale to Collected on the way up and back on the way down', async () => {
    const migrator = folderMigrator(t.db);
    const down = await migrator.migrateTo(BEFORE_COLLECTED);
    expect(down.error).toBeUndefined();
    expect(await statusOf(counter)).toEqual({
      status: 'Delivered',
      last: ['Confirmed', 'Delivered', 'New', 'Paid'],
    });
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await statusOf(counter)).toEqual({
      status: 'Collected',
      last: ['Collected', 'Confirmed', 'New', 'Paid'],
    });
    expect((await statusOf(web)).status).toBe('Delivered');
    expect((await statusOf(web)).last).toContain('Delivered');
  });
});
