import type { Kysely } from 'kysely';

// Frozen: a customer's saved delivery sites, as on 2026-11-28 (issue 45, decision 152). Never
// edit; add a new migration instead. A label ('Plot 12, Syokimau'), the county and the area or
// landmark the cart sends, and who receives the goods there. Only adds a table (decision 124).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_sites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('county', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('saved_sites_user_idx').on('saved_sites').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_sites').execute();
}
