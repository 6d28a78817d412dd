// Starting server processes, reading their CPU and memory from /proc, and loading addresses with
// autocannon: one row of the bench per load (scripts/bench.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { floorRows, startFloor } from './bench-floor.mjs';
import { beside, plainRows } from './bench-uncompressed.mjs';
import { CONNECTIONS, HEADERS, SECONDS, SHOP_PORT, shop } from './bench-settings.mjs';

const children = new Set();
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

export async function waitFor(url) {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** CPU milliseconds a process has used so far (user + system). */
export function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

export function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const pick = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: pick('VmRSS'), peak: pick('VmHWM') };
}

export function start(args, env) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  return {
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
        children.delete(child);
      }),
  };
}

/** A build's shop (`dist`) on the bench's port, over the scratch catalogue in `dir`. */
export function startShop(dist, dir) {
  return start([path.join(dist, 'node/server/server.js')], {
    PORT: String(SHOP_PORT),
    DATA_DIR: dir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    DATABASE_URL: '',
  });
}

/**
 * Loads one address (or a list of them, cycled: every request a different answer) for SECONDS
 * and returns req/s, latency and the server's CPU per request.
 */
export async function load(label, server, base, paths, options = {}) {
  const connections = options.connections ?? CONNECTIONS;
  const headers = options.headers ?? HEADERS;
  const list = [paths].flat();
  let i = 0;
  // A short warm-up first, so the numbers are of a running server, not of its first requests.
  await autocannon({
    url: base + list[0],
    connections,
    duration: 0.5,
    headers,
    requests: [{ setupRequest: (req) => ({ ...req, path: list[i++ % list.length] }) }],
  });
  const before = cpuMs(server.pid);
  const result = await autocannon({
    url: base + list[0],
    connections,
    duration: SECONDS,
    headers,
    requests: [
      {
        setupRequest: (req) => ({ ...req, path: list[i++ % list.length] }),
      },
    ],
  });
  const cpu = cpuMs(server.pid) - before;
  return {
    label,
    path: list.length > 1 ? `${list[0]} (+${list.length - 1} others)` : list[0],
    reqPerSec: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    cpuUsPerReq: result.requests.total ? Math.round((cpu * 1000) / result.requests.total) : null,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

const WORDS = [
  'mabati',
  'saruji',
  'rangi',
  'misumari',
  'bomba',
  'nondo',
  'kufuli',
  'mbao',
  'tangi',
];
/**
 * The rows of one catalogue size: cached and uncached pages, searches, a filtered page, the full
 * list, /api/site and the HTML shell, then the uncompressed ones, then /api/site's floor; and
 * the bytes of a page and of the full list on the wire. `hellos.compressed` and `hellos.plain`
 * load the bare hello the way the compressed and the uncompressed rows are loaded; the rows issue
 * 29 sets targets for, and the floor's, are read beside them.
 */
export async function catalogueRows(server, size, hellos) {
  // A different filter value each request: neither the answer nor the counts are cached. The
  // lists are longer than a run can use up, so no address comes round twice.
  const DISTINCT = 60000;
  const uncached = Array.from(
    { length: DISTINCT },
    (_, k) => `/api/products?maxPrice=${400000 + k}`,
  );
  // The same, with limits across the whole price range, so each page shows other products.
  const spread = Array.from(
    { length: DISTINCT },
    (_, k) => `/api/products?maxPrice=${1000 + ((k * 7919) % 299000)}`,
  );
  const searches = Array.from(
    { length: DISTINCT },
    (_, k) => `/api/products?q=${WORDS[k % WORDS.length]}&maxPrice=${400000 + k}`,
  );
  // A search text never seen before: the engine runs every time.
  const newSearches = Array.from(
    { length: DISTINCT },
    (_, k) => `/api/products?q=${WORDS[k % WORDS.length]}+${k}`,
  );
  // Further pages of the same views: the answer is new, the counts of the view are known. Pages
  // 2 to the last (at least 1,001: past the end they are empty) of four sorts, shuffled: more
  // addresses than the shop keeps answers for (2,000), so none is answered from memory.
  const SORTS = ['newest', 'price-asc', 'price-desc', 'name'];
  const pages = [];
  for (let page = 2; page <= Math.max(Math.ceil(size / 24), 1001); page += 1)
    for (const sort of SORTS) pages.push(`/api/products?sort=${sort}&page=${page}`);
  let shuffle = 7;
  for (let k = pages.length - 1; k > 0; k -= 1) {
    shuffle = (shuffle * 1103515245 + 12345) % 2147483648;
    const j = shuffle % (k + 1);
    [pages[k], pages[j]] = [pages[j], pages[k]];
  }
  const rows = [
    await beside(hellos.compressed, () =>
      load('catalogue page of 24, cached', server, shop, '/api/products?page=1'),
    ),
    await load('next pages of 24, answer not cached (counts cached)', server, shop, pages),
    await load('catalogue page of 24, uncached', server, shop, uncached),
    await load('catalogue page of 24, uncached, limits across the prices', server, shop, spread),
    await load('search, cached', server, shop, '/api/products?q=mabati'),
    await load('search, uncached', server, shop, searches),
    await load('search, a new search text each request', server, shop, newSearches),
    await load(
      'filtered page, cached',
      server,
      shop,
      '/api/products?category=Roofing&location=Athi+River&sort=price-asc',
    ),
    await load('full list (no parameters), cached', server, shop, '/api/products'),
    await beside(hellos.compressed, () => load('/api/site', server, shop, '/api/site')),
    await load('HTML shell', server, shop, '/'),
    ...(await plainRows(load, server, shop, hellos.plain)),
  ];
  // What /api/site's answer costs on its own, sent by a bare server (scripts/bench-floor.mjs).
  const floor = await startFloor({ start, waitFor }, shop, '/api/site');
  rows.push(...(await floorRows(load, floor, hellos, '/api/site')));
  await floor.server.stop();
  // fetch unpacks the body, so the bytes on the wire are read from Content-Length.
  const wireBytes = async (url) => {
    const res = await fetch(url, { headers: HEADERS });
    await res.arrayBuffer();
    return Number(res.headers.get('content-length'));
  };
  const fullBytes = await wireBytes(`${shop}/api/products`);
  const pageBytes = await wireBytes(`${shop}/api/products?page=1`);
  return { rows, fullBytes, pageBytes };
}
