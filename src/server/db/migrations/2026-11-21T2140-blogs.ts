import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Frozen: the blog schema as it was on 2026-11-21. Never edit; add a new migration instead.
// Reactions are one row per (blog, user, type): the primary key is what keeps counts exact when
// the same person clicks twice at once, not a read-then-write check in the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blogs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('cover_image', 'text')
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blogs_created_at_idx').on('blogs').column('created_at').execute();

  await db.schema
    .createTable('blog_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('blog_id', 'text', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
    .addColumn('parent_id', 'text', (c) => c.references('blog_comments.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('blog_comments_blog_id_idx')
    .on('blog_comments')
    .columns(['blog_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('blog_reactions')
    .addColumn('blog_id', 'text', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('like', 'heart', 'dislike')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blog_reactions_pk', ['blog_id', 'user_id', 'type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('blog_reactions').execute();
  await db.schema.dropTable('blog_comments').execute();
  await db.schema.dropTable('blogs').execute();
}
