import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProductInput } from '#shared/product.schema.js';
import { ProductVariantsInput } from '#shared/variant.schema.js';
import { buildApp } from '../../app.js';
import { connect } from '../../db/connect.js';
import { newId } from '../../lib/ids.js';
import { outboxTransport } from '../../plugins/mail-delivery.js';
import { createTestApp, dialectUnderTest, type TestApp } from '../../test/harness.js';
import { insertProductRow } from '../products/product.repository.js';
import { replaceVariants } from '../products/variant.service.js';
import { shopTime } from './daily-job.js';
import { setCount } from './stock-ledger.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe(`low-stock digest (${dialectUnderTest})`, () => {
  let t: TestApp;
  let second: FastifyInstance;

  const outbox = () => {
    const dir = path.join(t.dataDir, 'outbox');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .sort()
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
  };

  /** While true, the mail server is away: every try of every mail fails. */
  let mailServerDown = false;

  beforeAll(async () => {
    t = await createTestApp({
      env: { SHOP_EMAIL: 'stores@shop.test' },
      mail: {
        retryDelaysMs: [10, 10],
        transport: {
          deliver(mail) {
            if (mailServerDown) return Promise.reject(new Error('SMTP down'));
            return outboxTransport(t.config.mail.outboxDir, t.config.mail.from).deliver(mail);
          },
        },
      },
    });
    const products = [
      { sku: 'CEM-50', name: 'Saruji 50kg', stock: '3', reorderLevel: '10' },
      { sku: 'NAIL-3', name: 'Misumari 3"', stock: '5', reorderLevel: '5' },
      { sku: 'MAB-30', name: 'Mabati <gauge 30>', stock: '50', reorderLevel: '10' },
      { sku: 'TAPE', name: 'Tape, no level set', stock: '0', reorderLevel: '' },
    ];
    for (const p of products) {
      const input = ProductInput.parse({ ...p, category: 'Tools', unit: 'piece', price: '100' });
      await insertProductRow(t.db, newId(), input, t.clock.now());
    }
    // Bars by size: Y16 is down to 3 bars of a reorder level of 20, Y12 has plenty.
    const barsId = newId();
    await insertProductRow(
      t.db,
      barsId,
      ProductInput.parse({
        sku: 'Y12-12',
        name: 'Deformed bar',
        category: 'Steel',
        unit: 'bar',
        price: '1150',
      }),
      t.clock.now(),
    );
    const bar = (size: string, sku: string) => ({
      options: { Size: size, Length: '12 m' },
      sku,
      price: 1150,
      reorderLevel: '20',
      stockUnit: 'bar',
      sellUnits: [{ unit: 'bar', price: 1150, perUnit: '1', decimals: 0, min: '1', step: '1' }],
    });
    const saved = await replaceVariants(
      t.db,
      barsId,
      ProductVariantsInput.parse({
        options: [
          { name: 'Size', values: ['Y12', 'Y16'] },
          { name: 'Length', values: ['12 m'] },
        ],
        variants: [bar('Y12', 'Y12-12'), bar('Y16', 'Y16-12')],
      }),
      t.clock.now(),
    );
    await t.db.transaction().execute(async (trx) => {
      await setCount(trx, saved.variants[0]!._id, 100_000, t.clock.now());
      await setCount(trx, saved.variants[1]!._id, 3000, t.clock.now());
    });
    // A second app server on the same database, on the same clock.
    second = await buildApp({
      config: t.config,
      db: connect(
        t.config.database.kind === 'sqlite'
          ? { kind: 'sqlite', file: path.join(t.dataDir, 'test.sqlite') }
          : t.config.database,
      ),
      clock: t.clock,
      logger: false,
      webRoot: path.join(t.dataDir, 'no-web-build'),
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('reads the shop day and time in Nairobi', () => {
    expect(shopTime(new Date('2026-01-05T21:30:00Z'))).toEqual({
      day: '2026-01-06',
      minuteOfDay: 30,
    });
  });

  it('waits for 07:00 Nairobi time, then mails the variants at or below their reorder level once', async () => {
    // The manual clock starts at 11:00 in Nairobi; move to 06:59 the next morning.
    t.clock.advance(19 * HOUR + 59 * MINUTE);
    expect(shopTime(t.clock.now())).toEqual({ day: '2026-01-06', minuteOfDay: 6 * 60 + 59 });
    expect(await t.app.lowStockDigest.check()).toBe('not-due');
    expect(outbox()).toHaveLength(0);

    t.clock.advance(MINUTE);
    expect(await t.app.lowStockDigest.check()).toBe('sent');
    const mails = outbox();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toContain('To: stores@shop.test');
    expect(mail).toContain('Subject: Low stock: 3 products are at or below the reorder level');
    expect(mail).toContain('- Saruji 50kg: 3 pieces left (SKU CEM-50, reorder level 10 pieces)');
    expect(mail).toContain('- Misumari 3": 5 pieces left (SKU NAIL-3, reorder level 5 pieces)');
    // A variant is named with its product and title, in its stock unit.
    expect(mail).toContain(
      '- Deformed bar — Y16 / 12 m: 3 bars left (SKU Y16-12, reorder level 20 bars)',
    );
    expect(mail).not.toContain('Y12 / 12 m');
    expect(mail).not.toContain('Mabati');
    expect(mail).not.toContain('Tape');
    expect(mail).toContain(`${t.config.publicUrl}/admin/products`);

    t.clock.advance(3 * HOUR);
    expect(await t.app.lowStockDigest.check()).toBe('already-sent');
    expect(await second.lowStockDigest.check()).toBe('already-sent');
    expect(outbox()).toHaveLength(1);
  });

  it('sends one mail a day even when two servers check at the same moment', async () => {
    t.clock.advance(21 * HOUR); // 07:00 the day after
    const results = await Promise.all([
      t.app.lowStockDigest.check(),
      second.lowStockDigest.check(),
      t.app.lowStockDigest.check(),
    ]);
    expect(results.filter((r) => r === 'sent')).toHaveLength(1);
    expect(results.filter((r) => r === 'already-sent')).toHaveLength(2);
    expect(outbox()).toHaveLength(2);
  });

  it('tries again on the next check when the send queue could not send the mail', async () => {
    t.clock.advance(24 * HOUR);
    mailServerDown = true;
    try {
      await expect(t.app.lowStockDigest.check()).rejects.toThrow('SMTP down');
    } finally {
      mailServerDown = false;
    }
    expect(t.errorLogs.splice(0).map((l) => JSON.parse(l) as object)).toEqual([
      expect.objectContaining({ msg: 'mail could not be sent', to: 'stores@shop.test', tries: 3 }),
    ]);
    expect(outbox()).toHaveLength(2);
    t.clock.advance(MINUTE);
    expect(await t.app.lowStockDigest.check()).toBe('sent');
    expect(outbox()).toHaveLength(3);
  });

  it('sends nothing on a day when no product is low', async () => {
    // A shelf count of 100 on every variant, through the ledger.
    const variants = await t.db.selectFrom('variants').select('id').execute();
    await t.db.transaction().execute(async (trx) => {
      for (const v of variants) await setCount(trx, v.id, 100_000, t.clock.now());
    });
    t.clock.advance(24 * HOUR);
    expect(await t.app.lowStockDigest.check()).toBe('nothing-low');
    expect(await second.lowStockDigest.check()).toBe('already-sent');
    expect(outbox()).toHaveLength(3);
  });

  it('follows LOW_STOCK_DIGEST_AT', async () => {
    const late = await createTestApp({ env: { LOW_STOCK_DIGEST_AT: '18:30' } });
    try {
      const input = ProductInput.parse({
        sku: 'X',
        name: 'Low item',
        category: 'Tools',
        unit: 'piece',
        price: '1',
        stock: '0',
        reorderLevel: '1',
      });
      await insertProductRow(late.db, newId(), input, late.clock.now());
      // 11:00 in Nairobi: the default hour has passed, the set one has not.
      expect(await late.app.lowStockDigest.check()).toBe('not-due');
      late.clock.advance(7 * HOUR + 30 * MINUTE);
      expect(await late.app.lowStockDigest.check()).toBe('sent');
    } finally {
      await late.close();
    }
  });

  it('checks every minute once started, and stops when the app closes', async () => {
    const app = await createTestApp();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      app.app.lowStockDigest.start();
      expect(vi.getTimerCount()).toBe(1);
      await app.close();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
