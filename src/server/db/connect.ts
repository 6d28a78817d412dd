import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Database } from './database.js';

export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

const logPoolError = (err: Error) =>
  console.error(`Database connection lost (it will be replaced): ${err.message}`);

/**
 * Opens the database. On PostgreSQL, an idle pooled connection that the server ends (restart,
 * failover, an administrator) is reported to `onPoolError` and replaced on the next query,
 * instead of crashing the process as an unhandled 'error' event would.
 */
export function connect(
  target: DatabaseTarget,
  onPoolError: (err: Error) => void = logPoolError,
): Kysely<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10, types: numericInt8 });
    pool.on('error', onPoolError);
    // A connection lost while checked out (in a query, or just handed out) reports an 'error'
    // the pool does not listen for then: without this listener it crashes the process. The
    // query in flight fails on its own; the pool drops the connection when it is released.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  fs.mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SQLite(target.file);
  // Durability and concurrency for the embedded default (docs/decisions/076-sqlite-settings.md).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: keepStatements(sqlite) }) });
}

const pools = new WeakMap<Kysely<Database>, pg.Pool>();

/** The PostgreSQL pool's connections (for /metrics); undefined on SQLite. */
export function poolStats(db: Kysely<Database>) {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

const INT8_OID = 20;

/**
 * PostgreSQL's 64-bit integers (bigint columns such as order totals, and every count(*)) arrive
 * as numbers, as the table types say and as SQLite gives them. pg's default is a string, since
 * JavaScript numbers are exact only up to 2^53; the shop's limits keep every value below that
 * (an order's total is at most about 5 x 10^13), and a value past it is refused loudly, never
 * rounded.
 */
const numericInt8: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (text: string) => {
          const n = Number(text);
          if (!Number.isSafeInteger(n)) throw new RangeError(`${text} is past 2^53`);
          return n;
        }
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

const STATEMENTS_KEPT = 256;

/**
 * Kysely prepares every query anew, which costs more than running a small one. The statements of
 * the most recent query texts are kept (the least recently used goes first). Kysely runs one
 * query at a time on the one connection and never leaves a statement mid-way, so reuse is safe.
 */
function keepStatements(sqlite: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (text: string) => {
      let statement = kept.get(text);
      if (statement) {
        kept.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (kept.size >= STATEMENTS_KEPT) kept.delete(kept.keys().next().value!);
      }
      kept.set(text, statement);
      return statement;
    },
  };
}
