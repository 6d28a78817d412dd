// The bench's settings, read once from the environment (scripts/bench.mjs explains them).

export const SHOP_PORT = 3310;
export const BARE_PORT = 3311;
/** The bare server that sends /api/site's own answer (scripts/bench-floor.mjs). */
export const FLOOR_PORT = 3312;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
export const CONNECTIONS = 10;
export const SIZES = (process.env.BENCH_SIZES ?? '200,2000,20000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
// `BENCH_SIZES=20000 BENCH_LIGHTHOUSE=off` while iterating (`BENCH_SIZES=none`: hello and the
// M-Pesa rows only): a run that is not the whole bench writes bench/partial.md (not committed)
// and leaves bench/results.md to whole runs.
export const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== 'off';
// `BENCH_PAGES=2`: Lighthouse and the take-over rows on the first two pages only (a partial run).
export const PAGES = process.env.BENCH_PAGES ? Number(process.env.BENCH_PAGES) : Infinity;
export const WHOLE =
  LIGHTHOUSE && process.env.BENCH_SIZES === undefined && process.env.BENCH_PAGES === undefined;
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const shop = `http://127.0.0.1:${SHOP_PORT}`;
// Browsers ask for compressed answers; so does the load, so the bytes are the ones phones get.
export const HEADERS = { 'accept-encoding': 'br, gzip' };
