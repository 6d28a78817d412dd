import type { Kysely, Transaction } from 'kysely';
import { slugify, type ReactionType } from '#shared/blog.schema.js';
import type { Database } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { containsText, offsetOf } from '../../lib/search.js';

type Db = Kysely<Database> | Transaction<Database>;
export type BlogRow = Database['blogs'];

/** Newest first. */
export async function listBlogRows(db: Db): Promise<BlogRow[]> {
  return db.selectFrom('blogs').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
}

export async function countBlogs(db: Db): Promise<number> {
  const row = await db
    .selectFrom('blogs')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findBlogBySlug(db: Db, slug: string): Promise<BlogRow | undefined> {
  return db.selectFrom('blogs').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/**
 * A slug for a new post: the title's slug, or with -2, -3, ... when taken. The unique index is
 * the final word: when a concurrent insert wins the same slug, the caller tries again.
 */
async function freeSlug(db: Db, title: string): Promise<string> {
  const base = slugify(title);
  const taken = new Set(
    (
      await db
        .selectFrom('blogs')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute()
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Inserts a post under a free slug; a concurrent insert of the same slug raises a unique violation. */
export async function insertBlog(
  db: Db,
  input: { title: string; content: string },
  now: Date,
  id: string = newId(),
): Promise<BlogRow> {
  const row: BlogRow = {
    id,
    slug: await freeSlug(db, input.title),
    title: input.title,
    content: input.content,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await db.insertInto('blogs').values(row).execute();
  return row;
}

/** Title and content change; the slug stays, so links to the post keep working. */
export async function updateBlogRow(
  db: Db,
  id: string,
  patch: { title: string; content: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('blogs')
    .set({ title: patch.title, content: patch.content, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function deleteBlog(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('blogs').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/* ---------- comments and replies ---------- */

export async function findComment(db: Db, blogId: string, commentId: string) {
  return db
    .selectFrom('blog_comments')
    .select(['id', 'parent_id'])
    .where('id', '=', commentId)
    .where('blog_id', '=', blogId)
    .executeTakeFirst();
}

export async function insertComment(
  db: Db,
  input: { blogId: string; parentId: string | null; userId: string; text: string },
  now: Date,
): Promise<string> {
  const id = newId();
  await db
    .insertInto('blog_comments')
    .values({
      id,
      blog_id: input.blogId,
      parent_id: input.parentId,
      user_id: input.userId,
      text: input.text,
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

/** A comment or reply with its author's name (null once the account is gone). */
export interface CommentRow {
  id: string;
  parent_id: string | null;
  text: string;
  created_at: string;
  username: string | null;
}

/**
 * One page of a post's comments, newest first (the latest conversation on top), with the total
 * of comments (replies not counted), and every reply of those comments, oldest first (a reply
 * thread reads top to bottom).
 */
export async function commentPageRows(
  db: Db,
  blogId: string,
  page: number,
  pageSize: number,
): Promise<{ comments: CommentRow[]; replies: CommentRow[]; total: number }> {
  const [comments, count] = await Promise.all([
    db
      .selectFrom('blog_comments as c')
      .leftJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.id', 'c.parent_id', 'c.text', 'c.created_at', 'u.username'])
      .where('c.blog_id', '=', blogId)
      .where('c.parent_id', 'is', null)
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(pageSize)
      .offset(offsetOf(page, pageSize))
      .execute(),
    db
      .selectFrom('blog_comments')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('blog_id', '=', blogId)
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  const replies =
    comments.length === 0
      ? []
      : await db
          .selectFrom('blog_comments as c')
          .leftJoin('users as u', 'u.id', 'c.user_id')
          .select(['c.id', 'c.parent_id', 'c.text', 'c.created_at', 'u.username'])
          .where(
            'c.parent_id',
            'in',
            comments.map((c) => c.id),
          )
          .orderBy('c.created_at', 'asc')
          .orderBy('c.id', 'asc')
          .execute();
  return { comments, replies, total: Number(count.n) };
}

/**
 * Deletes a comment or a reply of one post. A comment's replies go with it: a reply without the
 * comment it answers reads out of context. Returns how many replies went too, or null when the
 * comment does not exist.
 */
export async function deleteCommentThread(
  db: Kysely<Database>,
  blogId: string,
  commentId: string,
): Promise<{ replies: number } | null> {
  return db.transaction().execute(async (trx) => {
    const found = await findComment(trx, blogId, commentId);
    if (!found) return null;
    const replies = await trx
      .deleteFrom('blog_comments')
      .where('parent_id', '=', commentId)
      .executeTakeFirst();
    await trx.deleteFrom('blog_comments').where('id', '=', commentId).execute();
    return { replies: Number(replies.numDeletedRows) };
  });
}

/**
 * Every comment and reply of every post for the moderation screen, newest first, optionally only
 * those whose text, author or post title contains `q`.
 */
export async function allCommentRows(
  db: Db,
  query: { page: number; pageSize: number; q?: string },
) {
  let base = db
    .selectFrom('blog_comments as c')
    .innerJoin('blogs as b', 'b.id', 'c.blog_id')
    .leftJoin('users as u', 'u.id', 'c.user_id');
  const q = query.q;
  if (q) {
    base = base.where((eb) =>
      eb.or([
        containsText(eb.ref('c.text'), q),
        containsText(eb.ref('u.username'), q),
        containsText(eb.ref('b.title'), q),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select((eb) => [
        'c.id',
        'c.parent_id',
        'c.text',
        'c.created_at',
        'u.username',
        'b.slug',
        'b.title',
        eb
          .selectFrom('blog_comments as r')
          .select((r) => r.fn.countAll<string | number>().as('n'))
          .whereRef('r.parent_id', '=', 'c.id')
          .as('reply_count'),
      ])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize))
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/* ---------- reactions ---------- */

/**
 * Toggles one reaction of one person. The person's own row is locked first (a no-op update), so
 * two simultaneous toggles by one person run one after the other on PostgreSQL (SQLite runs
 * writes one at a time anyway): each sees the other's result and no flip is lost.
 */
export async function toggleReaction(
  db: Kysely<Database>,
  blogId: string,
  userId: string,
  type: ReactionType,
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', userId)
      .execute();
    const deleted = await trx
      .deleteFrom('blog_reactions')
      .where('blog_id', '=', blogId)
      .where('user_id', '=', userId)
      .where('type', '=', type)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) > 0) return;
    await trx
      .insertInto('blog_reactions')
      .values({ blog_id: blogId, user_id: userId, type, created_at: now.toISOString() })
      .execute();
  });
}

/** How many of each reaction type a post has. */
export async function reactionCounts(db: Db, blogId: string) {
  return db
    .selectFrom('blog_reactions')
    .select((eb) => ['type', eb.fn.countAll<string | number>().as('n')])
    .where('blog_id', '=', blogId)
    .groupBy('type')
    .execute();
}

/** The reaction types one person gave a post. */
export async function reactionTypesOf(db: Db, blogId: string, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('blog_reactions')
    .select('type')
    .where('blog_id', '=', blogId)
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.type);
}
