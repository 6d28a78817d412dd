import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

// The shop's Content-Security-Policy allows scripts and styles from its own origin only. A page
// (or a library it loads) that tries anything else is refused by the browser, and the browser
// reports it: a refused style is a broken page, a refused eval a warning in every visitor's
// console and a lower Lighthouse score. Forms are used too, since they load their rules late.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
});

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test('no public page breaks the content security policy', async ({ page }) => {
  for (const path of ['/', '/products', '/services', '/gallery', '/blog', '/contact', '/cart']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await violations(page), path).toEqual([]);
  }
});

test('sending the contact form and typing a review stay within the policy', async ({ page }) => {
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Full Name').fill('Wanjiru');
  await page.getByRole('button', { name: 'Send Message' }).click();
  // The rules arrived and ran: the missing e-mail is named.
  await expect(page.locator('#contact-email-error')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Name').fill('Otieno');
  await page.getByLabel('Message').fill('Good cement, fair price, quick delivery.');
  await page.getByLabel('5 stars').check({ force: true });
  await expect(page.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
  expect(await violations(page)).toEqual([]);
});
