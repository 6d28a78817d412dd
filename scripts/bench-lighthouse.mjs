// Lighthouse on the demo shop (its mobile profile, then with the CPU slowdown scaled to this
// host's speed) and the take-over window of the same pages (scripts/bench-takeover.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { start, waitFor } from './bench-load.mjs';
import { measureTakeOver, pageLabel } from './bench-takeover.mjs';
import { BENCH_ADMIN, makeVariantProduct, pageBytes } from './bench-variants.mjs';
import { CHROME, CHROME_FLAGS, SHOP_PORT, shop } from './bench-settings.mjs';

export function median(values) {
  return [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
}

export const LIGHTHOUSE_RUNS = 3;
/**
 * The benchmark index of a low-end Android phone, what the shop's customers carry (issue 48): the
 * scaled rows slow the CPU by this host's index / 400, so they stand for the same phone on any
 * host (Lighthouse's fixed 4x models a phone from the host's own speed).
 */
export const LOW_END_PHONE_INDEX = 400;

/** Lighthouse's medians of LIGHTHOUSE_RUNS runs on one page of the shop, in a running Chromium. */
async function measure(chrome, page, settings) {
  const samples = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
    // Now and then a run comes back without its measurements (Chromium under load); it is
    // run again, at most twice, and said so.
    let run;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      run = await lighthouse(`${shop}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        ...settings,
      });
      const measured = run.lhr.audits['cumulative-layout-shift']?.numericValue !== undefined;
      if (measured && !run.lhr.runtimeError) break;
      console.warn(
        `Lighthouse ${page}: run ${attempt} gave no measurements (${run.lhr.runtimeError?.code ?? 'no values'})`,
      );
      if (attempt === 3) throw new Error(`Lighthouse could not measure ${page}`);
    }
    const c = run.lhr.categories;
    const a = run.lhr.audits;
    samples.push({
      performance: Math.round(c.performance.score * 100),
      accessibility: Math.round(c.accessibility.score * 100),
      bestPractices: Math.round(c['best-practices'].score * 100),
      seo: Math.round(c.seo.score * 100),
      lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(a['total-blocking-time'].numericValue),
      cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
      hostIndex: Math.round(run.lhr.environment.benchmarkIndex),
      cpuSlowdown: run.lhr.configSettings.throttling.cpuSlowdownMultiplier,
    });
  }
  const row = { page: pageLabel(page) };
  for (const key of Object.keys(samples[0])) row[key] = median(samples.map((s) => s[key]));
  return row;
}

const openChrome = () =>
  chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS, '--disable-quic'],
  });

/** Lighthouse's default mobile profile on these pages of a running shop (scripts/bench-variants.mjs). */
export async function lighthouseRows(pages) {
  const chrome = await openChrome();
  const rows = [];
  for (const page of pages) rows.push(await measure(chrome, page, {}));
  await chrome.kill();
  return rows;
}

/** Lighthouse, twice, and the take-over window on the demo shop's main pages. */
export async function runLighthouse() {
  const scores = [];
  const normalized = [];
  const takeOver = [];
  const takeOverScaled = [];
  const takeOverTraced = [];
  const demoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-demo-'));
  const demo = start(['dist/node/server/server.js'], {
    PORT: String(SHOP_PORT),
    DATA_DIR: demoDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // Signs in to make the product sold in 30 variants (scripts/bench-variants.mjs).
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  });
  await waitFor(`${shop}/api/health`);
  const chrome = await openChrome();
  // One product and one post of the demo shop, so their own pages are measured too.
  const someProduct = (await (await fetch(`${shop}/api/products?page=1&pageSize=1`)).json())
    .items[0];
  const somePost = (await (await fetch(`${shop}/api/blogs`)).json())[0];
  const variantPage = await makeVariantProduct(shop);
  // The eight public pages, in English and in Swahili (docs/decisions/105), and a product sold in
  // 30 variants, on one of them (decision 44).
  const PUBLIC_PAGES = [
    '/',
    '/products',
    `/products/${someProduct._id}`,
    '/services',
    '/gallery',
    '/blog',
    `/blog/${somePost.slug}`,
    '/contact',
  ];
  const LIGHTHOUSE_PAGES = [
    ...PUBLIC_PAGES,
    ...PUBLIC_PAGES.map((p) => (p === '/' ? '/sw/' : `/sw${p}`)),
    variantPage,
  ];
  const variantBytes = {
    en: await pageBytes(shop, variantPage),
    sw: await pageBytes(shop, `/sw${variantPage}`),
  };
  for (const page of LIGHTHOUSE_PAGES) scores.push(await measure(chrome, page, {}));
  // Lighthouse slows the CPU by a fixed 4x, so the faster the host the faster the phone it stands
  // for. The scaled pass slows it by index / 400: a low-end Android on any host (issue 48).
  const hostIndex = median(scores.map((s) => s.hostIndex));
  const cpuSlowdownMultiplier = Math.max(
    1,
    Math.round((hostIndex * 10) / LOW_END_PHONE_INDEX) / 10,
  );
  for (const page of LIGHTHOUSE_PAGES) {
    normalized.push(await measure(chrome, page, { throttling: { cpuSlowdownMultiplier } }));
  }
  // First paint and take-over of the same pages on a throttled Chromium (decision 104): at the
  // default 4x, at the scaled slowdown, and at 1x with the main thread's own work from a trace,
  // which depends least on the host.
  takeOver.push(...(await measureTakeOver({ base: shop, pages: LIGHTHOUSE_PAGES })));
  takeOverScaled.push(
    ...(await measureTakeOver({
      base: shop,
      pages: LIGHTHOUSE_PAGES,
      cpuSlowdown: cpuSlowdownMultiplier,
    })),
  );
  takeOverTraced.push(
    ...(await measureTakeOver({
      base: shop,
      pages: LIGHTHOUSE_PAGES,
      cpuSlowdown: 1,
      trace: true,
    })),
  );
  await chrome.kill();
  await demo.stop();
  fs.rmSync(demoDir, { recursive: true, force: true });
  return { scores, normalized, takeOver, takeOverScaled, takeOverTraced, variantBytes };
}
