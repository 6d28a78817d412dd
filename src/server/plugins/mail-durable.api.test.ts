import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../db/connect.js';
import { hashPassword } from '../modules/auth/password.js';
import { insertUser } from '../modules/auth/user.repository.js';
import { insertProduct } from '../test/builders.js';
import { dialectUnderTest } from '../test/harness.js';
import { codeIn } from '../test/outbox.js';
import { serverProcesses, type ServerProcesses } from '../test/processes.js';

// Queued mail lives in the jobs table (docs/decisions/094-durable-jobs.md): a server killed with
// SIGKILL before it could send leaves the mail there, and the next server sends it, the code
// mail made afresh from its recipe (no code is ever written to the table).

let servers: ServerProcesses;

beforeAll(async () => {
  servers = await serverProcesses();
});
afterAll(async () => servers?.close());

/** An SMTP address where nothing listens: every try fails for a passing reason. */
async function deadSmtpUrl(): Promise<string> {
  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as net.AddressInfo;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

function outbox(): string[] {
  const dir = path.join(servers.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function placeOrder(base: string, productId: string): Promise<string> {
  const res = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.3.${seq++}.1` },
    body: JSON.stringify({
      customerName: 'Jane',
      phone: '0712000111',
      items: [{ productId, qty: 1 }],
      delivery: { method: 'pickup' },
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { reference: string }).reference;
}
let seq = 0;

describe(`mail across server processes (${dialectUnderTest})`, () => {
  it('mail queued by a server killed with SIGKILL before it could send is sent by the next server', async () => {
    const db = connect(servers.target);
    try {
      const productId = await insertProduct(db);
      await insertUser(
        db,
        {
          email: 'durable@example.test',
          username: 'durable',
          passwordHash: await hashPassword('Correct-Horse-42!'),
          role: 'user',
          verified: true,
        },
        new Date(),
      );

      const first = await servers.start({ SMTP_URL: await deadSmtpUrl() });
      const reference = await placeOrder(first.base, productId);
      const forgot = await fetch(`${first.base}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'durable@example.test' }),
      });
      expect(forgot.status).toBe(200);

      // Both mails were tried, failed, and wait in the table for their next try (2 s later). A
      // server killed while trying holds its mail for the lease (60 s), so not then.
      const waiting = await until('two tried mails', async () => {
        const rows = await db
          .selectFrom('jobs')
          .select(['payload', 'attempts', 'locked_by'])
          .where('kind', '=', 'mail')
          .execute();
        const tried = rows.every((r) => r.attempts >= 1 && r.locked_by === null);
        return rows.length === 2 && tried ? rows : undefined;
      });
      await first.stop('SIGKILL');
      const payloads = waiting.map((r) => r.payload);
      expect(payloads.filter((p) => p.includes(`New order ${reference}`))).toHaveLength(1);
      const recipe = payloads.find((p) => p.includes('"recipe":"code"'));
      expect(recipe).toBeDefined();
      expect(recipe).not.toMatch(/\d{6}/);
      expect(outbox()).toEqual([]);

      const second = await servers.start();
      const mails = await until('both mails in the outbox', async () => {
        const got = outbox();
        return got.length === 2 ? got : undefined;
      });
      expect(mails.find((m) => m.includes(`New order ${reference}`))).toBeDefined();
      const codeMail = mails.find((m) => m.includes('To: durable@example.test'));
      const reset = await fetch(`${second.base}/api/auth/reset-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'durable@example.test',
          code: codeIn(codeMail ?? ''),
          password: 'Another-Horse-43!',
        }),
      });
      // Seen once in CI (2026-12-07, SQLite on Node 22): a 400 here; the refusal says which.
      expect(reset.status, await reset.text()).toBe(200);
      expect(await db.selectFrom('jobs').select('id').execute()).toEqual([]);
      await second.stop();
    } finally {
      await db.destroy();
    }
  }, 60_000);

  it.runIf(dialectUnderTest === 'postgres')(
    'two servers on one PostgreSQL send each mail once, whichever claims it',
    async () => {
      const db = connect(servers.target);
      try {
        const productId = await insertProduct(db, { stock: null });
        // Each order from its own address, as shoppers' are (the per-address limit stays out).
        const proxied = { TRUST_PROXY: '127.0.0.1' };
        const [a, b] = await Promise.all([servers.start(proxied), servers.start(proxied)]);
        const before = outbox().length;
        const references = await Promise.all(
          Array.from({ length: 16 }, (_, i) => placeOrder((i % 2 ? a : b).base, productId)),
        );
        // Both servers look for due mail every 2 s besides sending their own at once.
        await until('16 new-order mails', async () =>
          outbox().length >= before + 16 ? true : undefined,
        );
        await new Promise((r) => setTimeout(r, 4_500));
        const mails = outbox().slice(before);
        for (const reference of references) {
          expect(mails.filter((m) => m.includes(`New order ${reference}`))).toHaveLength(1);
        }
        expect(
          await db.selectFrom('jobs').select('id').where('kind', '=', 'mail').execute(),
        ).toEqual([]);
        await Promise.all([a.stop(), b.stop()]);
      } finally {
        await db.destroy();
      }
    },
    60_000,
  );
});
