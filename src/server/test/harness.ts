import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { expect } from 'vitest';
import type { Role } from '#shared/constants.js';
import type { StaffRole } from '#shared/staff-roles.js';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { connect, type DatabaseTarget } from '../db/connect.js';
import type { Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { ManualClock } from '../lib/clock.js';
import { newId } from '../lib/ids.js';
import { createSession } from '../modules/auth/session.repository.js';
import type { JobOptions } from '../plugins/jobs.js';
import type { MailOptions } from '../plugins/mail.js';
import type { ServerTimeouts } from '../plugins/request-guards.js';

// Builds the real app against a real, fresh database for one test file: a temporary SQLite file
// by default, or a new PostgreSQL database when TEST_DATABASE_URL is set (scripts/test-api.mjs
// runs the API suite both ways). Anything the app logs at error level fails the test on close.

export const dialectUnderTest = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

export async function freshDatabase(
  dataDir: string,
  /** The SQLite file's name in dataDir (a server process opens `shop.sqlite`). */
  sqliteFile = 'test.sqlite',
): Promise<{ target: DatabaseTarget; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return {
      target: { kind: 'sqlite', file: path.join(dataDir, sqliteFile) },
      drop: async () => {},
    };
  }
  const name = `shop_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  clock: ManualClock;
  config: Config;
  dataDir: string;
  /** Error-level log lines written so far. */
  errorLogs: string[];
  close(options?: { allowErrorLogs?: boolean }): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    webRoot?: string;
    timeouts?: ServerTimeouts;
    mail?: MailOptions;
    jobs?: JobOptions;
    /** Sees the SQL of every statement the app sends (tests that compare two requests' work). */
    onQuery?: (sql: string) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const { target, drop } = await freshDatabase(dataDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    ...(target.kind === 'postgres'
      ? { DATABASE_URL: target.url, APP_SECRET: randomBytes(32).toString('hex') }
      : {}),
    ...options.env,
  });
  const errorLogs: string[] = [];
  let closing = false;
  // Dropping the test database ends connections the pool may still be closing; only a lost
  // connection while the test runs is a failure.
  const connected = connect(target, (err) => {
    if (!closing) errorLogs.push(`database pool: ${err.message}`);
  });
  await migrateToLatest(connected);
  const { onQuery } = options;
  const db = onQuery
    ? connected.withPlugin({
        transformQuery: ({ node, queryId }) => {
          onQuery(connected.getExecutor().compileQuery(node, queryId).sql);
          return node;
        },
        transformResult: async ({ result }) => result,
      })
    : connected;
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      errorLogs.push(chunk.toString());
      done();
    },
  });
  const clock = new ManualClock();
  const app = await buildApp({
    config,
    db,
    clock,
    logger: { level: 'error', stream },
    webRoot: options.webRoot ?? path.join(dataDir, 'no-web-build'),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.jobs ? { jobs: options.jobs } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    clock,
    config,
    dataDir,
    errorLogs,
    async close({ allowErrorLogs = false } = {}) {
      closing = true;
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (!allowErrorLogs && errorLogs.length > 0) {
        throw new Error(`The app logged errors during the test:\n${errorLogs.join('\n')}`);
      }
    },
  };
}

let userCounter = 0;

/**
 * Inserts a verified user directly and opens a session for them. For tests of routes that need
 * a caller; the login flow itself is tested through the API.
 */
export async function createUserWithSession(
  t: Pick<TestApp, 'db' | 'clock'>,
  role: Role = 'user',
  overrides: { email?: string; username?: string; roles?: readonly StaffRole[] } = {},
): Promise<{
  id: string;
  email: string;
  username: string;
  token: string;
  auth: { authorization: string };
}> {
  userCounter += 1;
  const id = newId();
  const email = overrides.email ?? `person${userCounter}-${id.slice(0, 6)}@example.test`;
  const username = overrides.username ?? `${role}${userCounter}`;
  const now = t.clock.now().toISOString();
  await t.db
    .insertInto('users')
    .values({
      id,
      email,
      email_normalized: email.toLowerCase(),
      username,
      password_hash: 'not-a-real-hash',
      role,
      verified: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  // An admin is an owner unless the test names the staff roles (decision 47).
  const roles = overrides.roles ?? (role === 'admin' ? ['owner'] : []);
  if (roles.length > 0)
    await t.db
      .insertInto('staff_roles')
      .values(roles.map((r) => ({ user_id: id, role: r, granted_at: now })))
      .execute();
  const token = await createSession(t.db, id, t.clock.now());
  return { id, email, username, token, auth: { authorization: `Bearer ${token}` } };
}

/**
 * The JSON body of an answer that must have this status; a different status fails the test and
 * shows the body, which usually says why.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads what it expects
export function jsonOf<T = any>(
  res: { statusCode: number; body: string; json(): unknown },
  status: number,
): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}
