import type { Kysely } from 'kysely';

// Frozen: the record of daily jobs as it was on 2026-11-23. Never edit; add a new migration instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per daily job: the last shop day it ran. Several app servers share it, and a
  // conditional update lets exactly one of them claim a day.
  await db.schema
    .createTable('scheduled_runs')
    .addColumn('job', 'text', (c) => c.primaryKey())
    .addColumn('last_day', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scheduled_runs').execute();
}
