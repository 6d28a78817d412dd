import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from './app.js';
import type { Config } from './config.js';
import { connect } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { withStartLock } from './db/start-lock.js';
import { seedDemoBlogs } from './seed/blogs.seed.js';
import { seedDemoCatalogue } from './seed/catalogue.seed.js';
import { seedDemoDeliveryZones } from './seed/delivery-zones.seed.js';
import { bootstrapAdmin } from './modules/auth/admin-accounts.js';

// Tasks that run once after migrations and before the server listens: admin bootstrap and the
// demo catalogue. Each module adds its own task here.
async function runStartupTasks(app: FastifyInstance): Promise<void> {
  await bootstrapAdmin(app);
  // Before the catalogue: it seeds zones only into a shop that has no products yet.
  await seedDemoDeliveryZones(app);
  await seedDemoCatalogue(app);
  await seedDemoBlogs(app);
}

/**
 * Opens the database and builds the app: migrations, then the app, then the start-up tasks, one
 * server of this database at a time (the start lock), so any number of servers can start
 * together on an empty database (issue 40 item 7). Nothing touches the database before its
 * migrations; the caller listens and starts the job loop after this.
 */
export async function openServer(
  config: Config,
  deps: Omit<AppDeps, 'config' | 'db'> = {},
): Promise<FastifyInstance> {
  const db = connect(config.database);
  let app: FastifyInstance | undefined;
  try {
    return await withStartLock(config.database, async () => {
      await migrateToLatest(db);
      app = await buildApp({ ...deps, config, db });
      await runStartupTasks(app);
      return app;
    });
  } catch (err) {
    // The app owns the connection once built, and destroys it on close.
    await (app ? app.close() : db.destroy());
    throw err;
  }
}
