import type { Kysely } from 'kysely';
import {
  BLOG_LIMITS,
  COMMENTS_PAGE_SIZE,
  REACTION_TYPES,
  type AdminComment,
  type BlogDetail,
  type BlogSummary,
  type BlogTextInput,
  type Comment,
  type ReactionType,
  type ReactionsAnswer,
  type Reply,
} from '#shared/blog.schema.js';
import type { Page } from '#shared/paging.schema.js';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequestError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { UploadedFile } from '../../plugins/uploads.js';
import { prepareImages, type PreparedImage } from '../media/image-encoder.js';
import { deleteOwnerMedia, mediaUrlsByOwner, replaceOwnerMedia } from '../media/media.service.js';
import {
  allCommentRows,
  commentPageRows,
  deleteBlog,
  findBlogBySlug,
  insertBlog,
  listBlogRows,
  reactionCounts,
  reactionTypesOf,
  updateBlogRow,
  type BlogRow,
  type CommentRow,
} from './blog.repository.js';

// Turns rows into the API shape and keeps a post and its images in step. A post's pictures live
// in media like a product's: its cover as the owner kind 'blog-cover', its gallery as 'blog', in
// reading order. The form of POST/PUT /api/blogs: title, content, an optional coverImage file and
// repeated images files. New files replace the old ones; a form without files
// keeps them.

/** What writing a post needs: the app itself, or a seed with its own clock. */
export interface BlogDeps {
  db: Kysely<Database>;
  clock: Clock;
}

const COVER = 'blog-cover';
const GALLERY = 'blog';

function toSummary(row: BlogRow, coverImage: string | null): BlogSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    coverImage,
    createdAt: row.created_at,
  };
}

/** The address of a post's cover, or null without one. */
export async function blogCover(db: Kysely<Database>, blogId: string): Promise<string | null> {
  return (await mediaUrlsByOwner(db, COVER, [blogId])).get(blogId)?.[0] ?? null;
}

/** Every post, newest first, as the blog list shows it. */
export async function listBlogs(db: Kysely<Database>): Promise<BlogSummary[]> {
  const rows = await listBlogRows(db);
  const covers = await mediaUrlsByOwner(
    db,
    COVER,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toSummary(row, covers.get(row.id)?.[0] ?? null));
}

function toReply(row: Omit<CommentRow, 'parent_id'>): Reply {
  return {
    _id: row.id,
    user: row.username ? { username: row.username } : null,
    text: row.text,
    createdAt: row.created_at,
  };
}

/** One page of a post's comments, each with its replies. */
export async function pageComments(
  db: Kysely<Database>,
  blogId: string,
  page: number,
  pageSize: number,
): Promise<Page<Comment>> {
  const rows = await commentPageRows(db, blogId, page, pageSize);
  const comments: Comment[] = rows.comments.map((r) => ({ ...toReply(r), replies: [] }));
  const byId = new Map(comments.map((c) => [c._id, c]));
  for (const r of rows.replies) byId.get(r.parent_id!)?.replies.push(toReply(r));
  return { items: comments, total: rows.total, page, pageSize };
}

/** Every comment and reply for the moderation screen, newest first, optionally searched. */
export async function pageAllComments(
  db: Kysely<Database>,
  query: { page: number; pageSize: number; q?: string },
): Promise<Page<AdminComment>> {
  const { rows, total } = await allCommentRows(db, query);
  return {
    items: rows.map((r) => ({
      ...toReply(r),
      parentId: r.parent_id,
      replyCount: Number(r.reply_count ?? 0),
      blog: { slug: r.slug, title: r.title },
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const COUNT_KEY = { like: 'likes', heart: 'hearts', dislike: 'dislikes' } as const;
const isReactionType = (type: string): type is ReactionType =>
  (REACTION_TYPES as readonly string[]).includes(type);

/** A post's reaction counts, and which of them this person gave (none for a visitor). */
export async function reactionsOf(
  db: Kysely<Database>,
  blogId: string,
  userId: string | null,
): Promise<ReactionsAnswer> {
  const [counts, mine] = await Promise.all([
    reactionCounts(db, blogId),
    userId ? reactionTypesOf(db, blogId, userId) : [],
  ]);
  const reactions = { likes: 0, hearts: 0, dislikes: 0 };
  for (const r of counts) if (isReactionType(r.type)) reactions[COUNT_KEY[r.type]] = Number(r.n);
  const userReactions = { like: false, heart: false, dislike: false };
  for (const type of mine) if (isReactionType(type)) userReactions[type] = true;
  return { reactions, userReactions };
}

export async function loadBlogDetail(
  db: Kysely<Database>,
  blog: BlogRow,
  userId: string | null,
): Promise<BlogDetail> {
  const [comments, reactions, cover, gallery] = await Promise.all([
    pageComments(db, blog.id, 1, COMMENTS_PAGE_SIZE),
    reactionsOf(db, blog.id, userId),
    blogCover(db, blog.id),
    mediaUrlsByOwner(db, GALLERY, [blog.id]),
  ]);
  return {
    ...toSummary(blog, cover),
    images: gallery.get(blog.id) ?? [],
    updatedAt: blog.updated_at,
    ...reactions,
    comments: comments.items,
    commentsTotal: comments.total,
  };
}

/** A post's new pictures; undefined where the form sent none, so the post keeps its own. */
export interface BlogImages {
  cover?: PreparedImage;
  images?: PreparedImage[];
}

/**
 * Checks and encodes the files of a post's form before anything is written: one coverImage at
 * most, at most BLOG_LIMITS.imagesMax images; a bad file fails the call with 413/415/400.
 */
export async function prepareBlogImages(files: UploadedFile[]): Promise<BlogImages> {
  const coverFiles = files.filter((f) => f.field === 'coverImage');
  const galleryFiles = files.filter((f) => f.field === 'images');
  if (coverFiles.length > 1)
    throw new BadRequestError('Send one cover image only.', 'TOO_MANY_IMAGES').with({
      why: 'cover',
    });
  if (galleryFiles.length > BLOG_LIMITS.imagesMax) {
    throw new BadRequestError(
      `A post can have at most ${BLOG_LIMITS.imagesMax} images.`,
      'TOO_MANY_IMAGES',
    ).with({ why: 'gallery', max: BLOG_LIMITS.imagesMax });
  }
  const [cover] = coverFiles.length ? await prepareImages(coverFiles) : [];
  const images = galleryFiles.length ? await prepareImages(galleryFiles) : undefined;
  return { cover, images };
}

/** Stores a post's new pictures in the caller's transaction; slots without new ones keep theirs. */
async function storeBlogImages(db: Kysely<Database>, id: string, images: BlogImages, now: Date) {
  if (images.cover) await replaceOwnerMedia(db, { kind: COVER, id }, [images.cover], now);
  if (images.images) await replaceOwnerMedia(db, { kind: GALLERY, id }, images.images, now);
}

/** More writes for a post's transaction (the audit event, decision 49). */
export type AlsoInBlogWrite = (trx: Kysely<Database>, blog: BlogRow) => Promise<void>;

export async function createBlog(
  app: BlogDeps,
  text: BlogTextInput,
  images: BlogImages,
  also?: AlsoInBlogWrite,
): Promise<BlogRow> {
  const id = newId();
  const now = app.clock.now();
  // The slug is chosen inside the transaction; if another post took it meanwhile, the whole
  // transaction is rolled back (PostgreSQL cannot go on after the error) and run again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await app.db.transaction().execute(async (trx) => {
        await storeBlogImages(trx, id, images, now);
        const row = await insertBlog(trx, text, now, id);
        await also?.(trx, row);
        return row;
      });
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 5) throw err;
    }
  }
}

/** New title and content; new pictures replace the old ones of their slot. */
export async function updateBlog(
  app: BlogDeps,
  existing: BlogRow,
  text: BlogTextInput,
  images: BlogImages,
  also?: AlsoInBlogWrite,
): Promise<BlogRow> {
  const now = app.clock.now();
  await app.db.transaction().execute(async (trx) => {
    await storeBlogImages(trx, existing.id, images, now);
    await updateBlogRow(trx, existing.id, text, now);
    await also?.(trx, existing);
  });
  return (await findBlogBySlug(app.db, existing.slug))!;
}

export async function deleteBlogWithImages(
  app: BlogDeps,
  blog: BlogRow,
  also?: AlsoInBlogWrite,
): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    await deleteOwnerMedia(trx, { kind: COVER, id: blog.id });
    await deleteOwnerMedia(trx, { kind: GALLERY, id: blog.id });
    await deleteBlog(trx, blog.id);
    await also?.(trx, blog);
  });
}
