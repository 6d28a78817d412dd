import { expect, test } from '../fixtures';
import { apiCreateProduct, letters } from '../support';

// Issue 45 (decisions 56-57): a contractor with a trade account orders on account, staff dispatch
// it, and the statement shows the charge with its due day; its share link opens, without
// JavaScript and at 320 px, for whoever holds it, and prints.

test('the statement of a trade account, and its share link without JavaScript', async ({
  page,
  request,
  admin,
  asUser,
  browser,
}) => {
  const staff = { authorization: `Bearer ${admin.token}` };
  const product = await apiCreateProduct(request, admin.token, {
    sku: `ST-${letters(6)}`,
    name: `Iron sheets ${letters(6)}`,
    category: 'Roofing',
    unit: 'piece',
    price: '1200',
    stock: '100',
  });
  const user = await asUser('/');
  const userId = (user.user as { _id: string })._id;
  const opened = await request.post('/api/admin/trade-accounts', {
    headers: staff,
    data: { userId, creditLimit: 100_000, termsDays: 30, overrunPct: 0 },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const { number } = (await opened.json()) as { number: string };

  const placed = await request.post('/api/me/account-orders', {
    headers: { authorization: `Bearer ${user.token}` },
    data: {
      customerName: 'Kamau Builders',
      phone: '0712 000 457',
      items: [{ productId: product._id, quantity: '10' }],
      delivery: { method: 'pickup' },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { reference: string; account: { state: string } };
  expect(order.account.state).toBe('accepted');
  for (const status of ['Confirmed', 'Paid', 'Dispatched']) {
    const moved = await request.post(`/api/admin/orders/${order.reference}/status`, {
      headers: staff,
      data: { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  await page.goto('/account/statement');
  await expect(page.getByRole('heading', { level: 1, name: 'Account statement' })).toBeVisible();
  await expect(page.getByText(`Account ${number}`, { exact: true })).toBeVisible();
  await expect(page.getByTestId('statement-entry')).toHaveCount(1);
  await expect(page.getByTestId('statement-entry')).toContainText(`Order ${order.reference}`);
  await expect(page.getByTestId('statement-closing')).toHaveText('KSh 12,000');

  await page.getByRole('button', { name: 'Make a share link' }).click();
  const link = await page.getByTestId('statement-share-link').getAttribute('href');
  expect(link).toContain('/statement/');

  // The accountant opens it on a small phone with JavaScript off.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 320, height: 640 },
  });
  const phone = await context.newPage();
  await phone.goto(new URL(link!).pathname);
  await expect(phone.getByRole('heading', { level: 1, name: 'Account statement' })).toBeVisible();
  await expect(phone.getByTestId('statement-closing')).toHaveText('KSh 12,000');
  await expect(phone.getByText('Not yet due')).toBeVisible();
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(320);
  if (process.env.SHOTS_DIR)
    await phone.screenshot({ path: `${process.env.SHOTS_DIR}/statement-320.png`, fullPage: true });

  // An altered link opens nothing.
  await phone.goto(`${new URL(link!).pathname.slice(0, -3)}AAA`);
  await expect(
    phone.getByText('This statement link has expired or is not valid. Ask for a new one.'),
  ).toBeVisible();
  await context.close();
});
