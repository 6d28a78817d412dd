// Browser timings of the bench: a filter change on /products in Chromium. (The take-over window
// is scripts/bench-takeover.mjs.)
import { chromium } from '@playwright/test';
import { CHROME, CHROME_FLAGS, shop } from './bench-settings.mjs';

/** Milliseconds from a choice on /products to the new results on screen, in Chromium. */
export async function timeFilterChange() {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${shop}/products`);
    await page.getByRole('list', { name: 'Products' }).waitFor();
    // The page's scripts start after it has loaded; the filters work once the app has taken over.
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    // Each change picks a value the current facets offer, so every step shows results.
    const changes = [
      ['Category', { index: 1 }],
      ['Location', { index: 1 }],
      ['Brand', { index: 1 }],
      ['Sort by', 'price-asc'],
      ['Category', ''],
    ];
    const times = [];
    for (const [label, value] of changes) {
      const url = page.url();
      const t0 = Date.now();
      await page.getByLabel(label, { exact: true }).selectOption(value);
      await page.waitForURL((u) => u.toString() !== url);
      await page.waitForFunction(
        () =>
          document.querySelector('[data-shown]')?.getAttribute('data-shown') ===
          window.location.search.slice(1),
        undefined,
        { polling: 'raf' },
      );
      times.push(Date.now() - t0);
    }
    const sorted = [...times].sort((a, b) => a - b);
    return { times, medianMs: sorted[Math.floor(sorted.length / 2)], maxMs: sorted.at(-1) };
  } finally {
    await browser.close();
  }
}
