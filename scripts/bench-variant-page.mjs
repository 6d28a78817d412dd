#!/usr/bin/env node
// The bench's rows for the page of a product sold in 30 variants, alone and against any build
// (never the shared dist/ while others work on the machine):
//   BENCH_DIST=/tmp/dist-me node scripts/bench-variant-page.mjs
// starts that build's demo shop, makes the product (scripts/bench-variants.mjs), prints its HTML
// size brotli-compressed in English and Swahili and, unless BENCH_LIGHTHOUSE=off, Lighthouse's
// default mobile scores for both pages (3 runs each, medians).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { start, waitFor } from './bench-load.mjs';
import { lighthouseRows } from './bench-lighthouse.mjs';
import { SHOP_PORT, shop } from './bench-settings.mjs';
import { BENCH_ADMIN, makeVariantProduct, pageBytes } from './bench-variants.mjs';

const dist = process.env.BENCH_DIST ?? 'dist';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-variants-'));
const server = start([`${dist}/node/server/server.js`], {
  PORT: String(SHOP_PORT),
  DATA_DIR: dir,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
});
try {
  // Seeding the demo shop takes longer than waitFor's 30 s on a busy machine.
  for (let tries = 1; ; tries += 1) {
    try {
      await waitFor(`${shop}/api/health`);
      break;
    } catch (error) {
      if (tries === 4) throw error;
    }
  }
  const page = await makeVariantProduct(shop);
  const swPage = `/sw${page}`;
  for (const address of [page, swPage]) {
    const { first, kept } = await pageBytes(shop, address);
    console.log(`${address}: ${kept} bytes brotli as kept (${first} the first time)`);
  }
  if (process.env.BENCH_LIGHTHOUSE !== 'off') {
    for (const row of await lighthouseRows([page, swPage])) console.log(JSON.stringify(row));
  }
} finally {
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}

process.exit(0);
