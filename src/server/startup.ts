import type { FastifyInstance } from 'fastify';
import { seedDemoBlogs } from './seed/blogs.seed.js';
import { seedDemoCatalogue } from './seed/catalogue.seed.js';
import { seedDemoDeliveryZones } from './seed/delivery-zones.seed.js';
import { bootstrapAdmin } from './modules/auth/admin-accounts.js';

// Tasks that run once after migrations and before the server listens: admin bootstrap and the
// demo catalogue. Each module adds its own task here.
export async function runStartupTasks(app: FastifyInstance): Promise<void> {
  await bootstrapAdmin(app);
  // Before the catalogue: it seeds zones only into a shop that has no products yet.
  await seedDemoDeliveryZones(app);
  await seedDemoCatalogue(app);
  await seedDemoBlogs(app);
}
