// How long a page looks ready before it is (docs/decisions/104-take-over-window.md): for each
// page, the first paint and the take-over (<html data-ready>, marked 'shop:taken-over' by the
// app) under Lighthouse's mobile profile applied to a real Chromium: 150 ms round trips,
// 1.6 Mbps down, 750 Kbps up, the CPU 4x slower, a 412 px phone screen, nothing cached.
// Median of `runs` loads per page. Called by scripts/bench.mjs; alone:
//   node scripts/bench-takeover.mjs http://127.0.0.1:3000 / /products /contact
import { chromium } from '@playwright/test';

export const MOBILE_PROFILE = {
  latencyMs: 150,
  downloadKbps: 1638.4,
  uploadKbps: 750,
  cpuSlowdown: 4,
};

// Asks over the DevTools protocol, one tiny expression every 50 ms: Playwright's own waits
// (locator.waitFor) first put its selector engine into the page, about 40 ms of script at 4x
// CPU inside the very window being timed.
async function takenOver(cdp, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: "document.documentElement.hasAttribute('data-ready')",
      returnByValue: true,
    });
    if (result.value === true) return;
    if (Date.now() > until) throw new Error('The page was not taken over');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

async function once(browser, url, cpuSlowdown) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.latencyMs,
    downloadThroughput: (MOBILE_PROFILE.downloadKbps * 1024) / 8,
    uploadThroughput: (MOBILE_PROFILE.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await takenOver(cdp);
    return await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const taken = performance.getEntriesByName('shop:taken-over')[0];
      return {
        firstPaintMs: Math.round(paint?.startTime ?? NaN),
        takeOverMs: Math.round(taken?.startTime ?? NaN),
      };
    });
  } finally {
    await context.close();
  }
}

/**
 * Rows of { page, firstPaintMs, takeOverMs, windowMs } (each the median of `runs` loads; the
 * window is the median of each load's own take-over minus first paint).
 */
export async function measureTakeOver({
  base,
  pages,
  runs = 3,
  chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium',
  cpuSlowdown = MOBILE_PROFILE.cpuSlowdown,
}) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  });
  const rows = [];
  try {
    for (const path of pages) {
      const samples = [];
      for (let i = 0; i < runs; i += 1)
        samples.push(await once(browser, `${base}${path}`, cpuSlowdown));
      rows.push({
        page: path.replace(/\/(products|blog)\/.+/, '/$1/{one}'),
        firstPaintMs: median(samples.map((s) => s.firstPaintMs)),
        takeOverMs: median(samples.map((s) => s.takeOverMs)),
        windowMs: median(samples.map((s) => s.takeOverMs - s.firstPaintMs)),
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** The table for bench/results.md. */
export function takeOverTable(rows) {
  return [
    '| page | first paint ms | taken over ms | window ms | within 1,000 ms |',
    '|---|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.firstPaintMs} | ${r.takeOverMs} | ${r.windowMs} | ${r.windowMs <= 1000 ? 'yes' : 'NO'} |`,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = 'http://127.0.0.1:3000', ...pages] = process.argv.slice(2);
  const rows = await measureTakeOver({ base, pages: pages.length ? pages : ['/'] });
  console.log(takeOverTable(rows).join('\n'));
}
