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

// The main thread's own work while the page is taken over: the trace's script and layout (and
// style) events between first paint and the take-over mark, their union so that a layout forced
// inside a script counts once. At 1x CPU it depends far less on the host than the window does.
const MAIN_THREAD_WORK = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.run',
  'v8.callFunction',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'RunMicrotasks',
  'V8.GC_SCAVENGER',
  'MinorGC',
  'MajorGC',
  'Layout',
  'UpdateLayoutTree',
  'RecalcStyles',
  'ParseHTML',
]);
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-devtools.timeline',
];

/**
 * Milliseconds of script, parsing and layout on the page's main thread (the thread that painted
 * it) between `from` and `to`.
 */
export function mainThreadMs(events, { from, to, pid, tid }) {
  const spans = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        MAIN_THREAD_WORK.has(e.name) &&
        e.pid === pid &&
        e.tid === tid &&
        e.ts + e.dur > from &&
        e.ts < to,
    )
    .map((e) => [Math.max(e.ts, from), Math.min(e.ts + e.dur, to)])
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [start, stop] of spans) {
    if (stop <= end) continue;
    total += stop - Math.max(start, end);
    end = stop;
  }
  return Math.round(total / 1000);
}

/**
 * The same work as mainThreadMs in the thread's own CPU time (each event's `tdur`): on a machine
 * other processes share, a slice of work waiting for a core stretches its wall time, not its CPU
 * time. The outermost events only (their CPU time holds their children's), each counted in the
 * share of its wall time that falls between `from` and `to`.
 */
export function mainThreadCpuMs(events, { from, to, pid, tid }) {
  const spans = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        MAIN_THREAD_WORK.has(e.name) &&
        e.pid === pid &&
        e.tid === tid &&
        e.tdur !== undefined &&
        e.ts + e.dur > from &&
        e.ts < to,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let total = 0;
  let end = -Infinity;
  for (const e of spans) {
    if (e.ts + e.dur <= end) continue;
    end = e.ts + e.dur;
    const inside = Math.min(e.ts + e.dur, to) - Math.max(e.ts, from);
    total += e.dur > 0 ? (e.tdur * inside) / e.dur : e.tdur;
  }
  return Math.round(total / 1000);
}

/** The trace's first contentful paint and take-over mark, in trace microseconds. */
function traceMarks(events) {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  const taken = events.find((e) => e.name === 'shop:taken-over' && e.ph !== 'e');
  return paint && taken ? { from: paint.ts, to: taken.ts, pid: paint.pid, tid: paint.tid } : null;
}

async function traced(cdp, run) {
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: TRACE_CATEGORIES },
  });
  const result = await run();
  await cdp.send('Tracing.end');
  await done;
  const marks = traceMarks(events);
  return {
    ...result,
    mainThreadMs: marks ? mainThreadMs(events, marks) : NaN,
    mainThreadCpuMs: marks ? mainThreadCpuMs(events, marks) : NaN,
  };
}

async function once(browser, url, cpuSlowdown, { trace = false } = {}) {
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
  const load = async () => {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await takenOver(cdp);
    return page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const taken = performance.getEntriesByName('shop:taken-over')[0];
      return {
        firstPaintMs: Math.round(paint?.startTime ?? NaN),
        takeOverMs: Math.round(taken?.startTime ?? NaN),
      };
    });
  };
  try {
    return trace ? await traced(cdp, load) : await load();
  } finally {
    await context.close();
  }
}

/**
 * Rows of { page, firstPaintMs, takeOverMs, windowMs, cpuSlowdown } (each the median of `runs`
 * loads; the window is the median of each load's own take-over minus first paint); with
 * `trace`, also mainThreadMs, the main thread's script and layout inside the window, and
 * mainThreadCpuMs, the same in the thread's CPU time.
 */
export async function measureTakeOver({
  base,
  pages,
  runs = 3,
  chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium',
  cpuSlowdown = MOBILE_PROFILE.cpuSlowdown,
  trace = false,
}) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  });
  const rows = [];
  try {
    for (const path of pages) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) {
        try {
          samples.push(await once(browser, `${base}${path}`, cpuSlowdown, { trace }));
        } catch (error) {
          throw new Error(`${path} at ${cpuSlowdown}x: ${error.message}`, { cause: error });
        }
      }
      rows.push({
        page: pageLabel(path),
        cpuSlowdown,
        firstPaintMs: median(samples.map((s) => s.firstPaintMs)),
        takeOverMs: median(samples.map((s) => s.takeOverMs)),
        windowMs: median(samples.map((s) => s.takeOverMs - s.firstPaintMs)),
        ...(trace
          ? {
              mainThreadMs: median(samples.map((s) => s.mainThreadMs)),
              mainThreadCpuMs: median(samples.map((s) => s.mainThreadCpuMs)),
            }
          : {}),
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** How a page is named in the tables: one product or post stands for all. */
export function pageLabel(path) {
  if (path.includes('?v=')) return path.replace(/\/products\/.+/, '/products/{30 variants}');
  return path.replace(/\/(products|blog)\/.+/, '/$1/{one}');
}

/** The table for bench/results.md, each row against its budget for the window. */
export function takeOverTable(rows, { budgetMs = 1000, hostIndex } = {}) {
  const traced = rows.some((r) => r.mainThreadMs !== undefined);
  return [
    `| page | host index | CPU slowdown | first paint ms | taken over ms | window ms |${traced ? ' main thread ms | its CPU ms |' : ''} within ${budgetMs.toLocaleString('en')} ms |`,
    `|---|---:|---:|---:|---:|---:|${traced ? '---:|---:|' : ''}---|`,
    ...rows.map(
      (r) =>
        `| ${r.page} | ${hostIndex ?? '-'} | ${r.cpuSlowdown ?? '-'}x | ${r.firstPaintMs} | ${r.takeOverMs} | ${r.windowMs} |${traced ? ` ${r.mainThreadMs} | ${r.mainThreadCpuMs ?? '-'} |` : ''} ${r.windowMs <= budgetMs ? 'yes' : 'NO'} |`,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = 'http://127.0.0.1:3000', ...pages] = process.argv.slice(2);
  const rows = await measureTakeOver({ base, pages: pages.length ? pages : ['/'] });
  console.log(takeOverTable(rows).join('\n'));
  const traced = await measureTakeOver({
    base,
    pages: pages.length ? pages : ['/'],
    cpuSlowdown: 1,
    trace: true,
  });
  console.log(takeOverTable(traced).join('\n'));
}
