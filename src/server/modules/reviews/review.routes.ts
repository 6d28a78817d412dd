import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam } from '../../../shared/api.js';
import { Review, ReviewInput, ReviewList } from '../../../shared/review.schema.js';
import { NotFoundError } from '../../lib/errors.js';
import { deleteReview, insertReview, listReviews } from './review.repository.js';

// Customer reviews, shared by every visitor (DESIGN.md decision 4).
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reviews',
    { config: { policy: 'public' }, schema: { response: { 200: ReviewList } } },
    async () => listReviews(app.db),
  );

  app.post(
    '/api/reviews',
    {
      config: { policy: 'public', rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: { body: ReviewInput, response: { 201: Review } },
    },
    async (request, reply) => {
      const review = await insertReview(app.db, request.body, app.clock.now());
      return reply.status(201).send(review);
    },
  );

  app.delete(
    '/api/reviews/:id',
    {
      config: { policy: 'admin' },
      schema: { params: IdParam, response: { 200: z.object({ deleted: z.literal(true) }) } },
    },
    async (request) => {
      if (!(await deleteReview(app.db, request.params.id)))
        throw new NotFoundError('Review not found.');
      return { deleted: true as const };
    },
  );
};
