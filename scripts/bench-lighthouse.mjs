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
import { CHROME, CHROME_FLAGS, PAGES, SHOP_PORT, shop } from './bench-settings.mjs';

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
async function measure(chrome, base, page, settings) {
  const samples = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
    // Now and then a run comes back without its measurements (Chromium under load); it is
    // run again, at most twice, and said so.
    let run;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      run = await lighthouse(`${base}${page}`, {
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
  for (const page of pages) rows.push(await measure(chrome, shop, page, {}));
  await chrome.kill();
  return rows;
}

/**
 * The demo shop of a build (`dist`: its server and its pages) on `port`, with a product sold in 30
 * variants made through its API; stop() removes its data.
 */
export async function startDemo(dist, port) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-demo-'));
  const base = `http://127.0.0.1:${port}`;
  const server = start([path.join(dist, 'node/server/server.js')], {
    PORT: String(port),
    DATA_DIR: dir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // Signs in to make the product sold in 30 variants (scripts/bench-variants.mjs).
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  });
  // Seeding the demo shop's pictures can outlast one wait on a busy machine.
  for (let tries = 1; ; tries += 1) {
    try {
      await waitFor(`${base}/api/health`);
      break;
    } catch (error) {
      if (tries === 4) throw error;
    }
  }
  // One product and one post of the demo shop, so their own pages are measured too.
  const someProduct = (await (await fetch(`${base}/api/products?page=1&pageSize=1`)).json())
    .items[0];
  const somePost = (await (await fetch(`${base}/api/blogs`)).json())[0];
  const variantPage = await makeVariantProduct(base);
  // The eight public pages, in English and in Swahili (docs/decisions/105), and a product sold in
  // 30 variants, on one of them (decision 44).
  const publicPages = [
    '/',
    '/products',
    `/products/${someProduct._id}`,
    '/services',
    '/gallery',
    '/blog',
    `/blog/${somePost.slug}`,
    '/contact',
  ];
  const pages = [
    ...publicPages,
    ...publicPages.map((p) => (p === '/' ? '/sw/' : `/sw${p}`)),
    variantPage,
  ].slice(0, PAGES);
  return {
    base,
    pages,
    variantPage,
    async stop() {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A host index read by Lighthouse's rows sets the slowdown that stands for `phoneIndex`. */
export const slowdownFor = (hostIndex, phoneIndex) =>
  Math.max(1, Math.round((hostIndex * 10) / phoneIndex) / 10);

/**
 * The index of the host issue 48 sets its default-profile budget on: Lighthouse's fixed 4x there
 * is this host's index / 500, the row "as on a host of index 2,000".
 */
export const REFERENCE_HOST_INDEX = 2000;

/**
 * Lighthouse and the take-over window on the demo shop's public pages: the default profile, the
 * profile as on a host of index 2,000, a low-end phone (scaled), and the main thread's work at 1x.
 * With a `before` build (scripts/bench-before.mjs), its scaled and 1x rows too, measured in the
 * same run on the same host, right after this build's.
 */
export async function runLighthouse({ before } = {}) {
  const demo = await startDemo('dist', SHOP_PORT);
  const chrome = await openChrome();
  const variantBytes = {
    en: await pageBytes(demo.base, demo.variantPage),
    sw: await pageBytes(demo.base, `/sw${demo.variantPage}`),
  };
  const lighthouseAt = async (base, pages, settings) => {
    const rows = [];
    for (const page of pages) rows.push(await measure(chrome, base, page, settings));
    return rows;
  };
  const scores = await lighthouseAt(demo.base, demo.pages, {});
  // Lighthouse slows the CPU by a fixed 4x, so the faster the host the faster the phone it stands
  // for. The scaled pass slows it by index / 400: a low-end Android on any host (issue 48).
  const hostIndex = median(scores.map((s) => s.hostIndex));
  const scaledSlowdown = slowdownFor(hostIndex, LOW_END_PHONE_INDEX);
  const referenceSlowdown = slowdownFor(hostIndex, REFERENCE_HOST_INDEX / 4);
  const throttled = (cpuSlowdownMultiplier) => ({ throttling: { cpuSlowdownMultiplier } });
  const normalized = await lighthouseAt(demo.base, demo.pages, throttled(scaledSlowdown));
  const reference = await lighthouseAt(demo.base, demo.pages, throttled(referenceSlowdown));
  // First paint and take-over of the same pages on a throttled Chromium (decision 104): at the
  // default 4x, as on the reference host, at the scaled slowdown, and at 1x with the main thread's
  // own work from a trace, which depends least on the host.
  const takeOverRows = (shop, cpuSlowdown, trace = false) =>
    measureTakeOver({ base: shop.base, pages: shop.pages, cpuSlowdown, trace });
  const takeOver = await takeOverRows(demo);
  const takeOverReference = await takeOverRows(demo, referenceSlowdown);
  const takeOverScaled = await takeOverRows(demo, scaledSlowdown);
  const takeOverTraced = await takeOverRows(demo, 1, true);
  await demo.stop();
  let beforeRows = null;
  if (before) {
    const old = await startDemo(before.dist, SHOP_PORT + 3);
    beforeRows = {
      rev: before.rev,
      normalized: await lighthouseAt(old.base, old.pages, throttled(scaledSlowdown)),
      takeOverScaled: await takeOverRows(old, scaledSlowdown),
      takeOverTraced: await takeOverRows(old, 1, true),
    };
    await old.stop();
  }
  await chrome.kill();
  return {
    scores,
    normalized,
    reference,
    takeOver,
    takeOverReference,
    takeOverScaled,
    takeOverTraced,
    variantBytes,
    before: beforeRows,
  };
}
