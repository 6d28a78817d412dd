#!/usr/bin/env node
// `npm run deploy-check`: the deployment of docs/operations.md ('Deploying') in miniature, on
// loopback: a fresh PostgreSQL database, a Redis of its own, two app servers from dist/ and Caddy
// with deploy/Caddyfile in front. Under a steady load through Caddy it restarts app 1 (SIGTERM,
// wait for it to exit, start it, wait until it is ready), then app 2, as `systemctl restart
// shop@3001` would, and prints the requests sent and failed and the orders placed and found.
// Exits 1 on any failed request, any order not found or any order placed twice. Every process it
// started and the database are removed on the way out, also after a failure (decision 123), when
// the processes' logs are kept and named. Settings: DEPLOY_CHECK_POSTGRES_URL (default
// TEST_POSTGRES_URL, else postgres://postgres@127.0.0.1:5432/postgres; it creates and drops its
// own database there), DEPLOY_CHECK_BUILD=off (check dist/ as it is), DEPLOY_CHECK_LOG_LEVEL.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { send, startLoad } from './deploy-check-load.mjs';
import { onThisNode } from './this-node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_URL =
  process.env.DEPLOY_CHECK_POSTGRES_URL ??
  (process.env.TEST_POSTGRES_URL && process.env.TEST_POSTGRES_URL !== 'off'
    ? process.env.TEST_POSTGRES_URL
    : 'postgres://postgres@127.0.0.1:5432/postgres');
const APP_PORTS = [3301, 3302];
const REDIS_PORT = 3391;
const CADDY_PORT = 8081;
const CADDY_ADMIN = '127.0.0.1:3399';
const SITE = `http://127.0.0.1:${CADDY_PORT}`;
/** The whole check, build excluded, must end within this (it takes about a minute). */
const DEADLINE_MS = 175_000;
/** An app server's start: the first migrates the new database and fills in the demo catalogue. */
const START_MS = 90_000;
/** Load before, between and after the restarts, so each restart happens mid-stream. */
const STEADY_MS = 5_000;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-deploy-check-'));
const dbName = `shop_deploy_check_${process.pid}_${Date.now()}`;
const children = new Set();
let dbCreated = false;
let cleaning;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (line) => console.log(`deploy-check: ${line}`);

// --- Build, as `npm start` does: only when dist/ is missing or older than the sources -----------
function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}
function buildIfNeeded() {
  // DEPLOY_CHECK_BUILD=off checks dist/ as it is (a tree where others are editing the sources).
  if (process.env.DEPLOY_CHECK_BUILD === 'off') return;
  const stamp = path.join(root, 'dist', '.build-stamp');
  const sources = Math.max(
    newestMtime(path.join(root, 'src')),
    newestMtime(path.join(root, 'public')),
    fs.statSync(path.join(root, 'package-lock.json')).mtimeMs,
  );
  if (fs.existsSync(stamp) && fs.statSync(stamp).mtimeMs >= sources) return;
  log('building the shop (dist/ is missing or older than the sources)...');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: onThisNode(),
  });
  if (result.status !== 0) throw new Error('the build failed');
  fs.writeFileSync(stamp, new Date().toISOString());
}

// --- Processes ------------------------------------------------------------------------------------
function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function start(name, command, args, env = {}) {
  const out = fs.openSync(path.join(work, `${name}.log`), 'a');
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  child.name = name;
  child.exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  children.add(child);
  child.exited.then(() => children.delete(child));
  return child;
}

async function stop(child, graceMs = 30_000) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exited;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  const result = await child.exited;
  clearTimeout(timer);
  return result;
}

async function waitFor(what, probe, child, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null)
      throw new Error(`${what} exited (code ${child.exitCode})`);
    if (await probe()) return;
    await sleep(200);
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
}

const answers200 = (base, p) => async () =>
  (await send(base, { path: p, timeoutMs: 2_000 })).status === 200;

// --- The pieces -------------------------------------------------------------------------------------
async function createDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${dbName}`);
    dbCreated = true;
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  return url.toString();
}

async function dropDatabase() {
  if (!dbCreated) return;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    dbCreated = false;
  } finally {
    await admin.end();
  }
}

async function startRedis() {
  const redis = start('redis', 'redis-server', [
    '--port',
    String(REDIS_PORT),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  const ping = () =>
    new Promise((resolve) => {
      const socket = net.connect(REDIS_PORT, '127.0.0.1');
      socket.once('error', () => resolve(false));
      socket.once('data', (d) => (socket.destroy(), resolve(d.toString().startsWith('+PONG'))));
      socket.write('PING\r\n');
    });
  await waitFor('redis-server', ping, redis, 10_000);
  return redis;
}

function appEnv(databaseUrl, secret, port) {
  return {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(work, `data-${port}`),
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
    APP_SECRET: secret,
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: SITE,
    SEED_DEMO: 'true',
    MPESA_ENV: 'off',
    LOG_LEVEL: process.env.DEPLOY_CHECK_LOG_LEVEL ?? 'warn',
  };
}

async function startApp(env) {
  const app = start(`app-${env.PORT}`, process.execPath, ['dist/node/server/server.js'], env);
  await waitFor(
    `app server ${env.PORT}`,
    answers200(`http://127.0.0.1:${env.PORT}`, '/readyz'),
    app,
    START_MS,
  );
  return app;
}

async function startCaddy() {
  const caddy = start(
    'caddy',
    'caddy',
    ['run', '--config', path.join(root, 'deploy/Caddyfile'), '--adapter', 'caddyfile'],
    {
      SHOP_SITE: SITE,
      SHOP_UPSTREAMS: APP_PORTS.map((p) => `127.0.0.1:${p}`).join(' '),
      CADDY_ADMIN,
      HOME: work,
      XDG_DATA_HOME: path.join(work, 'caddy-data'),
      XDG_CONFIG_HOME: path.join(work, 'caddy-config'),
    },
  );
  await waitFor('Caddy', answers200(SITE, '/api/health'), caddy, 20_000);
  return caddy;
}

/** Every order placed, read back through Caddy by its visitor, and counted in the database. */
async function findOrders(placed, databaseUrl) {
  let found = 0;
  for (const { reference, from } of placed) {
    const answer = await send(SITE, { path: `/api/orders/${reference}`, from });
    if (answer.status === 200 && JSON.parse(answer.body).reference === reference) found += 1;
    else
      log(
        `order ${reference} not found: ${answer.status} ${answer.error ?? answer.body.slice(0, 120)}`,
      );
  }
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query('select count(*)::int as n from orders');
    return { found, inDatabase: rows[0].n };
  } finally {
    await db.end();
  }
}

/** Stops every process started here and drops the database; the logs stay after a failure. */
async function cleanUp(keepLogs) {
  cleaning ??= (async () => {
    // Redis last: the app servers keep using it while they stop.
    const redis = [...children].filter((c) => c.name === 'redis');
    await Promise.all([...children].filter((c) => c.name !== 'redis').map((c) => stop(c, 5_000)));
    await Promise.all(redis.map((c) => stop(c, 5_000)));
    await dropDatabase().catch((err) => log(`could not drop database ${dbName}: ${err.message}`));
    for (const entry of fs.readdirSync(work)) {
      if (!keepLogs || !entry.endsWith('.log'))
        fs.rmSync(path.join(work, entry), { recursive: true, force: true });
    }
    if (keepLogs) log(`the logs of every process are in ${work}`);
    else fs.rmSync(work, { recursive: true, force: true });
  })();
  return cleaning;
}

function showLogs() {
  for (const file of fs.readdirSync(work).filter((f) => f.endsWith('.log'))) {
    const text = fs.readFileSync(path.join(work, file), 'utf8').trim().split('\n').slice(-15);
    if (text.join('').length > 0) console.log(`--- last lines of ${file} ---\n${text.join('\n')}`);
  }
}

async function main() {
  buildIfNeeded();
  for (const port of [...APP_PORTS, REDIS_PORT, CADDY_PORT, Number(CADDY_ADMIN.split(':')[1])]) {
    if (!(await portIsFree(port)))
      throw new Error(`port ${port} is in use; is another deploy-check running?`);
  }
  const deadline = setTimeout(() => {
    log(`gave up after ${DEADLINE_MS / 1000} s`);
    showLogs();
    void cleanUp(true).then(() => process.exit(1));
  }, DEADLINE_MS);

  const databaseUrl = await createDatabase();
  await startRedis();
  const secret = crypto.randomBytes(48).toString('base64');
  const envs = APP_PORTS.map((port) => appEnv(databaseUrl, secret, port));
  const apps = [];
  // One after the other: the first migrates the new database and fills the demo catalogue.
  for (const env of envs) apps.push(await startApp(env));
  await startCaddy();
  log(
    `PostgreSQL database ${dbName}, Redis on ${REDIS_PORT}, app servers on ${APP_PORTS.join(' and ')}, Caddy on ${SITE}`,
  );

  const list = await send(SITE, { path: '/api/products?page=1' });
  const items = JSON.parse(list.body).items ?? [];
  const products = items.filter((p) => p.stock === null || p.stock >= 100).map((p) => p._id);
  if (products.length === 0)
    throw new Error(`no product to order from ${list.status} ${list.body.slice(0, 200)}`);

  const load = startLoad(SITE, { products, ratePerSecond: 20 });
  await sleep(STEADY_MS);
  for (const [i, env] of envs.entries()) {
    const t0 = Date.now();
    const { code, signal } = await stop(apps[i]);
    const stopped = Date.now() - t0;
    apps[i] = await startApp(env);
    log(
      `restarted app ${i + 1} (port ${env.PORT}): stopped in ${stopped} ms (exit ${code ?? signal}), ready again after ${Date.now() - t0} ms`,
    );
    await sleep(STEADY_MS);
  }
  const results = await load.stop();
  const { found, inDatabase } = await findOrders(results.placed, databaseUrl);
  clearTimeout(deadline);

  log(`slowest answer ${results.slowestMs} ms`);
  for (const [kind, k] of Object.entries(results.byKind))
    log(`${kind}: ${k.sent} sent, ${k.failed} failed`);
  for (const failure of results.failures) log(`failed: ${failure}`);
  console.log(
    `requests sent ${results.sent}, failed ${results.failed}; orders placed ${results.placed.length}, found ${found} (${inDatabase} in the database)`,
  );
  const ok = results.failed === 0 && found === results.placed.length && inDatabase === found;
  if (!ok) showLogs();
  return ok;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void cleanUp().then(() => process.exit(130)));
}

main()
  .then(async (ok) => {
    await cleanUp(!ok);
    process.exit(ok ? 0 : 1);
  })
  .catch(async (err) => {
    log(`failed: ${err.message}`);
    showLogs();
    await cleanUp(true);
    process.exit(1);
  });
