import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../test/builders.js';
import { createTestApp, dialectUnderTest, type TestApp } from '../test/harness.js';
import { seedDemoDeliveryZones } from './delivery-zones.seed.js';

describe(`demo delivery zones (${dialectUnderTest})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  });
  afterAll(async () => t.close());

  const zones = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/delivery-zones' })).json() as {
      name: string;
      counties: string[];
    }[];

  it('fill an empty demo shop once, and never come back once the shop has products', async () => {
    await seedDemoDeliveryZones(t.app);
    await seedDemoDeliveryZones(t.app);
    const seeded = await zones();
    expect(seeded.map((z) => z.name)).toEqual([
      'Athi River & Machakos',
      'Nairobi Metro',
      'Lower Eastern',
    ]);

    await t.db.deleteFrom('delivery_zones').execute();
    await insertProduct(t.db, { sku: 'S1', name: 'Cement', stock: 1 }, t.clock.now());
    await seedDemoDeliveryZones(t.app);
    expect(await zones()).toEqual([]);
  });

  it('do nothing when demo data is off', async () => {
    const off = await createTestApp();
    try {
      await seedDemoDeliveryZones(off.app);
      expect((await off.app.inject({ method: 'GET', url: '/api/delivery-zones' })).json()).toEqual(
        [],
      );
    } finally {
      await off.close();
    }
  });
});
