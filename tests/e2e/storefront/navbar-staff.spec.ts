import { spawnSync } from 'node:child_process';
import { expect, test } from '../fixtures';
import { apiSignIn, e2eDataDir, mainNav, openAs, type Session } from '../support';

// Issue 40 item 4: with staff signed in, the desktop navbar (from 992 px, the spec's desktop
// breakpoint) holds the search, the page links, the cart, 'Admin Dashboard', the Logout button
// with the staff member's name and the language switch on one row inside the screen, in English
// and in Kiswahili, for the longest e-mail (254) and name (40) the account rules allow.

const EMAIL_MAX = 254;
const NAME_MAX = 40;

/** The longest e-mail and name an account can have, unique to this run. */
function longestAccount() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const local = `procurement.${id}`.padEnd(64, 'x');
  const domain = `.athi-river-hardware-and-building-materials.co.ke`;
  const middle = 'w'.repeat(EMAIL_MAX - local.length - 1 - domain.length);
  const email = `${local}@${middle}${domain}`;
  const name = `Wanjiku Mwangi Kamau ${id}`.padEnd(NAME_MAX, 'W');
  return { email, name, password: 'Sturdy-Password-42!' };
}

/** Makes the account an admin as the shop's owner would: with the admin command line. */
function createAdmin(account: ReturnType<typeof longestAccount>) {
  const dist = process.env.E2E_DIST ?? 'dist';
  const run = spawnSync(
    process.execPath,
    [
      `${dist}/node/server/cli/admin.js`,
      'create',
      account.email,
      '--name',
      account.name,
      '--password',
      account.password,
    ],
    { env: { ...process.env, DATA_DIR: e2eDataDir(), DATABASE_URL: '' }, encoding: 'utf8' },
  );
  expect(run.status, run.stderr).toBe(0);
}

test.describe('the navbar of staff signed in', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop bar; the phone has the menu panel');

  let account: ReturnType<typeof longestAccount>;
  let session: Session;
  test.beforeAll(async ({ request }) => {
    account = longestAccount();
    expect(account.email).toHaveLength(EMAIL_MAX);
    expect(account.name).toHaveLength(NAME_MAX);
    createAdmin(account);
    session = await apiSignIn(request, account.email, account.password);
  });

  for (const width of [992, 1280]) {
    for (const lang of ['en', 'sw'] as const) {
      test(`fits one row inside ${width} px in ${lang === 'en' ? 'English' : 'Kiswahili'}`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await openAs(
          page,
          session.token,
          session.user,
          lang === 'en' ? '/products' : '/sw/products',
        );
        await expect(page.locator('html[data-ready]')).toBeAttached();
        const nav = await mainNav(page, lang);
        const logout = nav.getByRole('button', {
          name: lang === 'en' ? `Logout (${account.name})` : `Toka (${account.name})`,
        });
        await expect(logout).toBeVisible();
        // Every spec text stays in the bar; a name cut short shows whole on hover.
        await expect(
          nav.getByRole('link', { name: lang === 'en' ? 'Admin Dashboard' : 'Usimamizi' }),
        ).toBeVisible();
        await expect(nav.getByTestId('language-switch')).toHaveText(
          lang === 'en' ? 'Kiswahili' : 'English',
        );
        await expect(logout).toHaveAttribute('title', (await logout.textContent()) ?? '');

        const items = nav.locator(':scope > a, form[role="search"], ul > li');
        const bar = await nav.boundingBox();
        if (!bar) throw new Error('the navbar has no box');
        const boxes = await items.evaluateAll((els) =>
          els.map((el) => {
            const r = el.getBoundingClientRect();
            const label = el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName;
            return { label, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
          }),
        );
        expect(boxes.length).toBeGreaterThanOrEqual(12);
        for (const box of boxes) {
          expect(box.left, box.label).toBeGreaterThanOrEqual(0);
          expect(box.right, box.label).toBeLessThanOrEqual(width);
          // One row: each item sits within the bar's height, not wrapped below it.
          expect(box.top, box.label).toBeGreaterThanOrEqual(bar.y);
          expect(box.bottom, box.label).toBeLessThanOrEqual(bar.y + bar.height);
        }
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          screen: document.documentElement.clientWidth,
        }));
        expect(widths.page).toBe(widths.screen);
      });
    }
  }

  test('the search opens to its full width and searches the catalogue at 992 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 992, height: 800 });
    await openAs(page, session.token, session.user, '/contact');
    await expect(page.locator('html[data-ready]')).toBeAttached();
    const search = (await mainNav(page)).getByRole('searchbox', { name: 'Search products' });
    await search.click();
    await search.fill('cement');
    const box = await search.boundingBox();
    if (!box) throw new Error('the search has no box');
    expect(box.width).toBeGreaterThanOrEqual(160);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(992);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=cement$/);
  });
});
