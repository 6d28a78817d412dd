// The bench's report: bench/results.md and bench/results.json after a whole run, else
// bench/partial.md and bench/partial.json (scripts/bench.mjs).
import fs from 'node:fs';
import os from 'node:os';
import { benchQuotes } from './bench-quotes.mjs';
import {
  LIGHTHOUSE_RUNS,
  LOW_END_PHONE_INDEX,
  REFERENCE_HOST_INDEX,
  median,
} from './bench-lighthouse.mjs';
import { CONNECTIONS, LIGHTHOUSE, SECONDS, WHOLE } from './bench-settings.mjs';
import { takeOverTable } from './bench-takeover.mjs';

function lighthouseTable(rows, { tbtBudgetMs } = {}) {
  return [
    `| page | host index | CPU slowdown | performance | accessibility | best practices | SEO | LCP ms | TBT ms |${tbtBudgetMs ? ` TBT under ${tbtBudgetMs} ms |` : ''} CLS |`,
    `|---|---:|---:|---:|---:|---:|---:|---:|---:|${tbtBudgetMs ? '---|' : ''}---:|`,
    ...rows.map(
      (s) =>
        `| ${s.page} | ${s.hostIndex} | ${s.cpuSlowdown}x | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.lcpMs} | ${s.tbtMs} |${tbtBudgetMs ? ` ${s.tbtMs < tbtBudgetMs ? 'yes' : 'NO'} |` : ''} ${s.cls} |`,
    ),
  ];
}

/** Issue 48 item 3's budgets, each counted over the pages measured. */
function budgetLines({ normalized, reference, takeOverScaled, takeOverReference }) {
  const count = (rows, ok) => `${rows.filter(ok).length} of ${rows.length}`;
  return [
    '### Budgets (issue 48)',
    '',
    `- Low-end phone (scaled): total blocking time under 300 ms on ${count(normalized, (r) => r.tbtMs < 300)} ` +
      `pages; take-over within 1,500 ms of first paint on ${count(takeOverScaled, (r) => r.windowMs <= 1500)}.`,
    `- As on a host of index ${REFERENCE_HOST_INDEX.toLocaleString('en')}: Lighthouse performance 100 on ` +
      `${count(reference, (r) => r.performance === 100)} pages; take-over within 1,000 ms on ` +
      `${count(takeOverReference, (r) => r.windowMs <= 1000)}.`,
    '',
  ];
}

/** This build beside the tree before issue 48's work, measured in the same run (bench-before). */
function beforeTable(before, after) {
  const byPage = (rows) => new Map(rows.map((r) => [r.page, r]));
  const rows = {
    tbt: [byPage(before.normalized), byPage(after.normalized)],
    window: [byPage(before.takeOverScaled), byPage(after.takeOverScaled)],
    traced: [byPage(before.takeOverTraced), byPage(after.takeOverTraced)],
  };
  const pair = ([b, a], page, key) => `${b.get(page)?.[key] ?? '-'} | ${a.get(page)?.[key] ?? '-'}`;
  return [
    `### Before and after (${before.rev}, the tree before issue 48's take-over work, built and measured in this run)`,
    '',
    'Scaled rows: CPU slowdown host index / 400; 1x: the main thread between first paint and take-over.',
    '',
    '| page | scaled TBT ms before | after | scaled window ms before | after | 1x main thread ms before | after | its CPU ms before | after |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...after.normalized.map(
      ({ page }) =>
        `| ${page} | ${pair(rows.tbt, page, 'tbtMs')} | ${pair(rows.window, page, 'windowMs')} | ` +
        `${pair(rows.traced, page, 'mainThreadMs')} | ${pair(rows.traced, page, 'mainThreadCpuMs')} |`,
    ),
    '',
  ];
}

/** CPU beside the hello loaded the same way (compressed rows: `hello`; others name theirs). */
const ratio = (row, hello) => {
  const base = row.versus ?? hello;
  if (!row.cpuUsPerReq || !base.cpuUsPerReq) return '-';
  const x = (row.cpuUsPerReq / base.cpuUsPerReq).toFixed(row.helloUs ? 2 : 1);
  return row.helloUs ? `${x} (hello ${row.helloUs.join(' / ')} µs)` : x;
};
/** Issue 41: the catalogue rows of the tree before its work and this build's, in turns. */
function apiBeforeTable(apiBefore, hello) {
  const byLabel = new Map(apiBefore.before.map((r) => [r.label, r]));
  const cell = (row) =>
    row ? `${row.cpuUsPerReq ?? '-'} (${row.turns.join(', ')}) | ${ratio(row, hello)}` : '- | -';
  return [
    `## API rows before and after (${apiBefore.rev}, the tree before issues 41 and 42, built and measured in this run)`,
    '',
    `${apiBefore.size.toLocaleString('en')} products; the server's CPU per request, the mean of ` +
      'two turns taken before, after, after, before on fresh servers (each turn in brackets), ' +
      'and beside the bare hello loaded the same way in this run (lower is better).',
    '',
    '| row | CPU µs/req before | x hello before | CPU µs/req after | x hello after |',
    '|---|---:|---:|---:|---:|',
    ...apiBefore.after.map(
      (row) => `| ${row.label} | ${cell(byLabel.get(row.label))} | ${cell(row)} |`,
    ),
    '',
  ];
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** Writes the results (the file a whole run or a partial one goes to) and prints them. */
export async function writeReport({
  hello,
  helloPlain,
  paymentRows,
  runs,
  firstResultsBytes,
  filterChange,
  memory,
  quotes,
  reports,
  scores,
  normalized,
  takeOver,
  takeOverScaled,
  takeOverTraced,
  variantBytes,
  reference = [],
  takeOverReference = [],
  before = null,
  apiBefore = null,
}) {
  const hostIndex = scores?.length ? median(scores.map((s) => s.hostIndex)) : undefined;
  const at = new Date().toISOString();
  const md = [
    '# Bench results',
    '',
    `Measured ${at} by \`npm run bench\` on ${os.cpus().length} cores (shared with other work), ` +
      `Node ${process.version}; embedded SQLite; the shop logs one line per request at info level. ` +
      `autocannon ${CONNECTIONS} connections for ${SECONDS} s per row, asking for br/gzip like a browser. ` +
      'CPU per request is the server process CPU time (from /proc) divided by the requests answered; ' +
      '"uncached" rows ask for a different filter value on every request, so neither the prepared ' +
      "answer nor the facet counts are in memory (a search's matches are kept per search text, " +
      'see docs/decisions/046-catalogue-index.md); "next pages" ask for pages 2 to the last (at least 1,001) in four sorts, ' +
      'more addresses than the shop keeps answers for (a new answer, the counts of the view known). ' +
      'Lighthouse uses its mobile profile (simulated slow 4G, 4x CPU slowdown) on the demo shop, ' +
      "then the same with the CPU slowdown set from this host's benchmark index: as on a host of " +
      "index 2,000, and as a low-end phone (index 400); the tree before issue 48's take-over work is " +
      'built and measured in the same run (BENCH_BEFORE).',
    '',
    `Bare Fastify hello: ${hello.reqPerSec} req/s, ${hello.cpuUsPerReq} µs CPU per request; ` +
      `at 50 connections uncompressed: ${helloPlain.reqPerSec} req/s, ${helloPlain.cpuUsPerReq} µs` +
      '. Rows that show "(hello a / b µs)" are read against the hello loaded the same way just ' +
      "before (a) and just after (b) them, the mean of the two: this host's speed drifts by a " +
      'fifth within minutes; the other rows against the hellos above.',
    '',
    '## M-Pesa payments (scripts/bench-payments.mjs)',
    '',
    '| what | path | req/s | p50 ms | p99 ms | µs CPU/req | x hello CPU | errors |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...paymentRows.map(
      (r) =>
        `| ${r.label} | \`${r.path}\` | ${r.reqPerSec} | ${r.p50ms} | ${r.p99ms} | ${r.cpuUsPerReq} | ${ratio(r, hello)} | ${r.errors} |`,
    ),
    '',
    ...paymentRows
      .filter((r) => r.settledAfterLoadMs !== undefined)
      .map(
        (r) =>
          `Callbacks are answered once kept; the ${r.answered} payments they settled (order Paid, ` +
          `shop mailed) were all done ${(r.settledAfterLoadMs / 1000).toFixed(1)} s after the ` +
          `load ended, ${r.cpuUsPerSettledCallback} µs CPU per callback in all.`,
      ),
    '',
    ...runs.flatMap((run) => [
      `## ${run.size.toLocaleString('en')} products`,
      '',
      `Seeded in ${run.seededMs} ms. First page of 24: ${kb(run.pageBytes)} compressed; ` +
        `full list: ${kb(run.fullListBytes)} compressed.`,
      '',
      '| what | path | req/s | p50 ms | p99 ms | µs CPU/req | x hello CPU | errors |',
      '|---|---|---:|---:|---:|---:|---:|---:|',
      ...run.rows.map(
        (r) =>
          `| ${r.label} | \`${r.path}\` | ${r.reqPerSec} | ${r.p50ms} | ${r.p99ms} | ${r.cpuUsPerReq} | ${ratio(r, hello)} | ${r.errors} |`,
      ),
      '',
    ]),
    ...(apiBefore ? apiBeforeTable(apiBefore, hello) : []),
    '## Filter change in the browser (20,000 products)',
    '',
    filterChange
      ? `From choosing a filter on /products to the new results on screen, five changes in ` +
        `Chromium (1280 px): ${filterChange.times.join(', ')} ms; median ${filterChange.medianMs} ms, ` +
        `max ${filterChange.maxMs} ms.`
      : 'Not measured.',
    '',
    '## Server memory (20,000 products)',
    '',
    memory
      ? `RSS after start ${memory.idle.rss.toFixed(0)} MiB; after the load ${memory.loaded.rss.toFixed(0)} MiB; peak ${memory.loaded.peak.toFixed(0)} MiB.`
      : 'Not measured.',
    '',
    ...(quotes ?? (await benchQuotes())),
    ...(reports ?? []),
    '## Lighthouse',
    '',
    ...(LIGHTHOUSE
      ? [
          `Median of ${LIGHTHOUSE_RUNS} runs per page (each column its own median). Lighthouse rates ` +
            `this host's CPU at benchmark index ${hostIndex ?? '-'} (every row names it); its default 4x ` +
            `slowdown models a phone from the host's own speed, so a faster host flatters the pages and a ` +
            `slower or busier one does them wrong; the scaled rows stand for the same low-end phone on any host.`,
          '',
          '### Default mobile profile (4x CPU slowdown)',
          '',
          ...lighthouseTable(scores),
          '',
          variantBytes
            ? `The product page of a product sold in 30 variants (/products/{30 variants}) is ` +
              `${(variantBytes.en.kept / 1024).toFixed(1)} KB brotli-compressed as the server keeps ` +
              `it (${(variantBytes.en.first / 1024).toFixed(1)} KB the first time, compressed quickly) ` +
              `in English and ${(variantBytes.sw.kept / 1024).toFixed(1)} KB ` +
              `(${(variantBytes.sw.first / 1024).toFixed(1)} KB) at /sw/; goal: at most 14 KB (decision 44).`
            : 'The 30-variant product page was not measured.',
          '',
          `### As on a host of index ${REFERENCE_HOST_INDEX.toLocaleString('en')}: CPU slowdown = host index / ${REFERENCE_HOST_INDEX / 4} (${reference[0]?.cpuSlowdown ?? '-'}x here)`,
          '',
          `Lighthouse's 4x on the host issue 48 sets its default-profile budget on (Lighthouse 100, ` +
            'take-over within 1,000 ms of first paint).',
          '',
          ...lighthouseTable(reference),
          '',
          `### A low-end phone on any host: CPU slowdown = host index / ${LOW_END_PHONE_INDEX} (${normalized[0]?.cpuSlowdown ?? '-'}x here)`,
          '',
          ...lighthouseTable(normalized, { tbtBudgetMs: 300 }),
          '',
          '### First paint and take-over (mobile profile applied to Chromium, median of 3)',
          '',
          'Default 4x CPU slowdown:',
          '',
          ...takeOverTable(takeOver, { hostIndex }),
          '',
          `As on a host of index ${REFERENCE_HOST_INDEX.toLocaleString('en')} (host index / ${REFERENCE_HOST_INDEX / 4}):`,
          '',
          ...takeOverTable(takeOverReference, { hostIndex }),
          '',
          `CPU slowdown scaled to a low-end phone (host index / ${LOW_END_PHONE_INDEX}):`,
          '',
          ...takeOverTable(takeOverScaled ?? [], { hostIndex, budgetMs: 1500 }),
          '',
          'No CPU slowdown, with the main thread’s own script, parsing and layout between first ' +
            'paint and take-over from a trace (the number that depends least on the host), in ' +
            'wall time and in the thread’s CPU time (which other processes on the host stretch less):',
          '',
          ...takeOverTable(takeOverTraced ?? [], { hostIndex }),
          '',
          ...budgetLines({ normalized, reference, takeOverScaled, takeOverReference }),
          ...(before ? beforeTable(before, { normalized, takeOverScaled, takeOverTraced }) : []),
        ]
      : ['Not run (BENCH_LIGHTHOUSE=off).']),
    '',
  ].join('\n');
  fs.mkdirSync('bench', { recursive: true });
  fs.writeFileSync(WHOLE ? 'bench/results.md' : 'bench/partial.md', md);
  fs.writeFileSync(
    WHOLE ? 'bench/results.json' : 'bench/partial.json',
    JSON.stringify(
      {
        at,
        hello,
        helloPlain,
        paymentRows,
        runs,
        firstResultsBytes,
        filterChange,
        memory,
        scores,
        normalized,
        takeOver,
        takeOverScaled,
        takeOverTraced,
        variantBytes,
        reference,
        takeOverReference,
        before,
        apiBefore,
      },
      null,
      2,
    ),
  );
  console.log(md);
}
