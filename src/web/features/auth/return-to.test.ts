import { describe, expect, it } from 'vitest';
import { returnPath } from './return-to';

describe('returnPath', () => {
  it('goes back to the location the person came from, with its query and hash', () => {
    expect(
      returnPath({ from: { pathname: '/blog/cement-guide', search: '?x=1', hash: '#comments' } }),
    ).toBe('/blog/cement-guide?x=1#comments');
    expect(returnPath({ from: '/cart' })).toBe('/cart');
  });

  it('goes home when there is no previous location', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath(undefined)).toBe('/');
    expect(returnPath({})).toBe('/');
  });

  it('never leaves the site or returns to an account page', () => {
    expect(returnPath({ from: 'https://evil.test/' })).toBe('/');
    expect(returnPath({ from: '//evil.test/' })).toBe('/');
    expect(returnPath({ from: '/\\evil.test' })).toBe('/');
    expect(returnPath({ from: '/login' })).toBe('/');
    expect(returnPath({ from: { pathname: '/register' } })).toBe('/');
  });
});
