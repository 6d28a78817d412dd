import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam } from '#shared/api.js';
import { DEFAULT_PAGE_SIZE, OptionalPageQuery, SearchPageQuery } from '#shared/paging.schema.js';
import { Review, ReviewInput, ReviewList, ReviewPage } from '#shared/review.schema.js';
import { NotFoundError } from '../../lib/errors.js';
import { staffWrite } from '../audit/audit.js';
import { deleteReview } from './review.repository.js';
import { addReview, listReviews, pageReviews } from './review.service.js';

// Customer reviews, shared by every visitor (docs/decisions/062-reviews-on-server.md).
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reviews',
    {
      config: { policy: 'public' },
      schema: {
        querystring: OptionalPageQuery,
        response: { 200: z.union([ReviewList, ReviewPage]) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      // Without parameters the spec's plain list (the newest ones); with them, one page.
      if (page === undefined && pageSize === undefined) return listReviews(app.db);
      return pageReviews(app.db, { page: page ?? 1, pageSize: pageSize ?? DEFAULT_PAGE_SIZE });
    },
  );

  app.get(
    '/api/admin/reviews',
    {
      config: { policy: 'admin', capability: 'content.edit' },
      schema: { querystring: SearchPageQuery, response: { 200: ReviewPage } },
    },
    async (request) => pageReviews(app.db, request.query),
  );

  app.post(
    '/api/reviews',
    {
      config: { policy: 'public', rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: { body: ReviewInput, response: { 201: Review } },
    },
    async (request, reply) => {
      const review = await addReview(app.db, request.body, app.clock.now());
      return reply.status(201).send(review);
    },
  );

  app.delete(
    '/api/reviews/:id',
    {
      config: { policy: 'admin', capability: 'content.edit' },
      schema: { params: IdParam, response: { 200: z.object({ deleted: z.literal(true) }) } },
    },
    async (request) => {
      const id = request.params.id;
      await staffWrite(app, request, async ({ db }) => {
        if (!(await deleteReview(db, id)))
          throw new NotFoundError('Review not found.').with({ why: 'review' });
        return { answer: null, event: { action: 'review.delete', entity: 'review', id } };
      });
      return { deleted: true as const };
    },
  );
};
