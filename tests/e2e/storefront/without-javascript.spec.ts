import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { adminSession, apiCreatePost, apiCreateProduct } from '../support';

// With JavaScript off (docs/decisions/103-forms-without-script.md): browsing, filtering,
// searching, paging, reading and sending a contact message work from the server alone; the pages
// that cannot work say so in one line.

test.use({ javaScriptEnabled: false });

let unique = '';
let postTitle = '';
test.beforeAll(async ({ request }) => {
  unique = `${Date.now()}`.slice(-6);
  const { token } = await adminSession(request);
  for (const [i, category] of (['Tools', 'Tools', 'Plumbing'] as const).entries())
    await apiCreateProduct(request, token, {
      sku: `NOJS-${unique}-${i}`,
      name: `Scriptless ${category} ${unique} ${i}`,
      category,
      brand: `Nojs ${unique}`,
      unit: 'piece',
      price: String(300 + i),
    });
  postTitle = `Read Without Script ${unique}`;
  await apiCreatePost(request, postTitle, 'Every word is in the page.', 0);
});

const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('listitem');

test('a visitor browses, filters, searches and pages the catalogue without JavaScript', async ({
  page,
}) => {
  // The links at the top work at every width (on a phone the menu button needs the script, so
  // the pages are listed instead).
  await page.goto('/');
  for (const name of ['Blog', 'Products']) {
    await page
      .getByRole('banner')
      .getByRole('link', { name, exact: true })
      .filter({ visible: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/products$/);

  // Filters: a choice, then 'Apply filters' (shown only without the script).
  await page.goto(`/products?brand=Nojs+${unique}`);
  await expect(cards(page)).toHaveCount(3);
  await page.getByLabel('Category').selectOption('Plumbing');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/category=Plumbing/);
  await expect(page).toHaveURL(new RegExp(`brand=Nojs(\\+|%20)${unique}`));
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`Scriptless Plumbing ${unique} 2`);
  await expect(page.getByLabel('Category')).toHaveValue('Plumbing');

  // Search: the text goes to the server; the brand and category chosen are kept.
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('Scriptless');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=Scriptless/);
  await expect(page).toHaveURL(/[?&]category=Plumbing/);
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2 }).first()).toContainText("for 'Scriptless'");

  // Paging: real links.
  await page.goto(`/products?brand=Nojs+${unique}&pageSize=2`);
  await expect(cards(page)).toHaveCount(2);
  await page
    .getByRole('navigation', { name: 'Product pages' })
    .getByRole('link', { name: 'Next' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page)).toHaveCount(1);

  // A product's page.
  await cards(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Scriptless');
});

test('a visitor reads the blog without JavaScript', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('link', { name: postTitle }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
  await expect(page.getByText('Every word is in the page.')).toBeVisible();
});

test('the contact form is answered by the server: messages with the values kept, then thanks', async ({
  page,
  request,
}) => {
  await page.goto('/contact');
  await page.getByLabel('Full Name').fill('Wambui');
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('textbox', { name: 'Message' }).fill(`No script here ${unique}`);
  const refused = page.waitForResponse(
    (r) => r.url().endsWith('/contact') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Wambui');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
    `No script here ${unique}`,
  );
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Email').fill('wambui@example.co.ke');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByText('Thank you! Your message has been sent. We will get back to you soon.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Also send it on WhatsApp' })).toBeVisible();

  const { token } = await adminSession(request);
  const messages = (await (
    await request.get('/api/contact', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as Array<{ message: string; email: string }>;
  expect(messages.filter((m) => m.message === `No script here ${unique}`)).toEqual([
    expect.objectContaining({ email: 'wambui@example.co.ke' }),
  ]);
});

test('the cart, accounts and admin say they need JavaScript', async ({ page }) => {
  for (const [path, line] of [
    ['/cart', 'The cart needs JavaScript.'],
    ['/login', 'Logging in needs JavaScript.'],
    ['/register', 'Registering needs JavaScript.'],
    ['/forgot-password', 'Resetting a password needs JavaScript.'],
    ['/orders/ARH-AAAA-BBBB', 'Following an order needs JavaScript.'],
    ['/admin', 'The admin area needs JavaScript.'],
  ]) {
    await page.goto(path!);
    // (Playwright's text search skips <noscript>, though the browser shows it here.)
    await expect(page.locator('noscript > p'), path).toContainText(line!);
    await expect(page.locator('noscript > p'), path).toBeVisible();
  }
});
