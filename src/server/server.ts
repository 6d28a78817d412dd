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

  // SIGTERM (docs/decisions/120-health-shutdown-metrics.md): /readyz answers 503 first, so the
  // balancer stops sending; after SHUTDOWN_DELAY_MS the server stops taking requests, finishes
  // those in flight, and the job loop stops claiming while running jobs finish. Past
  // SHUTDOWN_GRACE_MS, close-with-grace exits with 1.
  closeWithGrace({ delay: config.shutdown.graceMs }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal, delayMs: config.shutdown.delayMs }, 'shutting down');
    app.health.beginShutdown();
    if (!err) await new Promise((resolve) => setTimeout(resolve, config.shutdown.delayMs));
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
