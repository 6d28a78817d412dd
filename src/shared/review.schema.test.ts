import { describe, expect, it } from 'vitest';
import { ReviewInput } from './review.schema.js';

describe('the review schema', () => {
  it('hands the server trimmed text', () => {
    expect(ReviewInput.parse({ name: ' Jane ', message: ' Good service ', rating: 4 })).toEqual({
      name: 'Jane',
      message: 'Good service',
      rating: 4,
    });
  });
});
