import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { DatabaseTarget } from './connect.js';

// One server at a time through start-up (migrations, the admin account, demo data): servers
// started together on an empty database would otherwise both create the same tables and rows
// (docs/decisions/120-health-shutdown-metrics.md). The lock is held by a connection of its own,
// so the operating system or PostgreSQL drops it when a process dies half-way: nothing to clean.

/** PostgreSQL advisory lock key: 'shop' 'start' in ASCII, apart from Kysely's migration lock. */
const PG_START_LOCK = 0x73686f70_7374;
const SQLITE_RETRY_MS = 50;

async function withPostgresLock<T>(url: string, run: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A lost lock connection is the next query's error, not an unhandled event.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [PG_START_LOCK]);
    return await run();
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => {});
  }
}

/**
 * SQLite: an exclusive transaction on a small file beside the database. Not the database itself:
 * start-up writes to it through the app's own connection, which that lock would block.
 */
async function withSqliteLock<T>(file: string, run: () => Promise<T>): Promise<T> {
  // No busy wait inside SQLite: that would block the event loop; the loop below waits instead.
  const lock = new SQLite(`${file}-start.lock`, { timeout: 0 });
  try {
    for (;;) {
      try {
        lock.exec('begin exclusive');
        break;
      } catch (err) {
        if ((err as { code?: string }).code !== 'SQLITE_BUSY') throw err;
        await new Promise((resolve) => setTimeout(resolve, SQLITE_RETRY_MS));
      }
    }
    return await run();
  } finally {
    lock.close();
  }
}

/** Runs `run` while no other server of this database is starting. */
export function withStartLock<T>(target: DatabaseTarget, run: () => Promise<T>): Promise<T> {
  return target.kind === 'postgres'
    ? withPostgresLock(target.url, run)
    : withSqliteLock(target.file, run);
}
