#!/usr/bin/env node
// The owner's numbers under load (DESIGN decision 52, docs/decisions/145-reports.md): a scratch
// embedded database with 500 products (one counted variant each, received at a cost), 100,000
// sale facts (order lines over a year, a tenth of them undone, the delivery lines among them) and
// a settled payment per order (attached to none: the bench has no order rows), then each report timed in-process on the built server's code for
// the last 30 days and the whole year (median of 5 runs each). Goal: under 500 ms each.
// `npm run bench` adds its rows; `node scripts/bench-reports.mjs [lines]` runs it alone (after
// `npm run build`), e.g. with 2,000 lines as a smoke test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';

const dist = (file) => import(pathToFileURL(path.resolve('dist/node/server', file)).href);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const DAY = 86_400_000;
const REPORTS = [
  'takings',
  'sales',
  'by-product',
  'by-category',
  'stock-value',
  'low-stock',
  'slow-movers',
  'quotes',
  'top-customers',
];

/** Fills `file` (migrated) with products, variants, receipts, facts and payments. */
function seedFacts(file, lines, today) {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  const products = db.prepare('select id, name, category, sku from products').all();
  const at = new Date(today).toISOString();
  const variant = db.prepare(`insert into variants (id, product_id, position, sku, options,
    combo_key, price, discount, stock_unit, on_hand, reorder_level, active, created_at, updated_at)
    values (?, ?, 0, ?, '{}', '', 1000, null, 'piece', ?, 20000, 1, ?, ?)`);
  const receipt = db.prepare(`insert into stock_movements (id, variant_id, seq, kind, quantity,
    balance, unit_cost, reason, order_id, by_user_id, by_name, created_at)
    values (?, ?, 1, 'receipt', ?, ?, ?, null, null, null, 'bench', ?)`);
  const fact = db.prepare(`insert into sale_facts (id, order_id, reference, order_item_id, line,
    kind, product_id, variant_id, name, variant_title, sku, category, stock_quantity, stock_unit,
    net, cost, customer_name, phone, channel, day, at)
    values (?, ?, ?, ?, ?, ?, ?, ?, ?, null, ?, ?, ?, 'piece', ?, ?, ?, ?, 'online', ?, ?)`);
  const payment = db.prepare(`insert into payments (id, order_id, method, status, amount, phone,
    receipt, checkout_request_id, merchant_request_id, account_reference, payer_name, result_code,
    reason, by_name, note, created_at, updated_at, settled_at)
    values (?, null, ?, 'paid', ?, null, ?, null, null, null, null, null, null, null, ?, ?, ?, ?)`);
  db.transaction(() => {
    products.forEach((p, i) => {
      const onHand = (i % 7) * 10_000;
      variant.run(`v${i}`, p.id, p.sku, onHand, at, at);
      receipt.run(`r${i}`, `v${i}`, onHand + 50_000, onHand + 50_000, 400 + (i % 50) * 10, at);
    });
    let line = 0;
    for (let order = 0; line < lines; order += 1) {
      const when = today - Math.floor(((order * 7919) % 365) * DAY + (order % 24) * 3_600_000);
      const day = new Date(when + 3 * 3_600_000).toISOString().slice(0, 10);
      const iso = new Date(when).toISOString();
      const phone = `2547${String(10_000_000 + (order % 2_000)).padStart(8, '0')}`;
      const undone = order % 10 === 3;
      let total = 0;
      const count = 1 + (order % 4);
      for (let k = 0; k < count && line < lines; k += 1, line += 1) {
        const p = products[(order * 31 + k * 17) % products.length];
        const v = (order * 31 + k * 17) % products.length;
        const qty = (1 + ((order + k) % 9)) * 1000;
        const net = (qty / 1000) * (500 + (v % 40) * 75);
        total += net;
        const row = [`o${order}`, `ARH-${order}`, `i${order}-${k}`, 'item'];
        const rest = [p.id, `v${v}`, p.name, p.sku, p.category];
        fact.run(
          `f${line}`,
          ...row,
          'sale',
          ...rest,
          qty,
          net,
          Math.round(net * 0.7),
          `Customer ${order % 2_000}`,
          phone,
          day,
          iso,
        );
        if (undone)
          fact.run(
            `u${line}`,
            ...row,
            'cancellation',
            ...rest,
            -qty,
            -net,
            -Math.round(net * 0.7),
            `Customer ${order % 2_000}`,
            phone,
            day,
            iso,
          );
      }
      if (!undone) {
        const method = ['stk', 'paybill', 'manual'][order % 3];
        payment.run(
          `p${order}`,
          method,
          total,
          method === 'manual' ? null : `BNC${order}`,
          method === 'manual' ? 'Cash' : null,
          iso,
          iso,
          iso,
        );
      }
    }
  })();
  db.close();
}

/** Markdown lines: each report's median time over the last 30 days and over the year. */
export async function benchReports({ lines = 100_000 } = {}) {
  const { migrateFile } = await import('./bench-seed.mjs');
  const { seedCatalogue } = await import('./bench-seed.mjs');
  const { connect } = await dist('db/connect.js');
  const { runReport } = await dist('modules/reports/report.service.js');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-reports-'));
  const file = path.join(dir, 'shop.sqlite');
  try {
    await seedCatalogue(dir, 500);
    await migrateFile(file);
    const today = Date.parse('2026-11-27T09:00:00.000Z');
    const seedStart = Date.now();
    seedFacts(file, lines, today);
    const seededMs = Date.now() - seedStart;
    const db = connect({ kind: 'sqlite', file });
    const deps = { db, clock: { now: () => new Date(today) } };
    const rows = [];
    for (const report of REPORTS) {
      const times = {};
      for (const [label, from] of [
        ['30 days', '2026-10-29'],
        ['a year', '2025-11-28'],
      ]) {
        const runs = [];
        let answer;
        for (let i = 0; i < 5; i += 1) {
          const start = performance.now();
          answer = await runReport(deps, report, {
            from,
            to: '2026-11-27',
            group: 'day',
            days: 90,
          });
          runs.push(performance.now() - start);
        }
        times[label] = { ms: median(runs).toFixed(1), rows: answer.rows.length };
      }
      rows.push(
        `| ${report} | ${times['30 days'].ms} (${times['30 days'].rows} rows) | ${times['a year'].ms} (${times['a year'].rows} rows) |`,
      );
    }
    await db.destroy();
    return [
      `## Reports over ${lines.toLocaleString('en')} order lines (scripts/bench-reports.mjs)`,
      '',
      `Sale facts seeded in ${seededMs} ms (500 products, a tenth of the orders cancelled). ` +
        'Median of 5 in-process runs on embedded SQLite; goal under 500 ms each (decision 52).',
      '',
      '| report | last 30 days ms | a year ms |',
      '|---|---:|---:|',
      ...rows,
      '',
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const lines = Number(process.argv[2]) || 100_000;
  console.log((await benchReports({ lines })).join('\n'));
}
