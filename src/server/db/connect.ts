import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
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
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    pool.on('error', onPoolError);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SQLite(target.file);
  // Durability and concurrency for the embedded default (docs/decisions/076-sqlite-settings.md).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
