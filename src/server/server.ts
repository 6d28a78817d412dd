import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.js';
import { openServer } from './startup.js';

// Starts the shop: settings, database (migrated), start-up tasks, then the HTTP server.
async function main() {
  const config = loadConfig();
  const app = await openServer(config);
  await app.listen({ port: config.port, host: config.host });
  app.lowStockDigest.start();
  app.jobs.start();
  void app.payments.registerPaybillUrls();

  closeWithGrace({ delay: 10000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err instanceof Error ? `Failed to start: ${err.message}` : err);
  }
  process.exit(1);
});
