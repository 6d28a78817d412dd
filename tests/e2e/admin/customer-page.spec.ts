import { expect, test } from '../fixtures';
import { apiCreateProduct, apiOpenTradeAccount, letters, newUser } from '../support';

// Staff's page of a customer (issue 45, DESIGN decision 57): reached from the trade accounts
// list and from the admin order screen by the customer's name, it shows the customer's orders
// and the history of staff changes about them (their account opened, their order decided).

test('the owner reaches a customer’s page from the accounts list and the order, with its history', async ({
  page,
  request,
  admin,
  asAdmin,
}) => {
  test.setTimeout(120_000);
  const tag = letters(6);
  const product = await apiCreateProduct(request, admin.token, {
    sku: `CP-${tag}`,
    name: `Mabati ${tag}`,
    category: 'Roofing',
    unit: 'piece',
    price: '3000',
    stock: '50',
  });
  const user = await newUser(request, 'contractor');
  const userId = (user.user as { _id: string })._id;
  const number = await apiOpenTradeAccount(request, admin.token, userId, 1000);
  const placed = await request.post('/api/me/account-orders', {
    headers: { authorization: `Bearer ${user.token}` },
    data: {
      customerName: `Kamau ${tag}`,
      phone: '0712 000 461',
      items: [{ productId: product._id, quantity: '1' }],
      delivery: { method: 'pickup' },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const reference = ((await placed.json()) as { reference: string }).reference;

  // The trade accounts list names the holder with a link to their page.
  await asAdmin('/admin/account-orders');
  const row = page.getByTestId('trade-accounts').getByRole('row', { name: new RegExp(number) });
  await row.getByTestId('customer-link').click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers/${userId}$`));
  await expect(page.getByTestId('customer-orders')).toContainText(reference);
  const history = page.getByTestId('customer-history');
  await expect(history).toContainText('trade-account.open');
  await expect(history).toContainText(number);

  // The owner approves the order past the limit; its screen links the customer too.
  await page.goto('/admin/account-orders');
  const card = page.getByTestId('awaiting-order').filter({ hasText: reference });
  await expect(card.getByTestId('customer-link')).toHaveAttribute(
    'href',
    `/admin/customers/${userId}`,
  );
  await card.getByLabel('Reason (needed to decline)').fill('Known contractor');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${reference} approved.`)).toBeVisible();
  await page.goto(`/admin/orders/${reference}`);
  await page.getByTestId('customer-link').click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers/${userId}$`));
  await expect(page.getByTestId('customer-history')).toContainText('account-order.decide');
  await expect(page.getByTestId('customer-history')).toContainText('Known contractor');
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-customer.png`, fullPage: true });
});
