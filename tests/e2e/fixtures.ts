import { randomInt } from 'node:crypto';
import { test as base, expect } from '@playwright/test';

// Every story reaches the server from an address of its own: the e2e server trusts its proxy
// (TRUST_PROXY) and each test sends its own X-Forwarded-For. Per-IP rate limits then work as in
// production without one story spending another story's budget. Tests that check a limit make
// their requests inside one test, so they still hit it.
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({
      'x-forwarded-for': `10.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`,
    });
  },
});

export { expect };
