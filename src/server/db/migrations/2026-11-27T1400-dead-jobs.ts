import type { Kysely } from 'kysely';

// Frozen: dead jobs as they were on 2026-11-27. Never edit; add a new migration instead. A job
// that fails past its retries is kept (dead_at set) for a person to retry, instead of deleted
// (docs/decisions/121-jobs-dead-leases-clock.md). A dead job's run_at is moved past every date, so
// a server of the previous version, which knows nothing of dead_at, never claims it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('dead_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('dead_at').execute();
}
