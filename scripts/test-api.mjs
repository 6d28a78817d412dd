#!/usr/bin/env node
// Runs the API integration suite against SQLite, then the same suite against PostgreSQL.
// PostgreSQL comes from TEST_POSTGRES_URL (a database the suite may create databases from), else
// the local server at postgres://postgres@127.0.0.1:5432/postgres when it answers. Set
// TEST_POSTGRES_URL=off to skip it; in CI (CI=true) a missing PostgreSQL is a failure.
// API_SQLITE_NODE_BIN (a Node's bin directory) runs the SQLite leg on that Node: CI gives Node 22's,
// so the whole suite runs on both Node lines the shop supports, the native SQLite addon on 22
// (docs/decisions/138-node-22-and-24.md).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { onThisNode } from './this-node.mjs';

const extra = process.argv.slice(2);
const reportDir = process.env.TEST_REPORT_DIR;

function run(label, env, nodeBin) {
  const onNode = onThisNode();
  if (nodeBin) onNode.PATH = [nodeBin, onNode.PATH].join(path.delimiter);
  const version = nodeBin
    ? spawnSync(path.join(nodeBin, 'node'), ['--version'], { encoding: 'utf8' }).stdout.trim()
    : process.version;
  console.log(`\n=== API tests on ${label}, Node ${version} ===`);
  const reporters = reportDir
    ? [
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${reportDir}/api-${label.toLowerCase()}.json`,
      ]
    : [];
  const res = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...reporters, ...extra], {
    stdio: 'inherit',
    env: { ...onNode, ...env },
  });
  return res.status ?? 1;
}

async function postgresUrl() {
  const configured = process.env.TEST_POSTGRES_URL;
  if (configured === 'off') return null;
  const url = configured || 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch (err) {
    if (configured || process.env.CI) {
      console.error(`PostgreSQL at ${url} did not answer: ${err.message}`);
      process.exit(1);
    }
    console.log(`PostgreSQL not reachable at ${url}: API tests run on SQLite only.`);
    return null;
  }
}

let status = run('SQLite', { TEST_DATABASE_URL: '' }, process.env.API_SQLITE_NODE_BIN);
const url = await postgresUrl();
if (url) status = run('PostgreSQL', { TEST_DATABASE_URL: url }) || status;
process.exit(status);
