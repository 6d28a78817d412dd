// The bench's "before" build (issue 48: before and after on the same host, in one run): the tree
// at BENCH_BEFORE, a git revision (default: the one before issue 48's take-over work, decision
// 180; `off` measures only this checkout), checked out in a temporary git worktree and built
// there, so its own server serves its own pages. It uses this checkout's node_modules when the two
// lockfiles agree, else runs its own `npm ci`. The worktree is removed when the bench is done.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onThisNode } from './this-node.mjs';

/** a2808fb: main before decision 180 (ServerHtml) and the take-over rows that came with it. */
export const BEFORE = process.env.BENCH_BEFORE ?? 'a2808fb';

function run(cmd, args, cwd) {
  const done = spawnSync(cmd, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: onThisNode(),
  });
  if (done.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}`);
}

const git = (args, cwd = process.cwd()) =>
  spawnSync('git', args, { cwd, encoding: 'utf8' }).stdout.trim();

/**
 * Builds a revision (BENCH_BEFORE unless named); null when it is `off`. `dir` is its checkout,
 * `dist` its server and its pages. `withTheseModules` uses this checkout's node_modules even when
 * the lockfiles differ (a tree whose own packages no longer run on this Node).
 */
export function buildBefore(revision = BEFORE, { withTheseModules = false } = {}) {
  if (revision === 'off') return null;
  const rev = git(['rev-parse', '--short', `${revision}^{commit}`]);
  if (!rev) throw new Error(`${revision} is not a commit of this repository`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-before-'));
  run('git', ['worktree', 'add', '--detach', dir, rev], process.cwd());
  const sameLock =
    spawnSync('git', ['diff', '--quiet', rev, '--', 'package-lock.json']).status === 0;
  if (sameLock || withTheseModules)
    fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  else run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  run('npm', ['run', 'build'], dir);
  return {
    rev,
    dir,
    dist: path.join(dir, 'dist'),
    remove() {
      spawnSync('git', ['worktree', 'remove', '--force', dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
