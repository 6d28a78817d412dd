import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  BLOG_LIMITS,
  BlogTextInput,
  COMMENTS_PAGE_SIZE,
  type BlogDetail,
} from '../../../shared/blog.schema.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequestError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import {
  deleteOwnerMedia,
  prepareImages,
  readMultipartForm,
  replaceOwnerMedia,
  type PreparedImage,
} from '../media/media.service.js';
import {
  deleteBlog,
  findBlogBySlug,
  insertBlog,
  isUniqueViolation,
  pageComments,
  parseImages,
  reactionsOf,
  toSummary,
  updateBlog,
  type BlogRow,
} from './blog.repository.js';

// Turns rows into the API shape and keeps a post and its images in step. The multipart form of
// POST/PUT /api/blogs: title, content, an optional coverImage file and repeated images files.
// New files replace the old ones; a form without files keeps them.

/** What writing a post needs: the app itself, or a seed with its own clock. */
export interface BlogDeps {
  db: Kysely<Database>;
  clock: Clock;
}

const COVER = 'blog-cover';
const GALLERY = 'blog';

export async function loadBlogDetail(
  db: Kysely<Database>,
  blog: BlogRow,
  userId: string | null,
): Promise<BlogDetail> {
  const [comments, reactions] = await Promise.all([
    pageComments(db, blog.id, 1, COMMENTS_PAGE_SIZE),
    reactionsOf(db, blog.id, userId),
  ]);
  return {
    ...toSummary(blog),
    images: parseImages(blog.images),
    updatedAt: blog.updated_at,
    ...reactions,
    comments: comments.items,
    commentsTotal: comments.total,
  };
}

interface BlogUpload {
  text: BlogTextInput;
  /** undefined: no new cover sent. */
  cover?: PreparedImage;
  /** undefined: no new gallery sent. */
  images?: PreparedImage[];
}

/**
 * Reads and checks the whole form before anything is written: text by the shared schema, every
 * file by its bytes (a bad file fails the call with 413/415/400 and changes nothing).
 */
export async function readBlogUpload(request: FastifyRequest): Promise<BlogUpload> {
  const form = await readMultipartForm(request);
  // Browsers send text fields of a form with CRLF line breaks; posts keep plain LF.
  const fields = Object.fromEntries(
    Object.entries(form.fields).map(([k, v]) => [k, v.replace(/\r\n?/g, '\n')]),
  );
  const parsed = BlogTextInput.safeParse(fields);
  if (!parsed.success) {
    throw new BadRequestError(
      parsed.error.issues[0]?.message ?? 'Title and content are required.',
      'VALIDATION_ERROR',
    );
  }
  const coverFiles = form.files.filter((f) => f.field === 'coverImage');
  const galleryFiles = form.files.filter((f) => f.field === 'images');
  if (coverFiles.length > 1)
    throw new BadRequestError('Send one cover image only.', 'TOO_MANY_IMAGES');
  if (galleryFiles.length > BLOG_LIMITS.imagesMax) {
    throw new BadRequestError(
      `A post can have at most ${BLOG_LIMITS.imagesMax} images.`,
      'TOO_MANY_IMAGES',
    );
  }
  const [cover] = coverFiles.length ? await prepareImages(coverFiles) : [];
  const images = galleryFiles.length ? await prepareImages(galleryFiles) : undefined;
  return { text: parsed.data, cover, images };
}

export async function createBlog(app: BlogDeps, upload: BlogUpload): Promise<BlogRow> {
  const id = newId();
  const now = app.clock.now();
  // The slug is chosen inside the transaction; if another post took it meanwhile, the whole
  // transaction is rolled back (PostgreSQL cannot go on after the error) and run again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await app.db.transaction().execute(async (trx) => {
        const [coverImage = null] = upload.cover
          ? await replaceOwnerMedia(trx, { kind: COVER, id }, [upload.cover], now)
          : [];
        const images = upload.images
          ? await replaceOwnerMedia(trx, { kind: GALLERY, id }, upload.images, now)
          : [];
        return insertBlog(trx, { ...upload.text, coverImage, images }, now, id);
      });
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 5) throw err;
    }
  }
}

export async function updateBlogFromUpload(
  app: BlogDeps,
  existing: BlogRow,
  upload: BlogUpload,
): Promise<BlogRow> {
  const now = app.clock.now();
  await app.db.transaction().execute(async (trx) => {
    const owner = existing.id;
    const coverImage = upload.cover
      ? ((await replaceOwnerMedia(trx, { kind: COVER, id: owner }, [upload.cover], now))[0] ?? null)
      : undefined;
    const images = upload.images
      ? await replaceOwnerMedia(trx, { kind: GALLERY, id: owner }, upload.images, now)
      : undefined;
    await updateBlog(trx, owner, { ...upload.text, coverImage, images }, now);
  });
  return (await findBlogBySlug(app.db, existing.slug))!;
}

export async function deleteBlogWithImages(app: BlogDeps, blog: BlogRow): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    await deleteOwnerMedia(trx, { kind: COVER, id: blog.id });
    await deleteOwnerMedia(trx, { kind: GALLERY, id: blog.id });
    await deleteBlog(trx, blog.id);
  });
}
