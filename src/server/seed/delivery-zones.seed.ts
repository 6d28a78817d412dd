import type { FastifyInstance } from 'fastify';
import { createDeliveryZone } from '../modules/orders/delivery-zone.service.js';

// Demo delivery zones around Athi River, so the demo shop can take delivery orders at once.
// Seeded only together with the demo catalogue (an empty shop), never after an owner has
// emptied the zones on purpose.

export const DEMO_ZONES = [
  { name: 'Athi River & Machakos', counties: ['Machakos'], fee: 300 },
  { name: 'Nairobi Metro', counties: ['Nairobi', 'Kajiado', 'Kiambu'], fee: 800 },
  { name: 'Lower Eastern', counties: ['Makueni', 'Kitui'], fee: 1500 },
] as const;

export async function seedDemoDeliveryZones(app: FastifyInstance): Promise<void> {
  if (!app.config.seedDemo) return;
  const [product, zone] = await Promise.all([
    app.db.selectFrom('products').select('id').limit(1).executeTakeFirst(),
    app.db.selectFrom('delivery_zones').select('id').limit(1).executeTakeFirst(),
  ]);
  if (product || zone) return;
  for (const z of DEMO_ZONES) {
    await createDeliveryZone(app.db, { ...z, counties: [...z.counties] }, app.clock.now());
  }
}
