import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PageQuery, SearchPageQuery } from '#shared/paging.schema.js';
import {
  AdminCommentPage,
  BlogDetail,
  BlogList,
  BlogTextInput,
  CommentInput,
  CommentPage,
  CommentParams,
  ReactionInput,
  ReactionsAnswer,
  SlugParam,
} from '#shared/blog.schema.js';
import { NotFoundError } from '../../lib/errors.js';
import { multipartBody } from '../../plugins/uploads.js';
import { audit, changesBetween, staffWrite, type AuditChange } from '../audit/audit.js';
import {
  deleteCommentThread,
  findComment,
  findBlogBySlug,
  insertComment,
  toggleReaction,
} from './blog.repository.js';
import {
  createBlog,
  deleteBlogWithImages,
  listBlogs,
  loadBlogDetail,
  pageAllComments,
  pageComments,
  prepareBlogImages,
  reactionsOf,
  updateBlog,
} from './blog.service.js';

const BLOG_NOT_FOUND = 'Blog not found';

// The blog calls. Reading is public; writing a post is for admins; comments, replies and
// reactions need a signed-in person (docs/decisions/002-route-policies.md,
// docs/decisions/061-signed-in-comments.md).
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const perUser = (request: FastifyRequest) => request.user?.id ?? request.ip;

  async function blogOr404(slug: string) {
    const blog = await findBlogBySlug(app.db, slug);
    if (!blog) throw new NotFoundError(BLOG_NOT_FOUND, 'BLOG_NOT_FOUND');
    return blog;
  }

  app.get(
    '/api/blogs',
    { config: { policy: 'public' }, schema: { response: { 200: BlogList } } },
    async () => listBlogs(app.db),
  );

  app.get(
    '/api/blogs/:slug',
    { config: { policy: 'public' }, schema: { params: SlugParam, response: { 200: BlogDetail } } },
    async (request, reply) => {
      const blog = await blogOr404(request.params.slug);
      // Reactions are per caller: never cache a signed-in view in a shared cache.
      reply.header('cache-control', 'no-store');
      return loadBlogDetail(app.db, blog, request.user?.id ?? null);
    },
  );

  app.post(
    '/api/blogs',
    {
      config: { policy: 'admin', capability: 'content.edit' },
      preValidation: multipartBody(),
      schema: { body: BlogTextInput, response: { 201: BlogDetail } },
    },
    async (request, reply) => {
      const images = await prepareBlogImages(request.uploads);
      const blog = await createBlog(app, request.body, images, (trx, row) =>
        audit(trx, request, {
          action: 'blog.create',
          entity: 'blog',
          id: row.id,
          changes: [['title', null, row.title]],
        }),
      );
      return reply.status(201).send(await loadBlogDetail(app.db, blog, request.user?.id ?? null));
    },
  );

  app.put(
    '/api/blogs/:slug',
    {
      config: { policy: 'admin', capability: 'content.edit' },
      preValidation: multipartBody(),
      schema: { params: SlugParam, body: BlogTextInput, response: { 200: BlogDetail } },
    },
    async (request) => {
      const existing = await blogOr404(request.params.slug);
      const images = await prepareBlogImages(request.uploads);
      const blog = await updateBlog(app, existing, request.body, images, (trx) =>
        audit(trx, request, {
          action: 'blog.update',
          entity: 'blog',
          id: existing.id,
          changes: changesBetween(
            { title: existing.title, content: existing.content },
            { title: request.body.title, content: request.body.content },
          ),
        }),
      );
      return loadBlogDetail(app.db, blog, request.user?.id ?? null);
    },
  );

  app.delete(
    '/api/blogs/:slug',
    {
      config: { policy: 'admin', capability: 'content.edit' },
      schema: { params: SlugParam, response: { 200: z.object({ deleted: z.literal(true) }) } },
    },
    async (request) => {
      const blog = await blogOr404(request.params.slug);
      await deleteBlogWithImages(app, blog, (trx) =>
        audit(trx, request, {
          action: 'blog.delete',
          entity: 'blog',
          id: blog.id,
          changes: [['title', blog.title, null]],
        }),
      );
      return { deleted: true as const };
    },
  );

  app.post(
    '/api/blogs/:slug/comments',
    {
      config: {
        policy: 'user',
        rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: perUser },
      },
      schema: { params: SlugParam, body: CommentInput, response: { 201: BlogDetail } },
    },
    async (request, reply) => {
      const user = request.user!;
      const blog = await blogOr404(request.params.slug);
      await insertComment(
        app.db,
        { blogId: blog.id, parentId: null, userId: user.id, text: request.body.text },
        app.clock.now(),
      );
      return reply.status(201).send(await loadBlogDetail(app.db, blog, user.id));
    },
  );

  app.post(
    '/api/blogs/:slug/comments/:commentId/replies',
    {
      config: {
        policy: 'user',
        rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: perUser },
      },
      schema: { params: CommentParams, body: CommentInput, response: { 201: BlogDetail } },
    },
    async (request, reply) => {
      const user = request.user!;
      const blog = await blogOr404(request.params.slug);
      const comment = await findComment(app.db, blog.id, request.params.commentId);
      if (!comment) throw new NotFoundError('Comment not found', 'COMMENT_NOT_FOUND');
      // Replies hang under the comment; a reply to a reply joins the same thread.
      const parentId = comment.parent_id ?? comment.id;
      await insertComment(
        app.db,
        { blogId: blog.id, parentId, userId: user.id, text: request.body.text },
        app.clock.now(),
      );
      return reply.status(201).send(await loadBlogDetail(app.db, blog, user.id));
    },
  );

  app.get(
    '/api/blogs/:slug/comments',
    {
      config: { policy: 'public' },
      schema: { params: SlugParam, querystring: PageQuery, response: { 200: CommentPage } },
    },
    async (request) => {
      const blog = await blogOr404(request.params.slug);
      const { page, pageSize } = request.query;
      return pageComments(app.db, blog.id, page, pageSize);
    },
  );

  // Moderation: an admin removes a comment (with its replies) or a single reply.
  app.delete(
    '/api/blogs/:slug/comments/:commentId',
    {
      config: { policy: 'admin', capability: 'content.edit' },
      schema: {
        params: CommentParams,
        response: { 200: z.object({ deleted: z.literal(true), replies: z.number().int() }) },
      },
    },
    async (request) => {
      const blog = await blogOr404(request.params.slug);
      const commentId = request.params.commentId;
      const result = await staffWrite(app, request, async ({ db }) => {
        const removed = await deleteCommentThread(db, blog.id, commentId);
        if (!removed) throw new NotFoundError('Comment not found', 'COMMENT_NOT_FOUND');
        const changes: AuditChange[] = [['replies', removed.replies, null]];
        return {
          answer: removed,
          event: { action: 'comment.delete', entity: 'comment', id: commentId, changes },
        };
      });
      return { deleted: true as const, replies: result.replies };
    },
  );

  app.get(
    '/api/admin/comments',
    {
      config: { policy: 'admin', capability: 'content.edit' },
      schema: { querystring: SearchPageQuery, response: { 200: AdminCommentPage } },
    },
    async (request) => pageAllComments(app.db, request.query),
  );

  app.post(
    '/api/blogs/:slug/reactions',
    {
      config: {
        policy: 'user',
        rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: perUser },
      },
      schema: { params: SlugParam, body: ReactionInput, response: { 200: ReactionsAnswer } },
    },
    async (request) => {
      const user = request.user!;
      const blog = await blogOr404(request.params.slug);
      await toggleReaction(app.db, blog.id, user.id, request.body.type, app.clock.now());
      return reactionsOf(app.db, blog.id, user.id);
    },
  );
};
