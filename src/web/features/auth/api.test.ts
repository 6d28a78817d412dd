// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from './api';

// A code is mailed in the language of the page that asks for it: the calls say which.

const sent = { message: 'ok', resendAfterSeconds: 60, resendsLeft: 3, expiresInMinutes: 10 };

function bodiesOf(fetchMock: ReturnType<typeof vi.fn>): unknown[] {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));
}

describe('the code calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.pushState({}, '', '/');
  });

  it.each([
    ['/sw/register', 'sw'],
    ['/sw/forgot-password', 'sw'],
    ['/register', 'en'],
  ])('on %s ask for the mail in %s', async (page, lang) => {
    window.history.pushState({}, '', page);
    const fetchMock = vi.fn(async () => Response.json(sent));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await authApi.sendCode(' amina@example.test ');
    await authApi.forgotPassword('amina@example.test');
    expect(bodiesOf(fetchMock)).toEqual([
      { email: 'amina@example.test', lang },
      { email: 'amina@example.test', lang },
    ]);
  });
});
