import { expect, test } from '../fixtures';
import { apiCreateProduct, letters, apiOpenTradeAccount } from '../support';

// Issue 45 (decision 152): a holder of a trade account chooses 'Pay on account' in the cart; an
// order past what is available is saved, not refused, and its page says it awaits approval,
// offering no M-Pesa prompt. In Swahili the same choice reads in Swahili.

test('the cart places an order on account, and its page says it awaits approval', async ({
  page,
  request,
  admin,
  asUser,
}) => {
  const staff = { authorization: `Bearer ${admin.token}` };
  const name = `Roofing nails ${letters(6)}`;
  const product = await apiCreateProduct(request, admin.token, {
    sku: `PA-${letters(6)}`,
    name,
    category: 'Roofing',
    unit: 'piece',
    price: '3000',
    stock: '100',
  });
  const user = await asUser('/');
  const userId = (user.user as { _id: string })._id;
  const number = await apiOpenTradeAccount(request, admin.token, userId, 5000);

  await page.goto(`/products/${product._id}`);
  await page.getByRole('button', { name: 'Reserve', exact: true }).click();
  await page.goto('/cart');
  await page.getByLabel(`Quantity of ${name}`).fill('2');
  await page.getByLabel('Full Name').fill('Kamau Builders');
  await page.getByLabel('Phone Number').fill('0712 000 459');
  await page.getByLabel('Pickup at the shop (free)').check();
  const choice = page.getByTestId('pay-on-account');
  await expect(choice).toContainText('Available on your account: KSh 5,000');
  await choice.getByLabel(`Pay on account (${number})`).check();
  await expect(page.getByTestId('on-account-over')).toBeVisible();
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/cart-on-account.png`, fullPage: true });
  await page.getByRole('button', { name: 'Place order on account' }).click();

  await expect(page).toHaveURL(/\/orders\/[A-Z0-9-]+$/);
  const note = page.getByTestId('on-account');
  await expect(note).toHaveAttribute('data-state', 'awaiting');
  await expect(note).toContainText(
    `Awaiting approval: this order is more than is available on account ${number}.`,
  );
  await expect(page.getByRole('heading', { name: 'Pay with M-Pesa' })).toHaveCount(0);
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/order-awaiting.png`, fullPage: true });
  const reference = page.url().split('/').pop()!;
  const waiting = await request.get('/api/admin/account-orders?state=awaiting', { headers: staff });
  expect(((await waiting.json()) as { reference: string }[]).map((o) => o.reference)).toContain(
    reference,
  );

  // In Swahili the same page says so in Swahili.
  await page.goto(`/sw/orders/${reference}`);
  await expect(page.getByTestId('on-account')).toContainText('Inasubiri idhini');
});
