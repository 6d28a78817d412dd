import { describe, expect, it } from 'vitest';
import { isReviewReady, ReviewInput } from './review.schema.js';

describe('the review rule', () => {
  it('is ready with a 2-character name, a 6-character message and 1 to 5 stars, after trimming', () => {
    expect(isReviewReady({ name: 'Jo', message: 'Good!!', rating: 1 })).toBe(true);
    expect(isReviewReady({ name: '  Jo  ', message: '  Good!!  ', rating: 5 })).toBe(true);
  });

  it.each([
    ['a one-letter name', { name: ' J ', message: 'Good service', rating: 4 }],
    ['a short message', { name: 'Jane', message: ' Good  ', rating: 4 }],
    ['no rating chosen', { name: 'Jane', message: 'Good service', rating: 0 }],
    ['six stars', { name: 'Jane', message: 'Good service', rating: 6 }],
    ['half a star', { name: 'Jane', message: 'Good service', rating: 3.5 }],
  ])('is not ready with %s', (_label, draft) => {
    expect(isReviewReady(draft)).toBe(false);
  });

  it('hands the server trimmed text', () => {
    expect(ReviewInput.parse({ name: ' Jane ', message: ' Good service ', rating: 4 })).toEqual({
      name: 'Jane',
      message: 'Good service',
      rating: 4,
    });
  });
});
