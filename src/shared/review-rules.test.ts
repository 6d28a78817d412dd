import { describe, expect, it } from 'vitest';
import { REVIEW } from './constants.js';
import { ReviewInput } from './review.schema.js';
import { isReviewReady } from './review-rules.js';

const NOT_READY = [
  ['a one-letter name', { name: ' J ', message: 'Good service', rating: 4 }],
  ['a name too long', { name: 'J'.repeat(REVIEW.nameMax + 1), message: 'Good service', rating: 4 }],
  ['a short message', { name: 'Jane', message: ' Good  ', rating: 4 }],
  ['a message too long', { name: 'Jane', message: 'G'.repeat(REVIEW.messageMax + 1), rating: 4 }],
  ['no rating chosen', { name: 'Jane', message: 'Good service', rating: 0 }],
  ['six stars', { name: 'Jane', message: 'Good service', rating: 6 }],
  ['half a star', { name: 'Jane', message: 'Good service', rating: 3.5 }],
  ['no number of stars', { name: 'Jane', message: 'Good service', rating: Number.NaN }],
] as const;

const READY = [
  { name: 'Jo', message: 'Good!!', rating: 1 },
  { name: '  Jo  ', message: '  Good!!  ', rating: 5 },
  { name: 'J'.repeat(REVIEW.nameMax), message: 'G'.repeat(REVIEW.messageMax), rating: 3 },
  { name: '\tJo\n', message: '\u00a0Good!!\u00a0', rating: 2 },
];

describe('the review rule', () => {
  it('is ready with a 2-character name, a 6-character message and 1 to 5 stars, after trimming', () => {
    for (const draft of READY) expect(isReviewReady(draft), JSON.stringify(draft)).toBe(true);
  });

  it.each(NOT_READY)('is not ready with %s', (_label, draft) => {
    expect(isReviewReady(draft)).toBe(false);
  });

  it('says what the server schema says, on every case', () => {
    for (const draft of [...READY, ...NOT_READY.map(([, d]) => d)])
      expect(isReviewReady(draft), JSON.stringify(draft)).toBe(
        ReviewInput.safeParse(draft).success,
      );
  });
});
