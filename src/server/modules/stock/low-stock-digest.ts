import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { escapeHtml } from '../../lib/html.js';
import type { Mail } from '../../plugins/mail-delivery.js';
import type { Mailer } from '../../plugins/mail.js';
import { claimDay, isDue, releaseDay, shopTime } from './daily-job.js';
import { lowStock, type LowStockItem } from './stock.service.js';

// The morning mail to the shop: every variant whose stock is at or below its reorder level, named
// with its product and title and counted in its stock unit ('Deformed Steel Bar — Y16 / 12 m:
// 3 bars left'). No low stock, no mail. The check runs every minute in each server; the day's
// claim in the database makes it one mail per day however many servers run.

export const LOW_STOCK_JOB = 'low-stock-digest';
const CHECK_EVERY_MS = 60_000;

export function lowStockMail(
  items: LowStockItem[],
  shop: { name: string; email: string },
  adminUrl: string,
): Mail {
  const n = items.length;
  const subject = `Low stock: ${n} ${n === 1 ? 'product is' : 'products are'} at or below the reorder level`;
  const lines = items.map(
    (i) => `- ${i.name}: ${i.stockText} left (SKU ${i.sku}, reorder level ${i.reorderText})`,
  );
  const text = [
    `Good morning. These products of ${shop.name} are at or below their reorder level:`,
    '',
    ...lines,
    '',
    `Update stock in the admin area: ${adminUrl}`,
  ].join('\n');
  const rows = items
    .map(
      (i) =>
        `<tr><td>${escapeHtml(i.name)}</td><td>${escapeHtml(i.sku)}</td><td>${escapeHtml(i.stockText)}</td><td>${escapeHtml(i.reorderText)}</td></tr>`,
    )
    .join('');
  const html =
    `<p>Good morning. These products of ${escapeHtml(shop.name)} are at or below their reorder level:</p>` +
    `<table cellpadding="6" border="1" style="border-collapse:collapse"><tr><th>Product</th><th>SKU</th><th>In stock</th><th>Reorder level</th></tr>${rows}</table>` +
    `<p><a href="${escapeHtml(adminUrl)}">Update stock in the admin area</a></p>`;
  return { to: shop.email, subject, text, html };
}

/** What the digest needs (docs/decisions/109-server-layers.md: a deps object, not the app). */
export interface LowStockDigestDeps {
  db: Kysely<Database>;
  clock: Clock;
  mailer: Pick<Mailer, 'send'>;
  log: Pick<FastifyBaseLogger, 'info'>;
  config: Pick<Config, 'lowStockDigestAt' | 'shop' | 'publicUrl'>;
}

/** Sends today's digest if its time has come and no server has sent it; says what happened. */
export async function checkLowStockDigest(
  deps: LowStockDigestDeps,
): Promise<'not-due' | 'already-sent' | 'nothing-low' | 'sent'> {
  const now = deps.clock.now();
  if (!isDue(now, deps.config.lowStockDigestAt)) return 'not-due';
  const { day } = shopTime(now);
  const claim = await claimDay(deps.db, LOW_STOCK_JOB, day, now);
  if (!claim) return 'already-sent';
  try {
    const items = await lowStock(deps.db);
    if (items.length === 0) return 'nothing-low';
    // Through the send queue, which tries again a few times; a mail that still fails gives the
    // day back, so the next minute's check sends it.
    await deps.mailer.send(
      lowStockMail(items, deps.config.shop, `${deps.config.publicUrl}/admin/products`),
    );
    deps.log.info({ variants: items.length, day }, 'low-stock digest sent');
    return 'sent';
  } catch (err) {
    await releaseDay(deps.db, LOW_STOCK_JOB, day, claim.previous, deps.clock.now());
    throw err;
  }
}

export interface LowStockDigest {
  /** Sends today's digest if its time has come and no server has sent it; says what happened. */
  check(): Promise<'not-due' | 'already-sent' | 'nothing-low' | 'sent'>;
  /** Starts the minute-by-minute check (the server process does; tests call check()). */
  start(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lowStockDigest: LowStockDigest;
  }
}

export const lowStockDigestPlugin = fp(
  async (app: FastifyInstance) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;

    const check = () =>
      checkLowStockDigest({
        db: app.db,
        clock: app.clock,
        mailer: app.mailer,
        log: app.log,
        config: app.config,
      });

    app.decorate('lowStockDigest', {
      check,
      start() {
        if (timer) return;
        timer = setInterval(() => {
          if (running) return;
          running = check()
            .catch((err: unknown) => app.log.error({ err }, 'low-stock digest failed'))
            .finally(() => (running = undefined));
        }, CHECK_EVERY_MS);
        timer.unref();
      },
    });

    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    });
  },
  { name: 'low-stock-digest', dependencies: ['mail'] },
);
