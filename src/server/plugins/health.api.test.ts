import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { connect } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import {
  createTestApp,
  dialectUnderTest,
  freshDatabase,
  jsonOf,
  type TestApp,
} from '../test/harness.js';

describe('/livez and /readyz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('/livez answers while the process does', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(jsonOf(res, 200)).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz names each check, and turns 503 once shutdown begins', async () => {
    const ready = jsonOf(await t.app.inject({ method: 'GET', url: '/readyz' }), 200);
    expect(ready).toEqual({
      status: 'ok',
      checks: {
        database: { status: 'ok', ms: expect.any(Number) },
        migrations: { status: 'ok' },
        shutdown: { status: 'ok' },
      },
    });
    t.app.health.beginShutdown();
    const closing = jsonOf(await t.app.inject({ method: 'GET', url: '/readyz' }), 503);
    expect(closing).toMatchObject({ status: 'fail', checks: { shutdown: { status: 'fail' } } });
    expect(jsonOf(await t.app.inject({ method: 'GET', url: '/livez' }), 200)).toEqual({
      status: 'ok',
    });
  });
});

/**
 * A loopback TCP proxy in front of PostgreSQL that a test can cut and restore: the machine's
 * PostgreSQL is shared, so the test stops the way to it instead.
 */
async function cuttableProxy(to: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(to.port, to.host);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(a);
      a.pipe(b);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        sockets.delete(a);
        b.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      cut = true;
      for (const s of sockets) s.destroy();
    },
    restore() {
      cut = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.runIf(dialectUnderTest === 'postgres')('/readyz while PostgreSQL is away', () => {
  let app: FastifyInstance | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await app?.close();
    await cleanup?.();
  });

  it('answers 503 while the database is away and 200 once it is back; /livez stays 200', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-ready-'));
    const { target, drop } = await freshDatabase(dataDir);
    if (target.kind !== 'postgres') throw new Error('PostgreSQL only');
    const real = new URL(target.url);
    const proxy = await cuttableProxy({ host: real.hostname, port: Number(real.port || 5432) });
    cleanup = async () => {
      await proxy.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
    const viaProxy = new URL(target.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: viaProxy.toString(),
      APP_SECRET: 'x'.repeat(32),
      LOG_LEVEL: 'silent',
    });
    // Lost pooled connections are the point of this test, not an error in it.
    const db = connect(config.database, () => {});
    await migrateToLatest(db);
    app = await buildApp({ config, db, logger: false, webRoot: path.join(dataDir, 'none') });
    const readyz = async () => (await app!.inject({ method: 'GET', url: '/readyz' })).json();
    const livez = async () => (await app!.inject({ method: 'GET', url: '/livez' })).statusCode;

    expect(await readyz()).toMatchObject({ status: 'ok' });
    proxy.cut();
    const away = await app.inject({ method: 'GET', url: '/readyz' });
    expect(away.statusCode).toBe(503);
    expect(away.json()).toMatchObject({ status: 'fail', checks: { database: { status: 'fail' } } });
    expect(await livez()).toBe(200);

    proxy.restore();
    expect(await readyz()).toMatchObject({ status: 'ok', checks: { database: { status: 'ok' } } });
    expect(await livez()).toBe(200);
  });
});
