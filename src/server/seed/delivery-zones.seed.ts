import type { FastifyInstance } from 'fastify';
import { createDeliveryZone, listDeliveryZones } from '../modules/orders/delivery-zone.service.js';
import { countProducts } from '../modules/products/product.repository.js';

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
  const [products, zones] = await Promise.all([countProducts(app.db), listDeliveryZones(app.db)]);
  if (products > 0 || zones.length > 0) return;
  for (const z of DEMO_ZONES) {
    await createDeliveryZone(app.db, { ...z, counties: [...z.counties] }, app.clock.now());
  }
}
