import crypto from 'node:crypto';
import type SQLite from 'better-sqlite3';
import type pg from 'pg';

// `npm run backup -- --verify` (decision 125): what a database holds, table by table, as a row
// count and a checksum of its rows that does not depend on their order, so the shop at the moment
// of the copy and the copy restored into a scratch database can be compared.

/** Per table: how many rows, and a checksum of them (order-independent). */
export type TableSummary = Record<string, { rows: number; checksum: string }>;

const MASK = (1n << 64n) - 1n;

/** A row's hash, from each value's type, length and bytes, so no two different rows collide. */
function rowHash(values: unknown[]): bigint {
  const hash = crypto.createHash('sha256');
  for (const v of values) {
    if (v === null || v === undefined) hash.update('n;');
    else if (Buffer.isBuffer(v)) hash.update(`b${v.length}:`).update(v);
    else if (typeof v === 'string') hash.update(`s${Buffer.byteLength(v)}:`).update(v);
    else hash.update(`${typeof v}:${String(v)};`);
  }
  return hash.digest().readBigUInt64BE(0);
}

/**
 * Every table of a SQLite database (the search index's own tables too), read in the connection's
 * current transaction: one moment of the shop when the caller holds a read transaction.
 */
export function summarizeSqlite(db: SQLite.Database): TableSummary {
  const tables = db
    .prepare(
      `select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`,
    )
    .pluck()
    .all() as string[];
  const summary: TableSummary = {};
  for (const name of tables) {
    let rows = 0;
    let sum = 0n;
    // Rows are streamed one at a time: a table of images never sits in memory whole.
    const rowsOf = db.prepare(`select * from "${name.replaceAll('"', '""')}"`).raw();
    for (const row of rowsOf.iterate() as IterableIterator<unknown[]>) {
      rows += 1;
      sum = (sum + rowHash(row)) & MASK;
    }
    summary[name] = { rows, checksum: sum.toString(16).padStart(16, '0') };
  }
  return summary;
}

/**
 * Every table of the current schema of a PostgreSQL database, read in the client's current
 * transaction. The server hashes each row's text and the hashes in order, so only a line per
 * table crosses the network.
 */
export async function summarizePostgres(client: pg.ClientBase): Promise<TableSummary> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const summary: TableSummary = {};
  for (const { name } of tables) {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    const { rows } = await client.query<{ rows: number; checksum: string }>(
      `select count(*)::int as rows,
              coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as checksum
         from ${quoted} t`,
    );
    summary[name] = rows[0]!;
  }
  return summary;
}

/** What differs between the shop at the moment of the copy and the restored copy, table by table. */
export function differences(atCopy: TableSummary, restored: TableSummary): string[] {
  const found: string[] = [];
  for (const [table, then] of Object.entries(atCopy)) {
    const now = restored[table];
    if (!now) found.push(`${table}: missing from the copy`);
    else if (now.rows !== then.rows)
      found.push(`${table}: ${then.rows} rows in the shop, ${now.rows} in the copy`);
    else if (now.checksum !== then.checksum)
      found.push(`${table}: same ${then.rows} rows counted, but their contents differ`);
  }
  for (const table of Object.keys(restored)) {
    if (!atCopy[table]) found.push(`${table}: in the copy but not in the shop`);
  }
  return found;
}

/** One line saying how much was compared. */
export function describeSummary(summary: TableSummary): string {
  const tables = Object.keys(summary).length;
  const rows = Object.values(summary).reduce((n, t) => n + t.rows, 0);
  return `${tables} tables, ${rows} rows`;
}
