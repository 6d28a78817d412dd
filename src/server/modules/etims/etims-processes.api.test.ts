import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ETIMS_SIMULATOR } from '../../config-etims.js';
import { SIMULATOR_CREDENTIALS } from '../../config-mpesa.js';
import { connect } from '../../db/connect.js';
import { insertProduct } from '../../test/builders.js';
import { dialectUnderTest } from '../../test/harness.js';
import { freePort, serverProcesses, type ServerProcesses } from '../../test/processes.js';
import { startDarajaSimulator, type DarajaSimulator } from '../payments/daraja.simulator.js';
import { startEtimsSimulator, type EtimsSimulator } from './etims.simulator.js';

// Real server processes on one database (issue 46 'Done when'): a server killed with SIGKILL while
// KRA records a sale loses no document and signs none twice (the next server looks it up), and on
// PostgreSQL two servers signing at once sign each document once, numbers in order.

const PAYS = '0708374149';
const SLOW_PIN = 'P000000001S';

let servers: ServerProcesses;
let daraja: DarajaSimulator;
let kra: EtimsSimulator;

async function placeOrder(base: string, buyerPin?: string) {
  const db = connect(servers.target);
  const id = await insertProduct(db, { price: 580, stock: 100 });
  await db.destroy();
  const res = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      customerName: 'Jane',
      phone: '0712000111',
      items: [{ productId: id, qty: 1 }],
      delivery: { method: 'pickup' },
      ...(buyerPin ? { buyerPin } : {}),
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { reference: string }).reference;
}

const pay = async (base: string, reference: string) => {
  const res = await fetch(`${base}/api/orders/${reference}/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: PAYS }),
  });
  expect(res.status).toBe(202);
};

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 40_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function documents() {
  const db = connect(servers.target);
  try {
    return await db
      .selectFrom('etims_documents')
      .select(['invoice_no', 'status', 'order_id'])
      .orderBy('invoice_no')
      .execute();
  } finally {
    await db.destroy();
  }
}

beforeAll(async () => {
  daraja = await startDarajaSimulator({ delayMs: 100, credentials: SIMULATOR_CREDENTIALS });
  kra = await startEtimsSimulator({ pin: ETIMS_SIMULATOR.pin, branch: '00', slowMs: 8_000 });
  servers = await serverProcesses({
    MPESA_ENV: 'simulator',
    MPESA_BASE_URL: daraja.url,
    ETIMS_ENV: 'simulator',
    ETIMS_BASE_URL: kra.url,
  });
});

afterAll(async () => {
  await servers?.close();
  await daraja?.close();
  await kra?.close();
});

describe(`eTIMS across server processes (${dialectUnderTest})`, () => {
  it('a server killed with SIGKILL while KRA records the sale: one document, signed once, via the lookup', async () => {
    const first = await servers.start();
    const reference = await placeOrder(first.base, SLOW_PIN);
    await pay(first.base, reference);
    // KRA has recorded the sale and is slow to answer; the shop dies waiting.
    await until(
      async () => kra.sales.length,
      (n) => n > 0,
    );
    await first.stop('SIGKILL');
    const [doc] = await documents();
    expect(doc?.status).toBe('pending');

    // A minute later both leases (the job's and the sender's) have run out.
    const db = connect(servers.target);
    await db.updateTable('jobs').set({ locked_until: null, locked_by: null }).execute();
    await db.updateTable('etims_counters').set({ lease_until: null, lease_by: null }).execute();
    await db.destroy();

    const second = await servers.start();
    const signed = await until(documents, (docs) => docs[0]?.status === 'signed');
    expect(signed).toHaveLength(1);
    expect(signed[0]?.status).toBe('signed');
    expect(kra.sales.filter((s) => s.invcNo === Number(doc?.invoice_no))).toHaveLength(1);
    expect(kra.calls.filter((c) => c === 'selectInvoiceDetails').length).toBeGreaterThan(0);
    await second.stop();
  }, 120_000);

  it.runIf(dialectUnderTest === 'postgres')(
    'two servers on one PostgreSQL sign each document once, in invoice order',
    async () => {
      const portB = freePort();
      const a = await servers.start();
      const b = await servers.start({ PUBLIC_URL: `http://127.0.0.1:${portB}` }, portB);
      const before = (await documents()).length;
      const references = [];
      for (let i = 0; i < 6; i += 1) {
        const server = i % 2 === 0 ? a : b;
        const reference = await placeOrder(server.base);
        await pay(server.base, reference);
        references.push(reference);
      }
      const docs = await until(
        documents,
        (all) => all.length === before + 6 && all.every((d) => d.status === 'signed'),
        60_000,
      );
      expect(docs.slice(before).map((d) => d.status)).toEqual(Array(6).fill('signed'));
      const numbers = docs.map((d) => Number(d.invoice_no));
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
      const sent = kra.sales.map((s) => s.invcNo);
      expect(new Set(sent).size).toBe(sent.length);
      expect(sent).toEqual([...sent].sort((x, y) => x - y));
      await Promise.all([a.stop(), b.stop()]);
    },
    120_000,
  );
});
