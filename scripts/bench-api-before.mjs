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

/** The before tree's catalogue rows at `size` products, or null when BENCH_API_BEFORE is `off`. */
export async function apiRowsBefore(size, hellos) {
  const before = buildBefore(API_BEFORE, { withTheseModules: true });
  if (!before) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-bench-before-${size}-`));
  try {
    const seeded = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { seedCatalogue } = await import('./scripts/bench-seed.mjs');
         await seedCatalogue(${JSON.stringify(dir)}, ${size});`,
      ],
      { cwd: before.dir, stdio: ['ignore', 'ignore', 'inherit'], env: onThisNode() },
    );
    if (seeded.status !== 0) throw new Error(`Seeding ${before.rev}'s catalogue failed`);
    const server = startShop(before.dist, dir);
    await waitFor(`${shop}/api/health`);
    const { rows } = await catalogueRows(server, size, hellos);
    await server.stop();
    return { rev: before.rev, size, rows };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    before.remove();
  }
}
