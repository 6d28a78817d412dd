import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_CREDENTIALS } from '../../config-mpesa.js';
import { connect } from '../../db/connect.js';
import { insertProduct } from '../../test/builders.js';
import { dialectUnderTest } from '../../test/harness.js';
import { freePort, serverProcesses, type ServerProcesses } from '../../test/processes.js';
import { startDarajaSimulator, type DarajaSimulator } from './daraja.simulator.js';

// Real server processes (src/server/server.ts through tsx) on one database: a server killed with
// SIGKILL between the prompt and its answer leaves a job that the next server runs, once; and on
// PostgreSQL, two servers share the work: a callback landing on the other server settles the
// payment, and a reconciliation runs on exactly one of them.

const NO_CALLBACK_THEN_QUERY_SUCCESS = '0700000005';
const PAYS = '0708374149';

let servers: ServerProcesses;
let sim: DarajaSimulator;

async function placeOrder(base: string) {
  const db = connect(servers.target);
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
  servers = await serverProcesses({
    MPESA_ENV: 'simulator',
    MPESA_BASE_URL: sim.url,
    MPESA_RECONCILE_AFTER: '1',
  });
});

afterAll(async () => {
  await servers?.close();
  await sim?.close();
});

describe(`payments across server processes (${dialectUnderTest})`, () => {
  it('a server killed with SIGKILL after the prompt: the next one reconciles the payment, once', async () => {
    const first = await servers.start();
    const reference = await placeOrder(first.base);
    expect((await pay(first.base, reference, NO_CALLBACK_THEN_QUERY_SUCCESS)).status).toBe(202);
    const checkout = sim.pushes.at(-1)!.checkoutRequestId;
    await first.stop('SIGKILL');
    expect(sim.queries.filter((q) => q === checkout)).toHaveLength(0);

    const second = await servers.start();
    const order = await paidOrder(second.base, reference);
    expect(order.status).toBe('Paid');
    expect(order.payments).toEqual([expect.objectContaining({ status: 'paid' })]);
    expect(order.history.filter((h) => h.status === 'Paid')).toHaveLength(1);
    expect(sim.queries.filter((q) => q === checkout)).toHaveLength(1);
    await second.stop();
  }, 60_000);

  // Two server starts: on a busy 2-core machine one start alone can take 20 s.
  it('a server killed with SIGKILL after M-Pesa accepted the prompt, before storing its answer: paid once, never prompted twice', async () => {
    const port = freePort();
    const first = await servers.start({}, port);
    const reference = await placeOrder(first.base);
    const held = sim.holdNextPush();
    const pressed = pay(first.base, reference, PAYS).catch(() => undefined);
    const push = await held;
    const prompts = sim.pushes.length;
    // Daraja has accepted the prompt; the shop is still waiting for the answer to store it.
    await first.stop('SIGKILL');
    await pressed;

    // The next server (at the address Daraja calls back) must not call the prompt failed while
    // the customer may still pay it, nor send a second one.
    const second = await servers.start({}, port);
    await new Promise((r) => setTimeout(r, 2_500));
    const waiting = (await (await fetch(`${second.base}/api/orders/${reference}`)).json()) as {
      payments: { status: string }[];
    };
    expect(waiting.payments).toEqual([expect.objectContaining({ status: 'pending' })]);
    const again = await pay(second.base, reference, PAYS);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('PAYMENT_PENDING');
    expect(sim.pushes).toHaveLength(prompts);

    // The customer pays the first prompt: its callback is recorded once, on the order.
    await sim.answer(push.checkoutRequestId);
    const order = await paidOrder(second.base, reference);
    expect(order.status).toBe('Paid');
    expect(order.payments).toEqual([expect.objectContaining({ status: 'paid' })]);
    expect(order.history.filter((h) => h.status === 'Paid')).toHaveLength(1);
    expect((await pay(second.base, reference, PAYS)).status).toBe(409);
    await second.stop();
  }, 120_000);

  it.runIf(dialectUnderTest === 'postgres')(
    'two servers on one PostgreSQL: a callback landing on the other settles it; a reconciliation runs once',
    async () => {
      const portB = freePort();
      // A tells Daraja to call back at B's address.
      const a = await servers.start({ PUBLIC_URL: `http://127.0.0.1:${portB}` });
      const b = await servers.start({}, portB);

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
      await Promise.all([a.stop(), b.stop()]);
    },
    60_000,
  );
});
