import { PostgresAdapter, type Kysely } from 'kysely';

// Helpers for migrations that must differ per dialect. Migrations import nothing else from the app.

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Binary column type: bytea on PostgreSQL, blob on SQLite. */
export function binaryType(db: Kysely<unknown>): 'bytea' | 'blob' {
  return isPostgres(db) ? 'bytea' : 'blob';
}
