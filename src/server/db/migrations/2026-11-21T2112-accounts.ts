import type { Kysely } from 'kysely';

// Frozen: the schema as it was on 2026-11-21. Never edit; add a new migration instead.
// Mailed codes (registration and password reset) and the counters behind login throttling.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email_normalized', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('wrong_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sends', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('last_sent_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('verification_codes_email_purpose_uq', ['email_normalized', 'purpose'])
    .execute();

  await db.schema
    .createTable('auth_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_counters').execute();
  await db.schema.dropTable('verification_codes').execute();
}
