import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_CREDENTIALS } from '../../config.js';
import { connect, type DatabaseTarget } from '../../db/connect.js';
import { migrateToLatest } from '../../db/migrate.js';
import { insertProduct } from '../../test/builders.js';
import { dialectUnderTest } from '../../test/harness.js';
import { startDarajaSimulator, type DarajaSimulator } from './daraja.simulator.js';

// Real server processes (src/server/server.ts through tsx) on one database: a server killed with
// SIGKILL between the prompt and its answer leaves a job that the next server runs, once; and on
// PostgreSQL, two servers share the work: a callback landing on the other server settles the
// payment, and a reconciliation runs on exactly one of them.

const NO_CALLBACK_THEN_QUERY_SUCCESS = '0700000005';
const PAYS = '0708374149';
const secret = randomBytes(32).toString('hex');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pay-processes-'));

let target: DatabaseTarget;
let dropDatabase = async () => {};
let sim: DarajaSimulator;
const running = new Set<ChildProcess>();

async function freshTarget(): Promise<DatabaseTarget> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { kind: 'sqlite', file: path.join(dataDir, 'shop.sqlite') };
  const name = `shop_test_proc_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { kind: 'postgres', url: url.toString() };
}

const freePort = () => 41000 + Math.floor(Math.random() * 8000);

async function startServer(port: number, env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/server/server.ts'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        DATABASE_URL: target.kind === 'postgres' ? target.url : '',
        APP_SECRET: secret,
        MPESA_ENV: 'simulator',
        MPESA_BASE_URL: sim.url,
        MPESA_RECONCILE_AFTER: '1',
        SMTP_URL: '',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  running.add(child);
  child.on('exit', () => running.delete(child));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i += 1) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, base };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

async function placeOrder(base: string) {
  const db = connect(target);
  const id = await insertProduct(db);
  await db.destroy();
  const res = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      customerName: 'Jane',
      phone: '0712000111',
      items: [{ productId: id, qty: 1 }],
      delivery: { method: 'pickup' },
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { reference: string }).reference;
}

const pay = (base: string, reference: string, phone: string) =>
  fetch(`${base}/api/orders/${reference}/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone }),
  });

interface OrderSeen {
  status: string;
  history: { status: string }[];
  payments: { status: string }[];
}

async function paidOrder(base: string, reference: string, waitMs = 20_000): Promise<OrderSeen> {
  const until = Date.now() + waitMs;
  for (;;) {
    const order = (await (await fetch(`${base}/api/orders/${reference}`)).json()) as OrderSeen;
    if (order.status === 'Paid' || Date.now() > until) return order;
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  sim = await startDarajaSimulator({ delayMs: 100, credentials: SIMULATOR_CREDENTIALS });
  target = await freshTarget();
  const db = connect(target);
  await migrateToLatest(db);
  await db.destroy();
});

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await sim?.close();
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe(`payments across server processes (${dialectUnderTest})`, () => {
  it('a server killed with SIGKILL after the prompt: the next one reconciles the payment, once', async () => {
    const first = await startServer(freePort());
    const reference = await placeOrder(first.base);
    expect((await pay(first.base, reference, NO_CALLBACK_THEN_QUERY_SUCCESS)).status).toBe(202);
    const checkout = sim.pushes.at(-1)!.checkoutRequestId;
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    expect(sim.queries.filter((q) => q === checkout)).toHaveLength(0);

    const second = await startServer(freePort());
    const order = await paidOrder(second.base, reference);
    expect(order.status).toBe('Paid');
    expect(order.payments).toEqual([expect.objectContaining({ status: 'paid' })]);
    expect(order.history.filter((h) => h.status === 'Paid')).toHaveLength(1);
    expect(sim.queries.filter((q) => q === checkout)).toHaveLength(1);
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
  }, 60_000);

  it.runIf(dialectUnderTest === 'postgres')(
    'two servers on one PostgreSQL: a callback landing on the other settles it; a reconciliation runs once',
    async () => {
      const portB = freePort();
      // A tells Daraja to call back at B's address.
      const a = await startServer(freePort(), { PUBLIC_URL: `http://127.0.0.1:${portB}` });
      const b = await startServer(portB);

      const viaCallback = await placeOrder(a.base);
      expect((await pay(a.base, viaCallback, PAYS)).status).toBe(202);
      expect((await paidOrder(a.base, viaCallback)).status).toBe('Paid');

      const viaQuery = await placeOrder(a.base);
      expect((await pay(a.base, viaQuery, NO_CALLBACK_THEN_QUERY_SUCCESS)).status).toBe(202);
      const checkout = sim.pushes.at(-1)!.checkoutRequestId;
      const order = await paidOrder(b.base, viaQuery);
      expect(order.status).toBe('Paid');
      expect(order.history.filter((h) => h.status === 'Paid')).toHaveLength(1);
      // Both servers look for due jobs every 2 s; let a few rounds pass, then count.
      await new Promise((r) => setTimeout(r, 4_500));
      expect(sim.queries.filter((q) => q === checkout)).toHaveLength(1);
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      await Promise.all([a, b].map((s) => new Promise((r) => s.child.once('exit', r))));
    },
    60_000,
  );
});
