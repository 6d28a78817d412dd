import { expect, test } from '../fixtures';
import { apiCreateProduct, letters, newUser } from '../support';

// Issue 45 (decision 56): an order on account past the limit waits, never refused; the owner
// approves it on the admin screen, or would decline it with a reason.

test('the owner approves an order on account past the limit', async ({
  page,
  request,
  admin,
  asAdmin,
}) => {
  const staff = { authorization: `Bearer ${admin.token}` };
  const product = await apiCreateProduct(request, admin.token, {
    sku: `AP-${letters(6)}`,
    name: `Ridge caps ${letters(6)}`,
    category: 'Roofing',
    unit: 'piece',
    price: '900',
    stock: '100',
  });
  const user = await newUser(request, 'contractor');
  // The owner opens the account on the admin screen, by the customer's e-mail.
  await asAdmin('/admin/account-orders');
  await page.getByLabel("Customer's e-mail (as registered)").fill(user.email);
  await page.getByLabel('Credit limit (KSh)').fill('5000');
  await page.getByLabel('Allowed overrun (%)').fill('10');
  await page.getByRole('button', { name: 'Open account' }).click();
  await expect(page.getByText(/^Account TA\d{6} opened with a limit of KSh 5,000\./)).toBeVisible();

  const placed = await request.post('/api/me/account-orders', {
    headers: { authorization: `Bearer ${user.token}` },
    data: {
      customerName: 'Otieno Works',
      phone: '0712 000 458',
      items: [{ productId: product._id, quantity: '7' }],
      delivery: { method: 'pickup' },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { reference: string; account: { state: string } };
  expect(order.account.state).toBe('awaiting');

  await asAdmin('/admin/account-orders');
  await expect(page.getByRole('heading', { name: 'Orders awaiting approval' })).toBeVisible();
  await expect(
    page.getByTestId('awaiting-order').filter({ hasText: order.reference }),
  ).toBeVisible();
  const card = page.getByTestId('awaiting-order').filter({ hasText: order.reference });
  await expect(card).toContainText('KSh 6,300');
  await expect(card.getByRole('button', { name: 'Decline' })).toBeDisabled();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${order.reference} approved.`)).toBeVisible();
  await expect(card).toHaveCount(0);
  const accepted = await request.get('/api/admin/account-orders?state=accepted', {
    headers: staff,
  });
  expect(((await accepted.json()) as { reference: string }[]).map((o) => o.reference)).toContain(
    order.reference,
  );
});
