import { PostgresAdapter, type Kysely } from 'kysely';

// Which database the app runs on, for the few queries that must differ. Migrations keep their own
// frozen copy in migrations/dialect.ts: they import nothing from the app, and the app nothing from
// them.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Kysely, whatever its tables
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
