import type { Kysely } from 'kysely';

// Frozen: the jobs table's index by kind as it was on 2026-11-25. Never edit; add a new migration
// instead. The mail queue looks for due jobs of its own kind (docs/decisions/094-durable-jobs.md);
// by run_at alone it would step over every other due job first (thousands of callbacks waiting
// after a burst).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('jobs_kind_run_at_idx')
    .on('jobs')
    .columns(['kind', 'run_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_kind_run_at_idx').execute();
}
