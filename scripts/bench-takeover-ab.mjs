#!/usr/bin/env node
// Two builds' take-over side by side, in one sitting on one host (docs/decisions/180): each build's
// demo shop on a port of its own, then, round after round, the same pages in one build and then
// the other (so the machine's other load falls on both alike): the take-over main-thread ms at 1x
// (traced: wall time and the thread's CPU time) and the window at the CPU slowdown scaled to this host (index / 400, issue 48). The host
// index is Lighthouse's, read three times at the start (the median sets the slowdown) and once at
// the end. With AB_LIGHTHOUSE=on, each round also runs Lighthouse on each page at the scaled
// slowdown (its performance and total blocking time, issue 48's budgets). Medians of the rounds.
// Alone:
//   AB_BEFORE=dist-before AB_AFTER=dist AB_PORTS=3186,4186 AB_ROUNDS=5 node scripts/bench-takeover-ab.mjs
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LOW_END_PHONE_INDEX, median, slowdownFor, startDemo } from './bench-lighthouse.mjs';
import { measureTakeOver } from './bench-takeover.mjs';
import { CHROME, CHROME_FLAGS } from './bench-settings.mjs';

const builds = {
  before: process.env.AB_BEFORE ?? 'dist-before',
  after: process.env.AB_AFTER ?? 'dist',
};
const ports = (process.env.AB_PORTS ?? '3186,4186').split(',').map(Number);
const rounds = Number(process.env.AB_ROUNDS ?? 5);

const withLighthouse = process.env.AB_LIGHTHOUSE === 'on';

/** Lighthouse's performance run on one page (the CPU slowdown given, else its default 4x). */
async function lighthouseRun(url, cpuSlowdownMultiplier) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS, '--disable-quic'],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
    });
    return {
      index: Math.round(lhr.environment.benchmarkIndex),
      performance: Math.round(lhr.categories.performance.score * 100),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    };
  } finally {
    await chrome.kill();
  }
}

const hostIndex = async (base) => (await lighthouseRun(`${base}/contact`)).index;

const shops = {};
try {
  for (const [i, [name, dist]] of Object.entries(builds).entries()) {
    const demo = await startDemo(dist, ports[i]);
    shops[name] = demo;
    // The pages of the first rounds of decision 180, among the demo's own.
    const [home, products, product, , , , post, contact, swHome] = demo.pages;
    demo.pages = [home, products, product, demo.variantPage, post, contact, swHome];
  }
  // Three reads, the median taken: one read on a busy machine can come out a third of another.
  const indexes = [];
  for (let i = 0; i < 3; i += 1)
    indexes.push(await hostIndex(shops[i % 2 ? 'after' : 'before'].base));
  const index = median(indexes);
  const slowdown = slowdownFor(index, LOW_END_PHONE_INDEX);
  const samples = { before: {}, after: {} };
  const failures = [];
  for (let r = 0; r < rounds; r += 1) {
    // Alternate which build goes first, so neither always has the warmer machine.
    const order = r % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
    for (const name of order) {
      const { base, pages } = shops[name];
      let traced;
      let scaled;
      try {
        traced = await measureTakeOver({ base, pages, runs: 1, cpuSlowdown: 1, trace: true });
        scaled = await measureTakeOver({ base, pages, runs: 1, cpuSlowdown: slowdown });
      } catch (error) {
        // Said and counted, not fatal: on a busy machine a load now and then outlasts its 60 s.
        failures.push(`${name}, round ${r + 1}: ${error.message}`);
        console.error(`${name}, round ${r + 1}: ${error.message}`);
        continue;
      }
      for (const [j, row] of traced.entries()) {
        const s = (samples[name][row.page] ??= { cpu: [], main: [], window: [], scaledWindow: [] });
        s.cpu.push(row.mainThreadCpuMs);
        s.main.push(row.mainThreadMs);
        s.window.push(row.windowMs);
        s.scaledWindow.push(scaled[j].windowMs);
      }
      if (withLighthouse)
        for (const [j, page] of pages.entries()) {
          const run = await lighthouseRun(`${base}${page}`, slowdown);
          const s = samples[name][traced[j].page];
          (s.performance ??= []).push(run.performance);
          (s.tbt ??= []).push(run.tbtMs);
        }
    }
    console.error(`round ${r + 1} of ${rounds} done`);
  }
  indexes.push(await hostIndex(shops.after.base));
  console.log(
    `host index ${indexes.join(', ')} (median ${index} set the slowdown); scaled CPU slowdown ${slowdown}x; ${rounds} rounds, medians (all samples in brackets)`,
  );
  const lighthouseHead = withLighthouse
    ? ' Lighthouse scaled before | after | TBT ms scaled before | after |'
    : '';
  console.log(
    `| page | main thread CPU ms 1x before | after | main thread ms 1x before | after | window ms 1x before | after | window ms scaled before | after |${lighthouseHead}`,
  );
  console.log(
    `|---|---:|---:|---:|---:|---:|---:|---:|---:|${withLighthouse ? '---:|'.repeat(4) : ''}`,
  );
  for (const page of Object.keys(samples.before)) {
    const b = samples.before[page];
    const a = samples.after[page];
    const lighthouseCells = withLighthouse
      ? ` ${median(b.performance)} | ${median(a.performance)} | ${median(b.tbt)} | ${median(a.tbt)} |`
      : '';
    console.log(
      `| ${page} | ${median(b.cpu)} | ${median(a.cpu)} | ${median(b.main)} | ${median(a.main)} | ${median(b.window)} | ${median(a.window)} | ${median(b.scaledWindow)} | ${median(a.scaledWindow)} |${lighthouseCells}`,
    );
  }
  if (failures.length) console.log(`Rounds not measured: ${failures.join('; ')}`);
  console.log(JSON.stringify(samples));
} finally {
  for (const demo of Object.values(shops)) await demo.stop();
}
process.exit(0);
