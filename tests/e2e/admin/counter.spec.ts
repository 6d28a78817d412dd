import { expect, test } from '../fixtures';
import {
  apiCreateProduct,
  apiSignIn,
  codeFromOutbox,
  createY12,
  letters,
  openAs,
  readyPage,
} from '../support';

// Decision 50's story: the owner adds a cashier, who signs in, sees only the cashier's sidebar,
// sells three lines at the counter for cash by keyboard and scanner (SKU + Enter) and gets the
// receipt; the stock drops; the owner sees the sale and the cashier's name in Activity. And the
// M-Pesa prompt (decision 172): the simulator's demo phones answer by themselves.

test.describe('selling at the counter', () => {
  test('a cashier sells three lines for cash; stock drops; the owner sees it in Activity', async ({
    page,
    request,
    admin,
    asAdmin,
    browser,
  }) => {
    const tag = letters(5).toUpperCase();
    const products = [
      { sku: `CNT-${tag}-1`, name: `Cement ${tag}`, unit: 'bag', price: '780' },
      { sku: `CNT-${tag}-2`, name: `Nails ${tag}`, unit: 'kg', price: '250' },
      { sku: `CNT-${tag}-3`, name: `Paint ${tag}`, unit: 'tin', price: '1500' },
    ];
    const ids: string[] = [];
    for (const p of products)
      ids.push(
        (await apiCreateProduct(request, admin.token, { ...p, category: 'Cement', stock: '20' }))
          ._id,
      );

    // The owner adds the cashier; she sets her password with the mailed code.
    const email = `till-${tag.toLowerCase()}@e2e.test`;
    const added = await request.post('/api/admin/staff', {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { email, roles: ['cashier'] },
    });
    expect(added.status()).toBe(201);
    const code = await codeFromOutbox(email);
    const password = 'Cashier-Password-42!';
    expect(
      (
        await request.post('/api/auth/reset-password', { data: { email, code, password } })
      ).status(),
    ).toBe(200);
    const session = await apiSignIn(request, email, password);

    const till = readyPage(await browser.newPage());
    await openAs(till, session.token, session.user, '/admin/counter');
    await expect(till.getByRole('heading', { name: 'Counter' })).toBeVisible();
    const search = till.getByLabel(/Find an item/);
    // The scanner: the SKU and Enter add the line.
    for (const p of products) {
      await search.fill(p.sku);
      await expect(till.getByRole('list', { name: 'Items found' })).toContainText(p.name);
      await search.press('Enter');
      await expect(till.getByTestId('counter-line').filter({ hasText: p.name })).toBeVisible();
    }
    await till.getByLabel(`Quantity of Cement ${tag} (bag)`).fill('2');
    await expect(till.getByText('Total KSh 3,310')).toBeVisible();
    await till.getByLabel('Cash given (KSh)').fill('3500');
    await expect(till.getByText('Change KSh 190')).toBeVisible();
    await till.getByRole('button', { name: 'Sell for cash' }).click();
    const receipt = till.getByRole('region', { name: 'Receipt' });
    await expect(receipt).toContainText('Total KSh 3,310');
    await expect(receipt).toContainText('Change KSh 190');
    await expect(receipt.getByRole('button', { name: 'Print receipt' })).toBeVisible();
    const reference = (await receipt.getByRole('heading').textContent())!.replace('Receipt ', '');
    await till.close();

    const cement = await request.get(`/api/admin/products/${ids[0]}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect((await cement.json()).stock).toBe(18);

    await asAdmin('/admin/activity');
    const event = page.getByTestId('activity-event').filter({ hasText: reference });
    await expect(event).toContainText('counter.sale');
    await expect(event).toContainText(`till-${tag.toLowerCase()}`);
  });

  test('sells 2.5 t of Y12 by the tonne: 234 bars (2.496 t), priced by the shop', async ({
    page,
    request,
    admin,
    asAdmin,
  }) => {
    const tag = letters(5).toUpperCase();
    const steel = await createY12(request, admin.token, tag);
    await asAdmin('/admin/counter');
    const search = page.getByLabel(/Find an item/);
    await search.fill(steel.name);
    await expect(page.getByRole('list', { name: 'Items found' })).toContainText(steel.name);
    await search.press('Enter');
    await page.getByLabel(`Unit of ${steel.name}`).selectOption('tonne');
    await page.getByLabel(`Quantity of ${steel.name} (tonne)`).fill('2,5');
    const line = page.getByTestId('counter-line');
    await expect(line).toContainText('234 bars');
    await expect(page.getByText('Total KSh 424,320')).toBeVisible();
    await page.getByLabel('Cash given (KSh)').fill('425000');
    await expect(page.getByText('Change KSh 680')).toBeVisible();
    await page.getByRole('button', { name: 'Sell for cash' }).click();
    const receipt = page.getByRole('region', { name: 'Receipt' });
    await expect(receipt).toContainText('Total KSh 424,320');
    await expect(receipt).toContainText('2.496 tonne');
    const stock = await request.get(`/api/admin/products/${steel.productId}/variants`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(JSON.stringify(await stock.json())).toContain('"onHand":"266"');
  });
});

test.describe('the M-Pesa prompt at the counter', () => {
  test('a cancelled prompt sells nothing; sent again and paid, the sale is collected once', async ({
    page,
    request,
    admin,
    asAdmin,
  }) => {
    // Two prompts, each answered by the simulator after about 3 s.
    test.setTimeout(60_000);
    const tag = letters(5).toUpperCase();
    const sku = `MPS-${tag}`;
    const { _id: id } = await apiCreateProduct(request, admin.token, {
      sku,
      name: `Cement ${tag}`,
      unit: 'bag',
      price: '780',
      category: 'Cement',
      stock: '20',
    });
    const stock = async () =>
      (
        await (
          await request.get(`/api/admin/products/${id}`, {
            headers: { authorization: `Bearer ${admin.token}` },
          })
        ).json()
      ).stock;

    await asAdmin('/admin/counter');
    const search = page.getByLabel(/Find an item/);
    await search.fill(sku);
    await expect(page.getByRole('list', { name: 'Items found' })).toContainText(`Cement ${tag}`);
    await search.press('Enter');
    await expect(page.getByText('Total KSh 780')).toBeVisible();
    await page.getByLabel('Paid by').selectOption('mpesa');
    // The simulator's demo phone whose buyer cancels the prompt (README, M-Pesa payments).
    await page.getByLabel('M-Pesa phone number').fill('0700 000 001');
    await page.getByRole('button', { name: 'Send M-Pesa prompt' }).click();
    const said = page.getByTestId('counter-prompt-status');
    await expect(said).toHaveText(/Waiting for the buyer/);
    await expect(page.getByText('Demo payment: no money moves.')).toBeVisible();
    await expect(said).toHaveText('Payment cancelled.', { timeout: 15_000 });
    expect(await stock()).toBe(20);

    // Sent again to a phone that pays: the sale is made when the money arrives.
    await page.getByLabel('M-Pesa phone number').fill('0708 374 149');
    await page.getByRole('button', { name: 'Send M-Pesa prompt again' }).click();
    const receipt = page.getByRole('region', { name: 'Receipt' });
    await expect(receipt).toContainText('Total KSh 780', { timeout: 20_000 });
    await expect(receipt).toContainText('M-Pesa');
    expect(await stock()).toBe(19);
    const reference = (await receipt.getByRole('heading').textContent())!.replace('Receipt ', '');
    const order = await request.get(`/api/admin/orders/${reference}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect((await order.json()).status).toBe('Collected');
  });
});
