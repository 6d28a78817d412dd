import { z } from './zod.js';
import { REVIEW } from './constants.js';
import { pageOf } from './paging.schema.js';

// One schema for the home page's review form and POST /api/reviews
// (docs/decisions/062-reviews-on-server.md); the form's own check before sending is
// review-rules.ts, with the same limits.
export const ReviewInput = z.object({
  name: z
    .string()
    .trim()
    .min(REVIEW.nameMin, `Name must be at least ${REVIEW.nameMin} characters.`)
    .max(REVIEW.nameMax, `Name must be at most ${REVIEW.nameMax} characters.`),
  message: z
    .string()
    .trim()
    .min(REVIEW.messageMin, `Message must be at least ${REVIEW.messageMin} characters.`)
    .max(REVIEW.messageMax, `Message must be at most ${REVIEW.messageMax} characters.`),
  rating: z
    .number()
    .int('Rating must be a whole number of stars.')
    .min(REVIEW.ratingMin, 'Choose a rating from 1 to 5 stars.')
    .max(REVIEW.ratingMax, 'Choose a rating from 1 to 5 stars.'),
});
export type ReviewInput = z.infer<typeof ReviewInput>;

export const Review = z.object({
  _id: z.string(),
  name: z.string(),
  message: z.string(),
  rating: z.number().int(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof Review>;

export const ReviewList = z.array(Review);
export const ReviewPage = pageOf(Review);
export type ReviewPage = z.infer<typeof ReviewPage>;
