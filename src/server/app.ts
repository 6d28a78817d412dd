import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import { pino } from 'pino';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { loadAppSecret } from './lib/app-secret.js';
import { batchedLines } from './lib/batched-log.js';
import { systemClock, type Clock } from './lib/clock.js';
import { lazyChildLogger } from './lib/request-logger.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { findSessionUser } from './modules/auth/auth.service.js';
import { blogRoutes } from './modules/blogs/blog.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { createEventBus } from './lib/events.js';
import { registerJobHandlers } from './jobs.js';
import { hearPaidOrders } from './processes/sign-receipt.js';
import { catalogueSyncPlugin } from './modules/products/catalogue-sync.js';
import { productRoutes } from './modules/products/product.routes.js';
import { productCsvRoutes } from './modules/products/product-csv.routes.js';
import { variantRoutes } from './modules/products/variant.routes.js';
import { stockRoutes } from './modules/stock/stock.routes.js';
import { reviewRoutes } from './modules/reviews/review.routes.js';
import { serviceRoutes } from './modules/services/service.routes.js';
import { jobRoutes } from './modules/jobs/job.routes.js';
import { staffRoutes } from './modules/staff/staff.routes.js';
import { counterSaleRoutes } from './processes/counter-sale.js';
import { returnGoodsRoutes } from './processes/return-goods.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import { orderRoutes } from './modules/orders/order.routes.js';
import { placeOrderRoutes } from './processes/place-order.js';
import { cartRoutes } from './modules/orders/cart.routes.js';
import { paymentsPlugin } from './modules/payments/payment.plugin.js';
import { paymentRoutes } from './modules/payments/payment.routes.js';
import { etimsPlugin } from './modules/etims/etims.plugin.js';
import { etimsRoutes } from './modules/etims/etims.routes.js';
import { quoteRoutes } from './modules/quotes/quote.routes.js';
import { acceptQuoteRoutes } from './processes/accept-quote.js';
import { reportRoutes } from './modules/reports/report.routes.js';
import { myOrderRoutes } from './modules/accounts/my-orders.routes.js';
import { tradeRoutes } from './modules/accounts/trade.routes.js';
import { savedSiteRoutes } from './modules/accounts/saved-sites.routes.js';
import { savedListRoutes } from './modules/accounts/saved-lists.routes.js';
import { placeAccountOrderRoutes } from './processes/place-account-order.js';
import { siteInfo } from './modules/site/site-info.js';
import { lowStockDigestPlugin } from './modules/stock/low-stock-digest.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { authPlugin } from './plugins/auth.js';
import { mailPlugin, type MailOptions } from './plugins/mail.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { healthPlugin } from './plugins/health.js';
import { jobsPlugin, type JobOptions } from './plugins/jobs.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import {
  clientErrorHandler,
  DEFAULT_TIMEOUTS,
  frameworkErrors,
  requestGuardsPlugin,
  type ServerTimeouts,
} from './plugins/request-guards.js';
import { metricsPlugin } from './plugins/metrics.js';
import { requestLogPlugin } from './plugins/request-log.js';
import { securityPlugin } from './plugins/security.js';
import { spaPlugin } from './modules/pages/spa.js';
import { uploadsPlugin } from './plugins/uploads.js';
import './types.js';

export interface AppDeps {
  config: Config;
  /** The app owns the connection from here on and destroys it on close. */
  db: Kysely<Database>;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Where the built SPA lives; defaults to dist/web beside the build. */
  webRoot?: string;
  /** Tests shorten these to replay a stalled client. */
  timeouts?: ServerTimeouts;
  /** Tests replace the mail transport (SMTP or outbox) and shorten the retry waits. */
  mail?: MailOptions;
  /** Tests renew job leases more often. */
  jobs?: JobOptions;
}

// Built, this file is <dist>/node/server/app.js and the SPA is <dist>/web; from source (tsx,
// vitest) it is src/server/app.ts and the SPA is dist/web.
const here = path.dirname(fileURLToPath(import.meta.url));
const isBuilt = path.basename(path.dirname(here)) === 'node';
export const defaultWebRoot = isBuilt
  ? path.resolve(here, '../../web')
  : path.resolve(here, '../../dist/web');

/**
 * Log lines written behind the answers, not one write per request (that write was a fifth of the
 * CPU of a small answer; docs/decisions/089-per-request-toll.md): lines gather up to 4 KB, or a
 * quarter of a second, and go out in one asynchronous write; what is left is written
 * synchronously when the process exits. The lines gather in batchedLines, in front of pino's own
 * destination, which then writes each batch as it comes.
 */
function batchedStdout() {
  return batchedLines(pino.destination({ dest: 1, sync: false }));
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    // Secrets never reach the log (docs/decisions/074-no-secrets-in-logs.md).
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.confirmPassword',
        '*.code',
        '*.token',
      ],
      censor: '[redacted]',
    },
    // JSON lines for log collectors; readable lines when a person watches a terminal.
    ...(process.stdout.isTTY
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : { stream: batchedStdout() }),
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const timeouts = deps.timeouts ?? DEFAULT_TIMEOUTS;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    childLoggerFactory: lazyChildLogger,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
      requireHostHeader: false,
    },
    frameworkErrors,
    clientErrorHandler,
    // requestLogPlugin writes one cheaper line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('clock', deps.clock ?? systemClock);
  app.decorate('appSecret', loadAppSecret(config));
  app.decorate('events', createEventBus(app.log));
  app.addHook('onClose', async () => db.destroy());

  await app.register(errorHandlerPlugin);
  await app.register(requestGuardsPlugin);
  await app.register(requestLogPlugin);
  await app.register(metricsPlugin);
  // Shoppers are mostly on mobile data: text answers (the SPA's scripts, JSON) go compressed.
  // Brotli at a middle quality keeps the CPU cost per response small; WebP images are left as is.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin);
  await app.register(healthPlugin);
  await app.register(uploadsPlugin);
  await app.register(authPlugin, {
    findSessionUser: (token, now) => findSessionUser(app.db, token, now),
  });
  await app.register(jobsPlugin, deps.jobs ?? {});
  await app.register(mailPlugin, deps.mail ?? {});
  await app.register(lowStockDigestPlugin);
  await app.register(paymentsPlugin);
  await app.register(etimsPlugin);
  registerJobHandlers(app);
  hearPaidOrders(app);

  await app.register(siteRoutes);
  await app.register(authRoutes);
  await app.register(reviewRoutes);
  await app.register(blogRoutes);
  await app.register(mediaRoutes);
  await app.register(catalogueSyncPlugin);
  await app.register(productRoutes);
  await app.register(productCsvRoutes);
  await app.register(variantRoutes);
  await app.register(stockRoutes);
  await app.register(serviceRoutes);
  await app.register(contactRoutes);
  await app.register(dashboardRoutes);
  await app.register(seoRoutes, { webRoot: deps.webRoot ?? defaultWebRoot });
  await app.register(orderRoutes);
  await app.register(placeOrderRoutes);
  await app.register(cartRoutes);
  await app.register(paymentRoutes);
  await app.register(etimsRoutes);
  await app.register(quoteRoutes);
  await app.register(acceptQuoteRoutes);
  await app.register(reportRoutes);
  await app.register(jobRoutes);
  await app.register(staffRoutes);
  await app.register(myOrderRoutes);
  await app.register(tradeRoutes);
  await app.register(savedSiteRoutes);
  await app.register(savedListRoutes);
  await app.register(placeAccountOrderRoutes);
  await app.register(counterSaleRoutes);
  await app.register(returnGoodsRoutes);

  await app.register(spaPlugin, { root: deps.webRoot ?? defaultWebRoot, site: siteInfo(config) });
  return app;
}
