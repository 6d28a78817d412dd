#!/usr/bin/env node
// `npm run bench`: measures the shop, never asserts. It starts the built server on a fresh
// embedded database with the demo catalogue, loads its main API endpoints with autocannon side by
// side with a bare Fastify server answering the same bytes (the floor this machine allows), reads
// the server's memory, and runs Lighthouse on the main pages in Debian's Chromium. Results go to
// bench/results.md (and bench/results.json).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';

const SHOP_PORT = 3310;
const BARE_PORT = 3311;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;
const shop = `http://127.0.0.1:${SHOP_PORT}`;

if (!fs.existsSync('dist/node/server/server.js') || !fs.existsSync('dist/web/index.html')) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
const server = spawn(process.execPath, ['dist/node/server/server.js'], {
  env: {
    ...process.env,
    PORT: String(SHOP_PORT),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stopServer = () => server.kill('SIGTERM');
process.on('exit', stopServer);

async function waitFor(url) {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const pick = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: pick('VmRSS'), peak: pick('VmHWM') };
}

async function load(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return {
    url: url.replace(/^http:\/\/127\.0\.0\.1:\d+/, ''),
    reqPerSec: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

await waitFor(`${shop}/api/health`);
const idle = rssMiB(server.pid);

// The bare server answers with exactly the bytes the shop sends for the product list.
const productsBody = await (await fetch(`${shop}/api/products`)).text();
const bare = Fastify();
bare.get('/api/products', (_req, reply) => reply.type('application/json').send(productsBody));
await bare.listen({ port: BARE_PORT, host: '127.0.0.1' });

const rows = [];
for (const p of ['/api/products', '/api/reviews', '/api/site', '/'])
  rows.push({ server: 'shop', ...(await load(shop + p)) });
rows.push({
  server: 'bare Fastify, same bytes',
  ...(await load(`http://127.0.0.1:${BARE_PORT}/api/products`)),
});
await bare.close();
const loaded = rssMiB(server.pid);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
const scores = [];
for (const page of ['/', '/products', '/blog', '/contact']) {
  const run = await lighthouse(`${shop}${page}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const c = run.lhr.categories;
  const a = run.lhr.audits;
  scores.push({
    page,
    performance: Math.round(c.performance.score * 100),
    accessibility: Math.round(c.accessibility.score * 100),
    bestPractices: Math.round(c['best-practices'].score * 100),
    seo: Math.round(c.seo.score * 100),
    lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(a['total-blocking-time'].numericValue),
  });
}
await chrome.kill();
stopServer();

const at = new Date().toISOString();
const md = [
  '# Bench results',
  '',
  `Measured ${at} by \`npm run bench\` on ${os.cpus().length} cores, Node ${process.version}; ` +
    `embedded SQLite with the demo catalogue; autocannon ${CONNECTIONS} connections for ${DURATION} s each. ` +
    'Lighthouse uses its default mobile profile (simulated slow 4G, 4x CPU slowdown).',
  '',
  '## API under load',
  '',
  '| server | path | req/s | p50 ms | p99 ms | errors |',
  '|---|---|---:|---:|---:|---:|',
  ...rows.map(
    (r) => `| ${r.server} | ${r.url} | ${r.reqPerSec} | ${r.p50ms} | ${r.p99ms} | ${r.errors} |`,
  ),
  '',
  '## Server memory',
  '',
  `RSS after start ${idle.rss.toFixed(0)} MiB; after the load ${loaded.rss.toFixed(0)} MiB; peak ${loaded.peak.toFixed(0)} MiB.`,
  '',
  '## Lighthouse',
  '',
  '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...scores.map(
    (s) =>
      `| ${s.page} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.lcpMs} | ${s.tbtMs} |`,
  ),
  '',
].join('\n');
fs.mkdirSync('bench', { recursive: true });
fs.writeFileSync('bench/results.md', md);
fs.writeFileSync(
  'bench/results.json',
  JSON.stringify({ at, rows, memory: { idle, loaded }, scores }, null, 2),
);
console.log(md);
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
