#!/usr/bin/env node
// `npm start`: builds the SPA and the server when the build is missing or older than the sources,
// then runs the server. `npm run admin -- <command>`, `npm run backup` and `npm run restore` run
// their command lines the same way.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onThisNode } from './this-node.mjs';

// The shop runs on Node 22 (22.14 or later) and 24 LTS, as package.json's engines say
// (docs/decisions/138-node-22-and-24.md). The SQLite driver, better-sqlite3 13, needs Node-API 10:
// on an older Node (20, 22.13 and before) it crashes the process with a segmentation fault at the
// first query, so the embedded default refuses to start there with one line saying why. With
// PostgreSQL (DATABASE_URL) SQLite is not used: another Node starts after one warning line.
const [major, minor] = process.versions.node.split('.').map(Number);
const supported = (major === 22 && minor >= 14) || major === 24;
const napi10 = major > 22 || (major === 22 && minor >= 14);
if (!supported) {
  const line = `Node ${process.versions.node} is not one the shop supports; install Node 24 LTS (or 22.14+).`;
  const onPostgres = /^postgres(ql)?:/.test(process.env.DATABASE_URL ?? '');
  if (!napi10 && !onPostgres) {
    console.error(`${line} Its SQLite driver would crash on this Node.`);
    process.exit(1);
  }
  console.warn(`Warning: ${line}`);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist', '.build-stamp');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

function buildIsCurrent() {
  if (!fs.existsSync(stamp)) return false;
  const built = fs.statSync(stamp).mtimeMs;
  const sources = Math.max(
    newestMtime(path.join(root, 'src')),
    newestMtime(path.join(root, 'public')),
    fs.statSync(path.join(root, 'package-lock.json')).mtimeMs,
  );
  return sources <= built;
}

if (!buildIsCurrent()) {
  console.log('Building the shop (first start or changed sources)...');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: onThisNode(),
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stamp, new Date().toISOString());
}

const args = process.argv.slice(2);
// `npm run admin`, `npm run backup` and `npm run restore` go to their command-line entries.
const commands = {
  '--admin-cli': ['dist/node/server/cli/admin.js'],
  '--backup': ['dist/node/server/cli/backup.js', 'backup'],
  '--restore': ['dist/node/server/cli/backup.js', 'restore'],
};
const command = commands[args[0]];
const [entry, ...entryArgs] = command ?? ['dist/node/server/server.js'];
const child = spawnSync(
  process.execPath,
  [path.join(root, entry), ...entryArgs, ...args.slice(command ? 1 : 0)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(child.status ?? 1);
