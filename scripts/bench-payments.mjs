// Bench rows for M-Pesa payments (issue 25), called from scripts/bench.mjs: Daraja's STK callback
// under 50 concurrent connections (each request settles a different pending prompt, so every one
// does the whole work: the payment, the order New -> Confirmed -> Paid, the shop's mail), and the
// order page's status poll (GET /api/orders/{reference} of an order with a pending prompt).
// Measures, never asserts; the targets are a callback p99 under 50 ms and a poll costing
// at most 3x hello's CPU per request.
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';

const PORT = 3312;
const CALLBACK_CONNECTIONS = 50;
const POLL_CONNECTIONS = 10;
const PROMPTS = 40_000;
/**
 * Order pages open at once, each on its own phone (address) following its own payment (a busy
 * shop has a handful); few enough polls per page that the per-address limit never answers 429.
 */
const OPEN_PAGES = 1000;

/** Orders, each with one pending prompt, written straight into a migrated scratch database. */
function seedPendingPrompts(file, count) {
  const sqlite = new SQLite(file);
  const at = new Date().toISOString();
  const order = sqlite.prepare(
    `insert into orders (id, reference, status, customer_name, phone, delivery_method, delivery_fee,
       subtotal, total, created_at, updated_at) values (?, ?, 'New', 'Bench', '254712000111',
       'pickup', 0, 1000, 1000, ?, ?)`,
  );
  const history = sqlite.prepare(
    `insert into order_status_history (id, order_id, status, created_at) values (?, ?, 'New', ?)`,
  );
  const payment = sqlite.prepare(
    `insert into payments (id, order_id, method, status, amount, phone, checkout_request_id,
       created_at, updated_at) values (?, ?, 'stk', 'pending', 1000, '254708374149', ?, ?, ?)`,
  );
  const references = [];
  const letters = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  const code = (n) =>
    Array.from({ length: 4 }, (_, k) => letters[Math.floor(n / letters.length ** k) % 31]).join('');
  sqlite.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const id = `bench-order-${i}`;
      const reference = `ARH-${code(i)}-${code(i * 7 + 13)}`;
      references.push(reference);
      order.run(id, reference, at, at);
      history.run(`bench-history-${i}`, id, at);
      payment.run(`bench-payment-${i}`, id, `ws_CO_bench_${i}`, at, at);
    }
  })();
  sqlite.close();
  return references;
}

function callbackBody(i) {
  return JSON.stringify({
    Body: {
      stkCallback: {
        MerchantRequestID: `bench-${i}`,
        CheckoutRequestID: `ws_CO_bench_${i}`,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: 1000 },
            { Name: 'MpesaReceiptNumber', Value: `B${String(i).padStart(9, '0')}` },
            { Name: 'Balance' },
            { Name: 'TransactionDate', Value: 20261125103000 },
            { Name: 'PhoneNumber', Value: 254708374149 },
          ],
        },
      },
    },
  });
}

/**
 * Runs the payment rows. `tools` are bench.mjs's own: start(args, env), waitFor(url),
 * cpuMs(pid), migrate(file), and the seconds per row.
 */
export async function benchPayments({ start, waitFor, cpuMs, migrate, seconds }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-payments-'));
  const file = path.join(dir, 'shop.sqlite');
  await migrate(file);
  const references = seedPendingPrompts(file, PROMPTS);
  const secret = randomBytes(32).toString('hex');
  const token = createHmac('sha256', secret)
    .update('daraja-callback-path-v1')
    .digest('hex')
    .slice(0, 40);
  const server = start(['dist/node/server/server.js'], {
    PORT: String(PORT),
    DATA_DIR: dir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    DATABASE_URL: '',
    APP_SECRET: secret,
    MPESA_ENV: 'simulator',
    // Each poll comes from its own address, as phones do: the per-address lookup limit stays out.
    TRUST_PROXY: '127.0.0.1',
  });
  const base = `http://127.0.0.1:${PORT}`;
  await waitFor(`${base}/api/health`);

  async function measure(label, shown, connections, setupRequest) {
    const before = cpuMs(server.pid);
    const result = await autocannon({
      url: base,
      connections,
      duration: seconds,
      headers: { 'accept-encoding': 'br, gzip' },
      requests: [{ setupRequest }],
    });
    const cpu = cpuMs(server.pid) - before;
    return {
      label,
      path: shown,
      reqPerSec: Math.round(result.requests.average),
      p50ms: result.latency.p50,
      p99ms: result.latency.p99,
      cpuUsPerReq: result.requests.total ? Math.round((cpu * 1000) / result.requests.total) : null,
      cpuMs: cpu,
      answered: result.requests.total,
      errors: result.errors + result.non2xx + result.timeouts,
    };
  }

  // The polls first, while every order still has its prompt pending (the page polls only then):
  // OPEN_PAGES pages asking again and again, then a first look at a different order each time.
  const pollOf = (pick) => {
    let p = 0;
    return (req) => {
      p += 1;
      const i = pick(p);
      return {
        ...req,
        method: 'GET',
        path: `/api/orders/${references[i]}`,
        headers: {
          ...req.headers,
          'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        },
      };
    };
  };
  // Every open page has polled once already: what is measured is the steady state.
  await autocannon({
    url: base,
    connections: POLL_CONNECTIONS,
    amount: OPEN_PAGES,
    requests: [{ setupRequest: pollOf((p) => p % OPEN_PAGES) }],
  });
  const poll = await measure(
    `order status poll (a prompt pending), ${OPEN_PAGES} pages open`,
    '/api/orders/{reference}',
    POLL_CONNECTIONS,
    pollOf((p) => p % OPEN_PAGES),
  );
  // The same server's /api/site, a kept answer too: what any route of the shop pays (hooks,
  // headers, log), beside which the poll's own share can be read.
  const site = await measure(
    "the same server's /api/site (a kept answer)",
    '/api/site',
    POLL_CONNECTIONS,
    (req) => ({ ...req, method: 'GET', path: '/api/site' }),
  );
  const firstLook = await measure(
    'order page, first look at each order',
    '/api/orders/{reference}',
    POLL_CONNECTIONS,
    pollOf((p) => OPEN_PAGES + (p % (PROMPTS - OPEN_PAGES))),
  );
  let c = 0;
  const callback = await measure(
    `STK callback that settles a payment, ${CALLBACK_CONNECTIONS} concurrent`,
    '/api/payments/lipa/{token}/stk',
    CALLBACK_CONNECTIONS,
    (req) => {
      const i = c % PROMPTS;
      c += 1;
      return {
        ...req,
        method: 'POST',
        path: `/api/payments/lipa/${token}/stk`,
        headers: { ...req.headers, 'content-type': 'application/json' },
        body: callbackBody(i),
      };
    },
  );
  // The answers come first; the settlements (payment paid, order Confirmed then Paid, the shop's
  // mail) run just after, one at a time. How long the last of them took after the load ended,
  // and the CPU of the whole (answers and settlements) per callback:
  const sent = Math.min(callback.answered, PROMPTS);
  const cpuBefore = cpuMs(server.pid) - callback.cpuMs;
  const loadEnded = Date.now();
  const reader = new SQLite(file, { readonly: true });
  const paidOrders = reader.prepare(`select count(*) as n from orders where status = 'Paid'`);
  while (paidOrders.get().n < sent && Date.now() - loadEnded < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  reader.close();
  callback.settledAfterLoadMs = Date.now() - loadEnded;
  callback.cpuUsPerSettledCallback = Math.round(((cpuMs(server.pid) - cpuBefore) * 1000) / sent);
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
  return [callback, poll, site, firstLook];
}
