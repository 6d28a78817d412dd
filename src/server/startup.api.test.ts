import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { connect } from './db/connect.js';
import { openServer } from './startup.js';
import { freshDatabase } from './test/harness.js';

// Issue 40 item 7: servers started together on an empty database (a rolling deploy's first run, a
// technician starting two units at once) must all come up, with one set of tables and one admin.

const SERVERS = 4;
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

async function emptyShop(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
  const { target, drop } = await freshDatabase(dataDir, 'shop.sqlite');
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(target.kind === 'postgres' ? { DATABASE_URL: target.url, APP_SECRET: 'x'.repeat(32) } : {}),
    ...env,
  });
  const apps: FastifyInstance[] = [];
  cleanup = async () => {
    await Promise.all(apps.map((app) => app.close()));
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { config, target, apps };
}

describe('servers started together on an empty database', () => {
  it('all come up, with their tables and one admin account', { timeout: 120_000 }, async () => {
    const shop = await emptyShop({
      ADMIN_EMAIL: 'Owner@Example.test',
      ADMIN_PASSWORD: 'a-long-Passw0rd!',
      SEED_DEMO: 'true',
    });
    const started = await Promise.allSettled(
      Array.from({ length: SERVERS }, () => openServer(shop.config, { logger: false })),
    );
    for (const s of started) if (s.status === 'fulfilled') shop.apps.push(s.value);
    const failures = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
    expect(failures).toEqual([]);

    const db = connect(shop.target);
    try {
      const admins = await db
        .selectFrom('users')
        .select(['email', 'role'])
        .where('role', '=', 'admin')
        .execute();
      expect(admins).toEqual([{ email: 'Owner@Example.test', role: 'admin' }]);
      const zones = await db.selectFrom('delivery_zones').select('name').execute();
      expect(zones).toHaveLength(3);
    } finally {
      await db.destroy();
    }
  });
});
