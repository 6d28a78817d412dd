import { randomInt } from 'node:crypto';
import { test as base, expect } from '@playwright/test';
import { adminSession, newUser, openAs, readyPage, type Session } from './support';

/** A new account of the story, signed in. */
export type UserSession = Awaited<ReturnType<typeof newUser>>;

interface Fixtures {
  /** The shop's admin, logged in through the API (for setting data up). */
  admin: Session;
  /** Opens `path` with the page signed in as the shop's admin. */
  asAdmin: (path?: string) => Promise<Session>;
  /** Registers and verifies a new account, then opens `path` with the page signed in as it. */
  asUser: (path?: string, prefix?: string) => Promise<UserSession>;
}

// Every story reaches the server from an address of its own: the e2e server trusts its proxy
// (TRUST_PROXY) and each test sends its own X-Forwarded-For. Per-IP rate limits then work as in
// production without one story spending another story's budget. Tests that check a limit make
// their requests inside one test, so they still hit it.
export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({
      'x-forwarded-for': `10.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`,
    });
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    // Stories stay on this machine: the contact page's map (Google's) is refused at once, as on a
    // machine with no way out, instead of waiting on a lookup that may or may not fail quickly.
    // A story that wants the map answers it with its own page.route.
    await page.context().route(/^https:\/\/(www|maps)\.google\.com\//, (route) => route.abort());
    await use(readyPage(page, javaScriptEnabled));
  },
  admin: async ({ request }, use) => {
    await use(await adminSession(request));
  },
  asAdmin: async ({ page, admin }, use) => {
    await use(async (path = '/') => {
      await openAs(page, admin.token, admin.user, path);
      return admin;
    });
  },
  asUser: async ({ page, request }, use) => {
    await use(async (path = '/', prefix = 'user') => {
      const user = await newUser(request, prefix);
      await openAs(page, user.token, user.user, path);
      return user;
    });
  },
});

export { expect };
