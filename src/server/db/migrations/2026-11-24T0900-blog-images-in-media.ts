import { sql, type Kysely } from 'kysely';

// Frozen: blogs as they were on 2026-11-24. Never edit; add a new migration instead.
// A post's cover and gallery addresses were kept twice: in these columns and as the media rows
// that hold the pictures (owner kinds 'blog-cover' and 'blog'). Every write put the same images
// in both places in one transaction, so the media rows alone hold everything; a post now links its
// images the way a product does, and the copies go.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('blogs').dropColumn('cover_image').execute();
  await db.schema.alterTable('blogs').dropColumn('images').execute();
}

/** Puts the columns back, filled from the media rows (addresses as they were then). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('blogs').addColumn('cover_image', 'text').execute();
  await db.schema
    .alterTable('blogs')
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  const rows = await sql<{ id: string; owner_kind: string; owner_id: string }>`
    select id, owner_kind, owner_id from media where owner_kind in ('blog-cover', 'blog')
    order by owner_id, position
  `.execute(db);
  const posts = new Map<string, { cover: string | null; images: string[] }>();
  for (const row of rows.rows) {
    const post = posts.get(row.owner_id) ?? { cover: null, images: [] };
    const address = `/media/${row.id}/full.webp`;
    if (row.owner_kind === 'blog') post.images.push(address);
    else post.cover ??= address;
    posts.set(row.owner_id, post);
  }
  for (const [id, post] of posts) {
    await sql`update blogs set cover_image = ${post.cover}, images = ${JSON.stringify(post.images)}
      where id = ${id}`.execute(db);
  }
}
