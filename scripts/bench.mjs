#!/usr/bin/env node
// `npm run bench`: measures the shop, never asserts. It starts the built server on scratch
// embedded databases holding 200, 2,000 and 20,000 products (bulk-inserted with a few small
// shared pictures, not through the image pipeline), loads the catalogue endpoints, /api/site and
// the HTML shell with autocannon beside a bare Fastify hello-world in the same run, and reads the
// CPU each server process spent per request from /proc. At 20,000 products it also times a filter
// change on /products in Debian's Chromium. Then it runs Lighthouse on the main pages of the demo
// shop, with its default mobile profile and again with the CPU slowdown scaled to this host's
// speed. Results go to bench/results.md (and bench/results.json). Every load is bounded in time.
// This file runs the steps in order; each lives in its own module: bench-settings (environment),
// bench-seed (scratch catalogues), bench-load (processes and autocannon rows), bench-browser
// (a filter change in Chromium), bench-lighthouse (Lighthouse and the take-over window) and
// bench-report (results.md and results.json); payments, quotes and uncompressed rows as before.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { onThisNode } from './this-node.mjs';
import { timeFilterChange } from './bench-browser.mjs';
import { plainHello } from './bench-uncompressed.mjs';
import { benchQuotes } from './bench-quotes.mjs';
import { benchReports } from './bench-reports.mjs';
import { BARE_PORT, LIGHTHOUSE, SECONDS, SIZES, shop } from './bench-settings.mjs';

// The modules below read the built server, so it is built first, every time: a build left from
// older sources would be measured in their place (one run measured React's bundle after the
// browser had moved to Preact).
{
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: onThisNode() });
  if (built.status !== 0) process.exit(1);
}
const { catalogueRows, cpuMs, load, rssMiB, start, startShop, waitFor } =
  await import('./bench-load.mjs');
const { migrateFile, seedCatalogue } = await import('./bench-seed.mjs');
const { runLighthouse } = await import('./bench-lighthouse.mjs');
const { buildBefore } = await import('./bench-before.mjs');
const { apiRowsBefore } = await import('./bench-api-before.mjs');
const { writeReport } = await import('./bench-report.mjs');

const bare = start(
  [
    '--input-type=module',
    '-e',
    `import Fastify from 'fastify';
     const app = Fastify();
     app.get('/', async () => ({ hello: 'world' }));
     await app.listen({ port: ${BARE_PORT}, host: '127.0.0.1' });`,
  ],
  {},
);
await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
const bareBase = `http://127.0.0.1:${BARE_PORT}`;
const loadHello = () => load('bare Fastify hello', bare, bareBase, '/');
const loadHelloPlain = () => plainHello(load, bare, bareBase);
const hello = await loadHello();
const { benchPayments } = await import('./bench-payments.mjs');
const paymentRows = await benchPayments({
  start,
  waitFor,
  cpuMs,
  seconds: SECONDS,
  migrate: migrateFile,
});
const helloPlain = await loadHelloPlain();

const runs = [];
let firstResultsBytes = null;
let filterChange = null;
let memory = null;
let quotes = null;
let apiBefore = null;
for (const size of SIZES) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-bench-${size}-`));
  const seedStart = Date.now();
  await seedCatalogue(dir, size);
  const seededMs = Date.now() - seedStart;
  const server = startShop('dist', dir);
  await waitFor(`${shop}/api/health`);
  const idle = rssMiB(server.pid);
  const { rows, fullBytes, pageBytes } = await catalogueRows(server, size, {
    compressed: loadHello,
    plain: loadHelloPlain,
  });
  runs.push({ size, seededMs, rows, fullListBytes: fullBytes, pageBytes });

  if (size === Math.max(...SIZES)) {
    firstResultsBytes = pageBytes;
    memory = { idle, loaded: rssMiB(server.pid) };
    filterChange = await timeFilterChange();
    quotes = await benchQuotes(shop);
  }
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
  // Issue 41: the same rows of the tree before its work and of this build, in turns.
  if (size === Math.max(...SIZES))
    apiBefore = await apiRowsBefore(size, { compressed: loadHello, plain: loadHelloPlain });
}
await bare.stop();
const reports = await benchReports();

// Issue 48: the take-over rows of the tree before its work too, on this host in this run.
const before = LIGHTHOUSE ? buildBefore() : null;
const lighthouseRows = LIGHTHOUSE ? await runLighthouse({ before }) : {};
before?.remove();

await writeReport({
  hello,
  helloPlain,
  paymentRows,
  runs,
  firstResultsBytes,
  filterChange,
  memory,
  quotes,
  reports,
  apiBefore,
  ...lighthouseRows,
});
process.exit(0);
