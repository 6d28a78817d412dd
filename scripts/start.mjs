#!/usr/bin/env node
// `npm start`: builds the SPA and the server when the build is missing or older than the sources,
// then runs the server. `npm run admin -- <command>`, `npm run backup` and `npm run restore` run
// their command lines the same way.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The shop runs on Node 22 (22.12 or later) and 24 LTS, as package.json's engines say
// (docs/decisions/122-node-lts.md). Another Node still starts it, after one warning line, so a
// shop mid-upgrade keeps selling; npm itself only warns on engines too.
const [major, minor] = process.versions.node.split('.').map(Number);
if (!((major === 22 && minor >= 12) || major === 24)) {
  console.warn(
    `Warning: Node ${process.versions.node} is not one the shop supports or that gets security fixes; install Node 24 LTS (or 22.12+).`,
  );
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
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
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
