import type { Kysely } from 'kysely';

// Frozen once released. A variant may show its own picture (DESIGN decisions 40 and 44): the
// address of one of its product's pictures, null for the product's own. Only adds a nullable
// column (decision 124): a server of the previous release writes variants without it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('variants').addColumn('image', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('variants').dropColumn('image').execute();
}
