// The steady load of `npm run deploy-check`: visitors browsing pages and the API and placing
// orders through Caddy, about 20 requests a second, each visitor from its own loopback address
// (127.2.x.y) so the shop's per-address limits count visitors as they would on the Internet.
// Every answer is checked: a network error, a 5xx or any status other than the expected one is a
// failed request. No request is ever sent twice.
import http from 'node:http';
import zlib from 'node:zlib';

const PAGES = ['/', '/products', '/services', '/blog', '/contact', '/products/:id'];
const API = ['/api/site', '/api/products?page=1', '/api/delivery-zones', '/api/health'];
/** A visitor makes this many requests, one of them an order. */
const PER_VISITOR = 5;

function visitorAddress(n) {
  return `127.2.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

/** The body as text, uncompressed as a browser would (the app compresses what it sends). */
function decode(res, raw) {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

/** One HTTP request from a given source address; resolves with status and body, never rejects. */
export function send(base, { method = 'GET', path, body, from, agent, timeoutMs = 60_000 }) {
  return new Promise((resolve) => {
    const url = new URL(path, base);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress: from,
        agent,
        headers: {
          accept: path.startsWith('/api/') ? 'application/json' : 'text/html',
          'accept-encoding': 'br, gzip',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode, body: decode(res, Buffer.concat(chunks)) });
          } catch (err) {
            resolve({ status: 0, error: `undecodable body: ${err.message}` });
          }
        });
        res.on('error', (err) => resolve({ status: 0, error: err.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (err) => resolve({ status: 0, error: err.message }));
    req.end(payload);
  });
}

/**
 * Starts the load against `base` (Caddy); `products` are ids to order (one of each, in turn).
 * Returns { stop(): Promise<summary> } where summary holds sent, failed, failures and the
 * references of every order placed.
 */
export function startLoad(base, { products, ratePerSecond = 20, maxRequests = 4000 }) {
  const results = { sent: 0, failed: 0, failures: [], placed: [], byKind: {}, slowestMs: 0 };
  const inFlight = new Set();
  const agents = new Map();
  let seq = 0;
  let stopped = false;

  const record = (kind, what, answer, ok) => {
    const k = (results.byKind[kind] ??= { sent: 0, failed: 0, shown: 0 });
    k.sent += 1;
    if (ok) return;
    k.failed += 1;
    results.failed += 1;
    if (k.shown < 8) {
      k.shown += 1;
      const detail = answer.error ?? answer.body.slice(0, 160).replace(/\s+/g, ' ');
      results.failures.push(`${what} -> ${answer.status || 'network error'}: ${detail}`);
    }
  };

  const one = async (n) => {
    const started = Date.now();
    try {
      await request(n);
    } finally {
      results.slowestMs = Math.max(results.slowestMs, Date.now() - started);
    }
  };

  const request = async (n) => {
    const visitor = Math.floor(n / PER_VISITOR);
    const from = visitorAddress(visitor);
    if (!agents.has(visitor)) agents.set(visitor, new http.Agent({ keepAlive: true }));
    const agent = agents.get(visitor);
    const step = n % PER_VISITOR;
    if (step === 2) {
      const productId = products[visitor % products.length];
      const order = {
        customerName: `Deploy check ${visitor}`,
        phone: `07${String(10_000_000 + visitor).slice(-8)}`,
        items: [{ productId, qty: 1 }],
        delivery: { method: 'pickup' },
      };
      const answer = await send(base, {
        method: 'POST',
        path: '/api/orders',
        body: order,
        from,
        agent,
      });
      const ok = answer.status === 201;
      if (ok) results.placed.push({ reference: JSON.parse(answer.body).reference, from });
      record('order', `POST /api/orders (${from})`, answer, ok);
      return;
    }
    const list = step % 2 === 0 ? PAGES : API;
    const path = list[Math.floor(n / 2) % list.length].replace(
      ':id',
      products[visitor % products.length],
    );
    const answer = await send(base, { path, from, agent });
    record(
      path.startsWith('/api/') ? 'api' : 'page',
      `GET ${path} (${from})`,
      answer,
      answer.status === 200,
    );
  };

  const timer = setInterval(() => {
    if (stopped || seq >= maxRequests) return;
    const n = seq++;
    results.sent += 1;
    const p = one(n).finally(() => inFlight.delete(p));
    inFlight.add(p);
  }, 1000 / ratePerSecond);

  return {
    results,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all(inFlight);
      for (const agent of agents.values()) agent.destroy();
      return results;
    },
  };
}
