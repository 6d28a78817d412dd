// The API rows of the tree before issue 41's work (processes, events, typed jobs, deps, refusals by
// code) and issue 42's (variants), measured in the same run as this build's, on the same host,
// beside the same bare hello: issue 41 asks that no API row be worse than before, and rows of
// two runs on two hosts (or two Node versions) do not compare.
//
// BENCH_API_BEFORE names the revision (default 5c1b768, main just before both issues' first
// commits; `off` skips it). That tree pinned better-sqlite3 12, which aborts on Node 24, so it runs
// with this checkout's node_modules (better-sqlite3 13; the lockfiles differ only there and in one
// package the old tree does not import). Its catalogue is seeded by its own bench-seed.mjs, so
// its own migrations make its tables.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildBefore } from './bench-before.mjs';
import { catalogueRows, startShop, waitFor } from './bench-load.mjs';
import { shop } from './bench-settings.mjs';
import { onThisNode } from './this-node.mjs';

export const API_BEFORE = process.env.BENCH_API_BEFORE ?? '5c1b768';

/** Seeds `size` products into `dir` with the bench-seed.mjs (and so the migrations) of `tree`. */
function seedWith(tree, dir, size) {
  const seeded = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { seedCatalogue } = await import('./scripts/bench-seed.mjs');
       await seedCatalogue(${JSON.stringify(dir)}, ${size});`,
    ],
    { cwd: tree, stdio: ['ignore', 'ignore', 'inherit'], env: onThisNode() },
  );
  if (seeded.status !== 0) throw new Error(`Seeding ${tree}'s catalogue failed`);
}

/** Each row's mean over the turns, with the turns' own values beside it. */
export function meanRows(turns) {
  const mean = (values) => Math.round(values.reduce((a, b) => a + b, 0) / values.length);
  return turns[0].map((first, k) => {
    const same = turns.map((rows) => rows[k]);
    const cpu = same.map((r) => r.cpuUsPerReq);
    return {
      ...first,
      cpuUsPerReq: cpu.every((us) => us !== null) ? mean(cpu) : null,
      turns: cpu,
      ...(first.versus
        ? {
            versus: { cpuUsPerReq: mean(same.map((r) => r.versus.cpuUsPerReq)) },
            helloUs: [0, 1].map((h) => mean(same.map((r) => r.helloUs[h]))),
          }
        : {}),
    };
  });
}

/**
 * The catalogue rows at `size` products of the before tree and of this build (`dist`), each on
 * a fresh server over a catalogue its own tree seeded, in the turns before, after, after, before:
 * this host's speed drifts by a fifth within minutes (the floor, the same code in both trees,
 * once read 27 and 39 µs measured ten minutes apart), and a drift through the four turns falls
 * evenly on both trees. Each row is the mean of its two turns. Null when BENCH_API_BEFORE is
 * `off`.
 */
export async function apiRowsBefore(size, hellos) {
  const before = buildBefore(API_BEFORE, { withTheseModules: true });
  if (!before) return null;
  const sides = {
    before: { tree: before.dir, dist: before.dist, turns: [] },
    after: { tree: process.cwd(), dist: 'dist', turns: [] },
  };
  const made = [];
  try {
    for (const side of Object.values(sides)) {
      side.dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-bench-turns-${size}-`));
      made.push(side.dir);
      seedWith(side.tree, side.dir, size);
    }
    for (const name of ['before', 'after', 'after', 'before']) {
      const side = sides[name];
      const server = startShop(side.dist, side.dir);
      await waitFor(`${shop}/api/health`);
      side.turns.push((await catalogueRows(server, size, hellos)).rows);
      await server.stop();
    }
    return {
      rev: before.rev,
      size,
      before: meanRows(sides.before.turns),
      after: meanRows(sides.after.turns),
    };
  } finally {
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
    before.remove();
  }
}
