import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  apiCreatePost,
  openBeforeTakeOver,
  registerVerifiedUser,
  type uniqueAccount,
} from '../support';

// Login goes back to the page the visitor came from (spec: "the user goes to the page they came
// from"), carried in the login page's address (`?next=`, decision 118): so also when Login is
// pressed before the page is taken over (a plain link then), after a reload of /login, and on
// the Swahili pages; and never to another site.

type Account = ReturnType<typeof uniqueAccount>;

// Throttled to a phone's speed, a story takes 20-35 s.
test.describe.configure({ timeout: 60_000 });

const TEXTS = {
  en: { email: 'Email', password: 'Password', login: 'Login', comment: 'Log in to comment' },
  sw: {
    email: 'Barua pepe',
    password: 'Nenosiri',
    login: 'Ingia',
    comment: 'Ingia ili utoe maoni',
  },
};

/** Signs in on the login page on screen (taken over) and accepts its alert. */
async function signIn(page: Page, account: Account, lang: 'en' | 'sw' = 'en') {
  const t = TEXTS[lang];
  page.once('dialog', (d) => void d.accept());
  await page.getByLabel(t.email).fill(account.email);
  await page.getByLabel(t.password, { exact: true }).fill(account.password);
  await page.getByRole('main').getByRole('button', { name: t.login, exact: true }).click();
}

test('Login pressed in the bar of /cart before take-over comes back to /cart', async ({
  page,
  request,
}) => {
  test.skip((page.viewportSize()?.width ?? 1280) < 992, "a phone's bar links open with the menu");
  const account = await registerVerifiedUser(request, 'cart-return');
  const early = await openBeforeTakeOver(page, '/cart');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Login', exact: true })
    .click();
  // A plain link before take-over: the server's page, whose address keeps the way back.
  await expect(page).toHaveURL('/login?next=%2Fcart');
  await early.release();
  await early.unthrottle();
  await signIn(page, account);
  await expect(page).toHaveURL('/cart');
});

for (const lang of ['en', 'sw'] as const) {
  const prefix = lang === 'sw' ? '/sw' : '';
  test(`'${TEXTS[lang].comment}' pressed before take-over comes back to the post (${lang})`, async ({
    page,
    request,
  }) => {
    const post = await apiCreatePost(request, `Return Post ${lang} ${Date.now()}`, 'Text.', 0);
    const account = await registerVerifiedUser(request, `post-return-${lang}`);
    const early = await openBeforeTakeOver(page, `${prefix}/blog/${post.slug}`);
    await page.getByRole('link', { name: TEXTS[lang].comment }).click();
    await expect(page).toHaveURL(
      `${prefix}/login?next=${encodeURIComponent(`${prefix}/blog/${post.slug}`)}`,
    );
    await early.release();
    await early.unthrottle();
    await signIn(page, account, lang);
    await expect(page).toHaveURL(`${prefix}/blog/${post.slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'sw' ? 'sw' : 'en-KE');
  });
}

test('a reload of /login keeps the page to go back to', async ({ page, request }) => {
  const post = await apiCreatePost(request, `Reload Post ${Date.now()}`, 'Text.', 0);
  const account = await registerVerifiedUser(request, 'reload-return');
  await page.goto(`/blog/${post.slug}`);
  await page.getByRole('link', { name: 'Log in to comment' }).click();
  await expect(page).toHaveURL(`/login?next=%2Fblog%2F${post.slug}`);
  await page.reload();
  await signIn(page, account);
  await expect(page).toHaveURL(`/blog/${post.slug}`);
  await expect(page.getByRole('textbox', { name: 'Your comment' })).toBeVisible();
});

test('the way back is kept through Register and back to Login', async ({ page }) => {
  await page.goto('/login?next=%2Fcart');
  await page.getByRole('main').getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL('/register?next=%2Fcart');
  await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/login?next=%2Fcart');
});

for (const [address, home] of [
  ['/login?next=%2F%2Fevil.test%2Fcart', ''],
  ['/login?next=https%3A%2F%2Fevil.test%2F', ''],
  ['/login?next=%2F%5Cevil.test', ''],
  ['/sw/login?next=%2F%09%2Fevil.test', '/sw'],
] as const) {
  test(`a way back off the site (${address}) goes home instead`, async ({ page, request }) => {
    const account = await registerVerifiedUser(request, 'off-site');
    await page.goto(address);
    await signIn(page, account, home === '/sw' ? 'sw' : 'en');
    // The router writes the Swahili home as /sw (its basename).
    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${home}/?$`));
  });
}
