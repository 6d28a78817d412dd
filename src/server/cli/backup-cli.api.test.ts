import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { connect } from '../db/connect.js';
import type { Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createTestApp, createUserWithSession, dialectUnderTest } from '../test/harness.js';
import { ManualClock } from '../lib/clock.js';
import { pngImage, sendForm } from '../modules/media/media.test-helpers.js';
import { CliError } from './admin-cli.js';
import { runBackupCli } from './backup-cli.js';

const root = path.resolve(import.meta.dirname, '../../..');

/** A shop on the embedded default: DATA_DIR/shop.sqlite, as `npm start` runs it. */
async function startShop(dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'error' });
  const db = connect(config.database);
  await migrateToLatest(db);
  const clock = new ManualClock();
  const app = await buildApp({
    config,
    db,
    clock,
    logger: false,
    webRoot: path.join(dataDir, 'no-web-build'),
  });
  await app.ready();
  return { app, db, clock, config };
}

/** Runs `npm run backup`'s entry in its own process, as cron would, while this one writes. */
function backupInAnotherProcess(dataDir: string, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        path.join(root, 'src/server/cli/backup.ts'),
        'backup',
        target,
      ],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false' },
      },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`backup exited ${code}: ${out}`)),
    );
  });
}

const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `shop-${name}-`));

async function rows(db: Kysely<Database>) {
  return {
    reviews: await db.selectFrom('reviews').selectAll().orderBy('id').execute(),
    products: await db.selectFrom('products').selectAll().orderBy('id').execute(),
    media: await db.selectFrom('media').selectAll().orderBy('id').execute(),
    variants: await db
      .selectFrom('media_variants')
      .selectAll()
      .orderBy('media_id')
      .orderBy('variant')
      .execute(),
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
  };
}

describe.skipIf(dialectUnderTest === 'postgres')('backup and restore (embedded SQLite)', () => {
  let live: Awaited<ReturnType<typeof startShop>>;
  let liveDir: string;
  let backupDir: string;
  let productId: string;
  let image: string;
  const opened: FastifyInstance[] = [];

  beforeAll(async () => {
    liveDir = tmp('live');
    backupDir = tmp('backups');
    live = await startShop(liveDir);
    const admin = await createUserWithSession(live, 'admin');
    const created = await sendForm(
      live.app,
      'POST',
      '/api/products',
      [
        { name: 'sku', value: 'CEM-50' },
        { name: 'name', value: 'Saruji 50kg' },
        { name: 'category', value: 'Cement' },
        { name: 'unit', value: 'bag' },
        { name: 'price', value: '850' },
        {
          name: 'images',
          file: { filename: 'bag.png', data: await pngImage(320, 240), contentType: 'image/png' },
        },
      ],
      admin.auth,
    );
    expect(created.statusCode).toBe(201);
    productId = created.json()._id;
    image = created.json().images[0];
  });
  afterAll(async () => {
    for (const app of opened) await app.close();
    await live.app.close();
    for (const dir of [liveDir, backupDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  let written = 0;
  const postReview = async () => {
    written += 1;
    const res = await live.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: { name: `Visitor ${written}`, message: `Review number ${written}`, rating: 4 },
      remoteAddress: `10.9.${Math.floor(written / 250)}.${written % 250}`,
    });
    expect(res.statusCode).toBe(201);
  };

  it('a backup taken while visitors write restores to a shop that opens with the same data', async () => {
    for (let i = 0; i < 20; i += 1) await postReview();
    const target = path.join(backupDir, 'during-writes.sqlite');
    let backupDone = false;
    const writesBefore = written;
    const backup = backupInAnotherProcess(liveDir, target).finally(() => (backupDone = true));
    // Visitors keep writing for the whole time the backup runs.
    while (!backupDone) await postReview();
    const output = await backup;
    const writesAfter = written;
    expect(writesAfter).toBeGreaterThan(writesBefore);
    expect(output).toContain(`Backup written: ${target}`);
    expect(output).toMatch(/It holds 1 products, 1 media, 0 blogs, \d+ reviews, 1 users\./);

    const restoreDir = tmp('restored');
    const printed: string[] = [];
    const restoredConfig = loadConfig({ DATA_DIR: restoreDir, SEED_DEMO: 'false' });
    await runBackupCli(['restore', target], {
      config: restoredConfig,
      now: () => new Date(),
      print: (l) => printed.push(l),
    });
    expect(printed.join('\n')).toContain('The database opens and holds 1 products, 1 media');

    const restored = await startShop(restoreDir);
    opened.push(restored.app);
    const [then, now] = [await rows(restored.db), await rows(live.db)];
    // The copy is one moment of the shop: every review it holds is exactly the live one, and it
    // holds every review written before the backup started.
    expect(then.reviews.length).toBeGreaterThanOrEqual(writesBefore);
    expect(then.reviews.length).toBeLessThanOrEqual(writesAfter);
    const liveById = new Map(now.reviews.map((r) => [r.id, r]));
    for (const r of then.reviews) expect(r).toEqual(liveById.get(r.id));
    expect(then.products).toEqual(now.products);
    expect(then.media).toEqual(now.media);
    expect(then.variants).toEqual(now.variants);
    expect(then.users).toEqual(now.users);

    // The restored shop serves the same catalogue and the same image bytes.
    const [a, b] = await Promise.all(
      [live.app, restored.app].map((app) =>
        app.inject({ method: 'GET', url: `/api/products/${productId}` }),
      ),
    );
    expect(b!.json()).toEqual(a!.json());
    const [imgA, imgB] = await Promise.all(
      [live.app, restored.app].map((app) => app.inject({ method: 'GET', url: image })),
    );
    expect(imgB!.statusCode).toBe(200);
    expect(imgB!.rawPayload.equals(imgA!.rawPayload)).toBe(true);
    // Starting the backup's own process (TypeScript from source) takes seconds on a busy machine.
  }, 60_000);

  it('a backup taken after the writes holds every row', async () => {
    const printed: string[] = [];
    await runBackupCli(['backup', `${backupDir}/`], {
      config: live.config,
      now: () => new Date('2026-11-23T04:00:00Z'),
      print: (l) => printed.push(l),
    });
    const file = path.join(backupDir, 'shop-20261123-040000.sqlite');
    expect(printed[0]).toContain(`Backup written: ${file}`);
    const restoreDir = tmp('restored2');
    await runBackupCli(['restore', file], {
      config: loadConfig({ DATA_DIR: restoreDir }),
      now: () => new Date(),
      print: () => {},
    });
    const restored = await startShop(restoreDir);
    opened.push(restored.app);
    expect(await rows(restored.db)).toEqual(await rows(live.db));
  });

  it('writes into DATA_DIR/backups by default and never over an existing file', async () => {
    const config: Config = live.config;
    const at = () => new Date('2026-11-23T05:06:07Z');
    await runBackupCli(['backup'], { config, now: at, print: () => {} });
    const file = path.join(liveDir, 'backups', 'shop-20261123-050607.sqlite');
    expect(fs.existsSync(file)).toBe(true);
    await expect(runBackupCli(['backup'], { config, now: at, print: () => {} })).rejects.toThrow(
      `${file} already exists; choose another name.`,
    );
  });

  it('refuses to restore into a data folder in use, or from a file that is not a shop', async () => {
    const file = path.join(liveDir, 'backups', 'shop-20261123-050607.sqlite');
    const run = (args: string[], dataDir: string) =>
      runBackupCli(args, {
        config: loadConfig({ DATA_DIR: dataDir }),
        now: () => new Date(),
        print: () => {},
      });
    await expect(run(['restore', file], liveDir)).rejects.toThrow(CliError);
    await expect(run(['restore', file], liveDir)).rejects.toThrow(
      `Refusing to restore: ${liveDir} is not empty.`,
    );
    const junk = path.join(backupDir, 'notes.txt');
    fs.writeFileSync(junk, 'not a database');
    await expect(run(['restore', junk], tmp('empty'))).rejects.toThrow(
      /not a shop database|cannot be opened/,
    );
    await expect(
      run(['restore', path.join(backupDir, 'missing.sqlite')], tmp('empty')),
    ).rejects.toThrow('No backup file at');
    await expect(run(['restore'], tmp('empty'))).rejects.toThrow('Missing <backup file>.');
  });
});

describe.skipIf(dialectUnderTest !== 'postgres')('backup on PostgreSQL', () => {
  it('runs pg_dump into a custom-format file that pg_restore can read', async () => {
    const t = await createTestApp();
    const dir = tmp('pg-backups');
    try {
      await t.db
        .insertInto('reviews')
        .values({
          id: 'r1',
          name: 'Wanjiru',
          message: 'Saruji bora',
          rating: 5,
          created_at: t.clock.now().toISOString(),
        })
        .execute();
      const printed: string[] = [];
      await runBackupCli(['backup', dir], {
        config: t.config,
        now: () => new Date('2026-11-23T04:00:00Z'),
        print: (l) => printed.push(l),
      });
      const file = path.join(dir, 'shop-20261123-040000.dump');
      expect(printed[0]).toContain(`Backup written: ${file}`);
      const list = spawnSync('pg_restore', ['--list', file], { encoding: 'utf8' });
      expect(list.status).toBe(0);
      expect(list.stdout).toMatch(/TABLE DATA public reviews/);
      expect(list.stdout).toMatch(/TABLE DATA public media_variants/);
      await expect(
        runBackupCli(['restore', file], {
          config: t.config,
          now: () => new Date(),
          print: () => {},
        }),
      ).rejects.toThrow('Nothing was restored.');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await t.close();
    }
  });
});
