import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml } from '../../lib/html.js';
import type { Mail } from '../../plugins/mail.js';
import { claimDay, isDue, releaseDay, shopTime } from './daily-job.js';
import { lowStock, type LowStockItem } from './stock.service.js';

// The morning mail to the shop: every product whose stock is at or below its reorder level. No
// low stock, no mail. The check runs every minute in each server; the day's claim in the database
// makes it one mail per day however many servers run.

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
    (i) => `- ${i.name} (SKU ${i.sku}): ${i.stock} in stock, reorder level ${i.reorderLevel}`,
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
        `<tr><td>${escapeHtml(i.name)}</td><td>${escapeHtml(i.sku)}</td><td>${i.stock}</td><td>${i.reorderLevel}</td></tr>`,
    )
    .join('');
  const html =
    `<p>Good morning. These products of ${escapeHtml(shop.name)} are at or below their reorder level:</p>` +
    `<table cellpadding="6" border="1" style="border-collapse:collapse"><tr><th>Product</th><th>SKU</th><th>In stock</th><th>Reorder level</th></tr>${rows}</table>` +
    `<p><a href="${escapeHtml(adminUrl)}">Update stock in the admin area</a></p>`;
  return { to: shop.email, subject, text, html };
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

    async function check() {
      const now = app.clock.now();
      if (!isDue(now, app.config.lowStockDigestAt)) return 'not-due' as const;
      const { day } = shopTime(now);
      const claim = await claimDay(app.db, LOW_STOCK_JOB, day, now);
      if (!claim) return 'already-sent' as const;
      try {
        const items = await lowStock(app.db);
        if (items.length === 0) return 'nothing-low' as const;
        // Through the send queue, which tries again a few times; a mail that still fails gives
        // the day back, so the next minute's check sends it.
        await app.mailer.send(
          lowStockMail(items, app.config.shop, `${app.config.publicUrl}/admin/products`),
        );
        app.log.info({ products: items.length, day }, 'low-stock digest sent');
        return 'sent' as const;
      } catch (err) {
        await releaseDay(app.db, LOW_STOCK_JOB, day, claim.previous, app.clock.now());
        throw err;
      }
    }

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
