import { expect, test } from '../fixtures';
import { ATHI_RIVER, apiCreateProduct, captureWindowOpen, machakosFee } from '../support';

// A Swahili visitor orders at /sw/ (docs/decisions/105): the cart, its order form and notices in
// Kiswahili, the WhatsApp message to the shop in Kiswahili (product names as the shop wrote them),
// then the order's page under /sw/ and paying with M-Pesa there (the shop's Daraja simulator
// answers: 0708374149 pays).

test.describe('a Swahili order', () => {
  test.use({ permissions: ['geolocation'], geolocation: ATHI_RIVER });

  test('is reserved, sent on WhatsApp and paid with M-Pesa, all in Kiswahili', async ({
    page,
    request,
    admin,
  }) => {
    test.setTimeout(60_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const name = `Mabati Gauge 28 ${suffix}`;
    await apiCreateProduct(request, admin.token, {
      sku: `SWO-${suffix}`,
      name,
      category: 'Roofing',
      unit: 'piece',
      price: '750',
      stock: '20',
    });
    const fee = await machakosFee(request, admin.token);

    // Reserve from the Swahili catalogue.
    await captureWindowOpen(page);
    await page.goto(`/sw/products?q=${encodeURIComponent(name)}`);
    const card = page.getByRole('listitem').filter({ hasText: name });
    await card.getByRole('button', { name: `Hifadhi ${name}` }).click();
    await expect(page.getByText(`${name} imehifadhiwa`)).toBeVisible();

    // The cart speaks Swahili: heading, table, quantity, form and sums.
    await page.goto('/sw/cart');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('heading', { level: 1, name: 'Kikapu Chako' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('KSh 750');
    // The column heads (a phone shows them beside each cell instead).
    await expect(page.locator('thead th')).toHaveText([
      'Bidhaa',
      'Idadi',
      'Bei',
      'Jumla ndogo',
      'Vitendo',
    ]);
    await expect(row.locator('td[data-label]').first()).toHaveAttribute('data-label', 'Idadi');
    await page.getByLabel(`Idadi ya ${name}`).fill('2');
    await expect(row).toContainText('KSh 1,500');
    const form = page.getByRole('form', { name: 'Maelezo ya oda' });
    await expect(form.getByRole('heading', { name: 'Maelezo Yako' })).toBeVisible();
    await expect(form.getByTestId('cart-fee')).toHaveText('Chagua kuletewa au kuchukua');
    await expect(
      form.getByRole('link', { name: 'Tazama mahali nilipo kwenye ramani' }),
    ).toBeVisible();
    await expect(form.getByRole('link', { name: 'Endelea Kununua' })).toHaveAttribute(
      'href',
      '/sw/products',
    );

    await form.getByLabel('Jina Kamili').fill('Wanjiru Kamau');
    await form.getByLabel('Namba ya Simu').fill('0708 374 149');
    // The cart's own notice when the delivery choice is missing.
    await form.getByRole('button', { name: 'Tuma Oda kwa WhatsApp' }).click();
    await expect(form.getByTestId('cart-problem')).toHaveText(
      'Tafadhali chagua kuletewa au kuchukua dukani.',
    );
    await form.getByLabel('Kuletewa', { exact: true }).check();
    await expect(form.getByTestId('cart-fee')).toHaveText('Chagua kaunti yako');
    await form.getByLabel('Kaunti').selectOption('Machakos');
    await form.getByLabel('Eneo au alama ya karibu').fill('Greenpark');
    await expect(form.getByTestId('cart-fee')).toHaveText(`KSh ${fee}`);
    const total = (1500 + fee).toLocaleString('en-KE');
    await expect(form.getByTestId('cart-total')).toContainText('Jumla');
    await expect(form.getByTestId('cart-total')).toContainText(`KSh ${total}`);
    await form.getByRole('button', { name: 'Tuma Oda kwa WhatsApp' }).click();
    await expect(page.getByText('Oda yako iko tayari kwenye WhatsApp.')).toBeVisible();

    // The Swahili order page, and the message the shop receives, in Swahili.
    await expect(page).toHaveURL(/\/sw\/orders\/ARH-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const reference = page.url().split('/orders/')[1]!;
    const opened = await page.evaluate(
      () => (window as unknown as { __opened: string[] }).__opened,
    );
    expect(opened).toHaveLength(1);
    const text = new URL(opened[0]!).searchParams.get('text') ?? '';
    expect(text).toMatch(/^Habari, ningependa kuweka oda\.\n/);
    expect(text).toContain(`Oda: ${reference}\nJina: Wanjiru Kamau\nSimu: 0708 374 149`);
    expect(text).toContain(`Bidhaa:\n${name} x2 - KSh 1,500`);
    expect(text).toContain(`Usafirishaji: Greenpark, Machakos - KSh ${fee}`);
    expect(text).toContain(`Jumla: KSh ${total}`);
    expect(text).toContain('Mahali: https://www.google.com/maps?q=-1.4563,36.9781');
    expect(text).toMatch(new RegExp(`Hali ya oda: http\\S+/sw/orders/${reference}$`));
    expect(text).not.toMatch(/Hello|Name:|Phone:|Total:|Delivery:/);

    await expect(page.getByRole('heading', { level: 1, name: `Oda ${reference}` })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Hali: Mpya');
    await expect(page.getByText(/^Iliwekwa \d{1,2} [A-Z][a-z]+ \d{4}, \d\d:\d\d$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Historia ya hali' })).toBeVisible();
    await expect(page.getByText('Kuletewa Greenpark, Machakos')).toBeVisible();
    await expect(page.getByText('KSh 750 kila moja')).toBeVisible();

    // Paying with M-Pesa, in Swahili from the prompt to the receipt.
    const panel = page.getByTestId('payment-panel');
    await expect(panel.getByRole('heading', { name: 'Lipa kwa M-Pesa' })).toBeVisible();
    await expect(panel).toContainText('Malipo ya majaribio: hakuna pesa inayotoka.');
    await expect(panel).toContainText(`Kiasi cha kulipa: KSh ${total}`);
    await expect(panel.getByLabel('Namba ya simu ya M-Pesa')).toHaveValue('0708 374 149');
    await panel.getByRole('button', { name: 'Lipa kwa M-Pesa' }).click();
    await expect(panel).toContainText('Angalia simu yako na uweke PIN yako ya M-Pesa.');
    await expect(panel).toContainText(/Imelipwa\. Risiti ya M-Pesa: [A-Z0-9]{10}/, {
      timeout: 20_000,
    });
    await expect(page.getByTestId('order-status')).toHaveText('Hali: Imelipwa');
    expect(errors).toEqual([]);
  });

  test('an unknown order answers in Swahili', async ({ page }) => {
    await page.goto('/sw/orders/ARH-2222-3333');
    await expect(page.getByRole('heading', { level: 1, name: 'Hali ya oda' })).toBeVisible();
    await expect(page.getByText('Oda haikupatikana.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tazama Bidhaa' })).toHaveAttribute(
      'href',
      '/sw/products',
    );
  });

  test('an empty cart answers in Swahili', async ({ page }) => {
    await page.goto('/sw/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Kikapu Chako' })).toBeVisible();
    await expect(page.getByText('Kikapu chako ni kitupu')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Tazama Bidhaa' })).toHaveAttribute(
      'href',
      '/sw/products',
    );
    await expect(main.getByRole('link', { name: 'Pata Bei' })).toHaveAttribute('href', '/sw/quote');
  });
});
