import { describe, expect, it } from 'vitest';
import { afterLogin, isReturnPath, returnPathOf, withNext } from './return-to';

const nextOf = (address: string) => returnPathOf(new URL(address, 'http://shop.test').searchParams);

describe('the page login goes back to', () => {
  it('is the page in the address, with its query and hash, in either language', () => {
    expect(nextOf('/login?next=%2Fcart')).toBe('/cart');
    expect(nextOf('/login?next=/blog/cement-guide?x=1%23comments')).toBe(
      '/blog/cement-guide?x=1#comments',
    );
    expect(nextOf('/sw/login?next=%2Fsw%2Fblog%2Fsaruji')).toBe('/sw/blog/saruji');
    expect(nextOf('/login?next=%2Fproducts%3Fq%3Dred%2520paint')).toBe('/products?q=red%20paint');
    expect(nextOf('/login?next=%2F')).toBe('/');
    expect(nextOf('/sw/login?next=%2Fsw')).toBe('/sw');
  });

  it('is none without a next, or an empty one', () => {
    expect(nextOf('/login')).toBeNull();
    expect(nextOf('/login?next=')).toBeNull();
    expect(nextOf('/login?from=%2Fcart')).toBeNull();
  });

  // The classic open-redirect inputs (OWASP's unvalidated redirects cheat sheet and the usual
  // bypass lists): each must stay on the site, so each is refused and login goes home.
  it.each([
    'https://evil.test/',
    'http:/evil.test',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.test',
    '//evil.test/cart',
    '///evil.test',
    '/\\evil.test',
    '\\\\evil.test',
    '/\t/evil.test',
    '/\n/evil.test',
    '/\r\n/evil.test',
    ' /cart',
    '/cart\u0000',
    '/\u00a0/evil.test',
    '/\u2028/evil.test',
    '/\u200b/evil.test',
    '/\u007f/evil.test',
    '/cart/..//evil.test',
    '/./evil.test',
    '/%2e%2e//evil.test',
    '/%2E%2E/x',
    'evil.test',
    'cart',
    '',
    `/${'a'.repeat(2000)}`,
  ])('refuses %j', (path) => {
    expect(isReturnPath(path)).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 1, ['/cart'], { pathname: '/cart' }])
      expect(isReturnPath(value)).toBe(false);
  });

  it('never goes back to an account page, in either language', () => {
    for (const path of [
      '/login',
      '/login?next=%2Fcart',
      '/register',
      '/forgot-password',
      '/login/',
      '/sw/login',
      '/sw/register?next=%2Fsw%2Fcart',
      '/sw/forgot-password#x',
    ])
      expect(isReturnPath(path), path).toBe(false);
    expect(isReturnPath('/loginx')).toBe(true);
    expect(isReturnPath('/blog/login')).toBe(true);
  });

  it('keeps next through the account pages, encoded', () => {
    expect(withNext('/register', '/blog/x?a=1&b=2#c')).toBe(
      '/register?next=%2Fblog%2Fx%3Fa%3D1%26b%3D2%23c',
    );
    expect(withNext('/login', null)).toBe('/login');
    expect(nextOf(withNext('/login', '/blog/x?a=1&b=2#c'))).toBe('/blog/x?a=1&b=2#c');
  });
});

describe('after login', () => {
  it('goes to the page inside the app when it is in the page language', () => {
    expect(afterLogin('/cart', 'en')).toEqual({ inApp: '/cart' });
    expect(afterLogin('/sw/blog/saruji?x=1#c', 'sw')).toEqual({ inApp: '/blog/saruji?x=1#c' });
    expect(afterLogin('/sw', 'sw')).toEqual({ inApp: '/' });
    expect(afterLogin('/sw?x=1', 'sw')).toEqual({ inApp: '/?x=1' });
  });

  it('loads the page when it is in the other language', () => {
    expect(afterLogin('/sw/cart', 'en')).toEqual({ address: '/sw/cart' });
    expect(afterLogin('/cart', 'sw')).toEqual({ address: '/cart' });
    expect(afterLogin('/swahili', 'en')).toEqual({ inApp: '/swahili' });
  });

  it('goes home (the page language home) when there is nowhere to go back to', () => {
    expect(afterLogin(null, 'en')).toEqual({ inApp: '/' });
    expect(afterLogin(null, 'sw')).toEqual({ inApp: '/' });
  });
});
