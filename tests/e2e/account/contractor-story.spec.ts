import { expect, test } from '../fixtures';
import { apiCreateProduct, letters, machakosFee, openAs, apiOpenTradeAccount } from '../support';

// Issue 45's story end to end: a contractor orders on account from the cart past what is
// available; the owner approves it; staff confirm and dispatch it without marking it Paid
// (decision 153); the contractor pays the balance by the M-Pesa prompt (the shop's Daraja
// simulator) from the statement, which shows the charge, the payment and nothing owed.

test('order on account, approval, dispatch, pay the balance by M-Pesa, statement', async ({
  page,
  request,
  admin,
  asUser,
}) => {
  test.setTimeout(90_000);
  const name = `Iron sheets ${letters(6)}`;
  const product = await apiCreateProduct(request, admin.token, {
    sku: `CS-${letters(6)}`,
    name,
    category: 'Roofing',
    unit: 'piece',
    price: '3000',
    stock: '100',
  });
  const user = await asUser('/');
  const userId = (user.user as { _id: string })._id;
  const number = await apiOpenTradeAccount(request, admin.token, userId, 5000);
  const fee = await machakosFee(request, admin.token);
  const total = `KSh ${(6000 + fee).toLocaleString('en-US')}`;
  const site = await request.post('/api/me/sites', {
    headers: { authorization: `Bearer ${user.token}` },
    data: {
      label: 'Plot 12 roofing',
      county: 'Machakos',
      area: 'Syokimau, behind the water tower',
      contactName: 'Kamau Builders',
      contactPhone: '0712 000 460',
    },
  });
  expect(site.status(), await site.text()).toBe(201);

  // The contractor orders 2 sheets (KSh 6,000 and delivery) on account to the saved site: more
  // than the 5,000 available.
  await page.goto(`/products/${product._id}`);
  await page.getByRole('button', { name: 'Reserve', exact: true }).click();
  await page.goto('/cart');
  await page.getByLabel(`Quantity of ${name}`).fill('2');
  await page.getByLabel('Deliver to a saved site').selectOption({ label: 'Plot 12 roofing' });
  await expect(page.getByLabel('Full Name')).toHaveValue('Kamau Builders');
  await expect(page.getByLabel('Area or landmark', { exact: false })).toHaveValue(
    'Syokimau, behind the water tower',
  );
  await expect(page.getByTestId('cart-total')).toContainText(total);
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/cart-site.png`, fullPage: true });
  await page.getByLabel(`Pay on account (${number})`).check();
  await page.getByRole('button', { name: 'Place order on account' }).click();
  await expect(page.getByTestId('on-account')).toHaveAttribute('data-state', 'awaiting');
  const reference = page.url().split('/').pop()!;

  // The owner approves it; staff confirm and dispatch it, never marking it Paid.
  await openAs(page, admin.token, admin.user, '/admin/account-orders');
  const card = page.getByTestId('awaiting-order').filter({ hasText: reference });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${reference} approved.`)).toBeVisible();
  await page.goto(`/admin/orders/${reference}`);
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByRole('button', { name: 'Mark Dispatched' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark Dispatched' }).click();
  await expect(page.getByRole('button', { name: 'Mark Delivered' })).toBeVisible();

  // The contractor sees the charge and pays the balance by the M-Pesa prompt.
  await openAs(page, user.token, user.user, `/orders/${reference}`);
  await expect(page.getByTestId('on-account')).toHaveAttribute('data-state', 'accepted');
  await page.goto('/account/statement');
  await expect(page.getByTestId('statement-closing')).toHaveText(total);
  const pay = page.getByTestId('pay-balance');
  await expect(pay.getByLabel('Amount (KSh)')).toHaveValue(String(6000 + fee));
  await pay.getByLabel('M-Pesa phone number').fill('0712 000 460');
  await pay.getByRole('button', { name: 'Pay with M-Pesa' }).click();
  await expect(page.getByTestId('pay-balance-status')).toHaveText('Payment received. Thank you.', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('statement-closing')).toHaveText('KSh 0');
  await expect(page.getByTestId('statement-entry')).toHaveCount(2);
  await expect(page.getByTestId('statement-entry').first()).toContainText(`Order ${reference}`);
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/statement-paid.png`, fullPage: true });

  // Staff see it all on the customer's page.
  await openAs(page, admin.token, admin.user, `/admin/customers/${userId}`);
  await expect(page.getByTestId('customer-orders')).toContainText(reference);
  await expect(page.getByTestId('customer-sites')).toContainText('Plot 12 roofing');
  await expect(page.getByTestId('customer-account')).toContainText(`Account ${number}`);
  await expect(page.getByTestId('statement-closing')).toHaveText('KSh 0');
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/customer.png`, fullPage: true });
});
