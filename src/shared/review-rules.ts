import { REVIEW } from './constants.js';

/**
 * True when the review form may be sent (the spec: "Submit Review is disabled, and submit does
 * nothing, unless all hold"; no error text shown): a name and a message within their lengths once
 * trimmed, and a whole number of stars. The limits are ReviewInput's (review.schema.ts), which
 * the server checks; written without the validation library so the home page knows the answer
 * from its first render, not once a chunk has arrived (docs/decisions/118).
 */
export function isReviewReady(draft: { name: string; message: string; rating: number }): boolean {
  const name = draft.name.trim().length;
  const message = draft.message.trim().length;
  return (
    name >= REVIEW.nameMin &&
    name <= REVIEW.nameMax &&
    message >= REVIEW.messageMin &&
    message <= REVIEW.messageMax &&
    Number.isInteger(draft.rating) &&
    draft.rating >= REVIEW.ratingMin &&
    draft.rating <= REVIEW.ratingMax
  );
}
