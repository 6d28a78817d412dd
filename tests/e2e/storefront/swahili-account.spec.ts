import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  apiCreateQuoteProducts,
  codeFromOutbox,
  mainNav,
  registerVerifiedUser,
  uniqueAccount,
} from '../support';

// The account pages and the quote pages in Kiswahili at /sw/ (docs/decisions/105): every text the
// pages write is Swahili, their links and the moves after a form stay under /sw/, and a quote's
// dates read with the Swahili months. Messages from the form rules and the server's answers are
// translated elsewhere, so these stories do not read them.

const SW_MONTH =
  '(?:Januari|Februari|Machi|Aprili|Mei|Juni|Julai|Agosti|Septemba|Oktoba|Novemba|Desemba)';

/** Accepts every alert the page shows and counts them. */
function alerts(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

test('a Swahili visitor registers in three steps and lands on the Swahili login', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const seen = alerts(page);
  const account = uniqueAccount('sw-reg');

  await page.goto('/sw/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { level: 1, name: 'Jisajili' })).toBeVisible();
  await expect(page.getByText('Una akaunti tayari?')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Ingia' })).toHaveAttribute(
    'href',
    '/sw/login',
  );
  await expect(page.getByText('Hatua 1/3')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Hatua za usajili' })).toHaveAttribute(
    'aria-valuetext',
    'Hatua 1 kati ya 3',
  );

  // Step 1: e-mail and name.
  await page.getByLabel('Barua pepe').fill(account.email);
  await page.getByLabel('Jina', { exact: true }).fill(account.name);
  await page.getByRole('button', { name: 'Endelea' }).click();

  // Step 2: the passwords, each with its Swahili show/hide button.
  await expect(page.getByText('Hatua 2/3')).toBeVisible();
  const password = page.getByLabel('Nenosiri', { exact: true });
  await password.fill(account.password);
  await page.getByRole('button', { name: 'Onyesha nenosiri', exact: true }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Ficha nenosiri', exact: true }).click();
  await expect(password).toHaveAttribute('type', 'password');
  const confirm = page.getByLabel('Thibitisha Nenosiri', { exact: true });
  await confirm.fill(account.password);
  await page.getByRole('button', { name: 'Onyesha nenosiri la kuthibitisha' }).click();
  await expect(confirm).toHaveAttribute('type', 'text');
  // Back and on again keeps what was typed.
  await page.getByRole('button', { name: 'Rudi' }).click();
  await expect(page.getByText('Hatua 1/3')).toBeVisible();
  await page.getByRole('button', { name: 'Endelea' }).click();
  await expect(page.getByText('Hatua 2/3')).toBeVisible();
  await page.getByRole('button', { name: 'Endelea' }).click();

  // Step 3: the code step, its countdown and the code from the mail.
  await expect(page.getByText('Hatua 3/3')).toBeVisible();
  await expect(page.getByText(`Tumeutuma kwa ${account.email}.`)).toBeVisible();
  await expect(page.getByText('Msimbo huu utaisha muda baada ya dakika 10.')).toBeVisible();
  await expect(
    page.getByText(/^Unaweza kutuma tena baada ya sekunde \d+ \(majaribio 3 yamebaki\)$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tuma Msimbo Tena' })).toBeDisabled();
  // The mail is in Swahili: its subject names the verification code ('uthibitisho').
  const code = await codeFromOutbox(account.email, 'uthibitisho');
  await page.getByLabel('Msimbo wa Uthibitisho').fill(code);
  await page.getByRole('button', { name: 'Thibitisha' }).click();

  await expect(page).toHaveURL(/\/sw\/login$/);
  expect(seen).toHaveLength(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Ingia' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  expect(errors).toEqual([]);
});

test('logging in on /sw/login goes back to the Swahili page the visitor came from', async ({
  page,
  request,
}) => {
  const account = await registerVerifiedUser(request, 'sw-login');
  const seen = alerts(page);

  await page.goto('/sw/products');
  await (await mainNav(page, 'sw')).getByRole('link', { name: 'Ingia', exact: true }).click();
  await expect(page).toHaveURL(/\/sw\/login\?next=%2Fsw%2Fproducts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ingia' })).toBeVisible();
  await expect(page.getByText('Karibu tena. Ingia kwenye akaunti yako.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Umesahau nenosiri?' })).toHaveAttribute(
    'href',
    '/sw/forgot-password?next=%2Fsw%2Fproducts',
  );
  await expect(page.getByText('Huna akaunti?')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Jisajili' })).toHaveAttribute(
    'href',
    '/sw/register?next=%2Fsw%2Fproducts',
  );

  await page.getByLabel('Barua pepe').fill(account.email);
  await page.getByLabel('Nenosiri', { exact: true }).fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Ingia', exact: true }).click();

  await expect(page).toHaveURL(/\/sw\/products$/);
  expect(seen).toHaveLength(1);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { level: 1, name: 'Bidhaa za Hardware' })).toBeVisible();
  await expect(
    (await mainNav(page, 'sw')).getByRole('button', { name: `Toka (${account.name})` }),
  ).toBeVisible();
});

test('a forgotten password is reset on Swahili pages and the visitor stays in Swahili', async ({
  page,
  request,
}) => {
  const account = await registerVerifiedUser(request, 'sw-forgot');
  const seen = alerts(page);

  await page.goto('/sw/login');
  await page.getByRole('link', { name: 'Umesahau nenosiri?' }).click();
  await expect(page).toHaveURL(/\/sw\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Umesahau Nenosiri' })).toBeVisible();
  await expect(
    page.getByText('Weka barua pepe ya akaunti yako nasi tutakutumia msimbo wa tarakimu 6.'),
  ).toBeVisible();
  await page.getByLabel('Barua pepe').fill(account.email);
  await page.getByRole('button', { name: 'Tuma Msimbo' }).click();

  await expect(
    page.getByText(/^Unaweza kutuma tena baada ya sekunde \d+ \(majaribio 3 yamebaki\)$/),
  ).toBeVisible();
  const code = await codeFromOutbox(account.email, 'kubadilisha nenosiri');
  const newPassword = 'Fresh-Nenosiri-77#';
  await page.getByLabel('Msimbo wa Kubadilisha').fill(code);
  await page.getByLabel('Nenosiri Jipya', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Onyesha nenosiri jipya' }).click();
  await expect(page.getByLabel('Nenosiri Jipya', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByLabel('Thibitisha Nenosiri', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Badilisha Nenosiri' }).click();

  await expect(page).toHaveURL(/\/sw\/login$/);
  expect(seen).toHaveLength(1);
  await page.getByLabel('Barua pepe').fill(account.email);
  await page.getByLabel('Nenosiri', { exact: true }).fill(newPassword);
  await page.getByRole('main').getByRole('button', { name: 'Ingia', exact: true }).click();
  // The router writes the Swahili home as /sw (its basename), as every link to / there.
  await expect(page).toHaveURL(/\/sw\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Karibu /);
});

test('a contractor pastes a list on /sw/quote, requests a quote and accepts it in Swahili', async ({
  page,
  request,
  admin: shopAdmin,
}) => {
  const brand = await apiCreateQuoteProducts(request, shopAdmin.token, 'SWQ');
  const auth = { authorization: `Bearer ${shopAdmin.token}` };

  // 'Pata Bei' from the navbar.
  await page.goto('/sw/products');
  await (await mainNav(page, 'sw')).getByRole('link', { name: 'Pata Bei' }).click();
  await expect(page).toHaveURL(/\/sw\/quote$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pata Bei' })).toBeVisible();
  await expect(page.getByText(/^Bandika orodha yako ya vifaa/)).toBeVisible();
  await expect(page.getByText('Hadi mistari 200, au faili la CSV')).toBeVisible();

  await page
    .getByLabel('Orodha yako')
    .fill(`mifuko 50 saruji ${brand}\nY12 ${brand} x 30\nmchanga wa mto lori 2`);
  await page.getByRole('button', { name: 'Oanisha orodha yangu' }).click();
  await expect(page.getByRole('heading', { name: 'Orodha yako iliyooanishwa' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Orodha yako kama duka lilivyoioanisha' });
  for (const header of ['Ulichoandika', 'Bidhaa', 'Idadi', 'Bei', 'Jumla ya mstari'])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  const lines = page.getByTestId('quote-line');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('KSh 40,000');
  await expect(lines.nth(2)).toContainText('Haijaoanishwa: duka litaweka bei');
  await page.getByLabel('Idadi ya "Y12').fill('35');
  await expect(lines.nth(1)).toContainText('KSh 40,250');
  await expect(page.getByLabel('Bidhaa ya "Y12')).toHaveValue(/.+/);
  await expect(page.getByText('Bei za leo za mistari iliyooanishwa:')).toContainText('KSh 80,250');

  await expect(page.getByRole('heading', { name: 'Maelezo yako' })).toBeVisible();
  await page.getByLabel('Jina Kamili').fill('Mwangi Fundi');
  await page.getByLabel('Nambari ya Simu').fill('0722 444 999');
  const county = page.getByLabel('Kaunti (si lazima)');
  await expect(county.locator('option').first()).toHaveText('Nitachukua dukani au bado sijaamua');
  await county.selectOption('Machakos');
  await page.getByRole('button', { name: 'Omba Nukuu ya Bei' }).click();

  await expect(page).toHaveURL(/\/sw\/quotes\/Q-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const reference = page.url().split('/quotes/')[1]!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Nukuu ${reference}`);
  await expect(page.getByTestId('quote-status')).toHaveText('Hali: Imeombwa');
  await expect(page.getByText('Inasubiri bei za duka')).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^Iliombwa \\d+ ${SW_MONTH} \\d{4}, \\d{2}:\\d{2}$`)),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vitu' })).toBeVisible();

  // The shop prices the river sand, adds delivery and sends the quote.
  const asked = await request.get(`/api/admin/quotes/${reference}`, { headers: auth });
  type AdminLine = { text: string; productId: string | null; quantity: number };
  const { lines: asLines } = (await asked.json()) as { lines: AdminLine[] };
  const patched = await request.patch(`/api/admin/quotes/${reference}`, {
    headers: auth,
    data: {
      deliveryFee: 2000,
      lines: asLines.map(({ text, productId, quantity }) => ({
        text,
        productId,
        quantity,
        unitPrice: productId ? null : 18000,
      })),
    },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  const sent = await request.post(`/api/admin/quotes/${reference}/send`, { headers: auth });
  expect(sent.status(), await sent.text()).toBe(200);

  await page.reload();
  await expect(page.getByTestId('quote-status')).toHaveText('Hali: Imetumwa');
  await expect(
    page.getByText(new RegExp(`^Inatumika hadi \\d+ ${SW_MONTH} \\d{4}$`)),
  ).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Usafirishaji hadi Machakos' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Jumla', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Kubali Nukuu' }).click();

  const accepted = page.getByRole('status').filter({ hasText: 'Oda yako ni' });
  await expect(accepted.getByRole('heading', { name: 'Imekubaliwa' })).toBeVisible();
  const orderLink = accepted.getByRole('link', { name: /^ARH-/ });
  const orderReference = (await orderLink.textContent())!;
  await expect(accepted).toContainText(`Oda yako ni ${orderReference}.`);
  await expect(orderLink).toHaveAttribute('href', `/sw/orders/${orderReference}`);
  const chat = accepted.getByRole('link', { name: 'Tuma Oda kwa WhatsApp' });
  const text = new URL((await chat.getAttribute('href'))!).searchParams.get('text') ?? '';
  expect(text).toContain(`Habari, nimekubali nukuu ${reference}. Oda yangu ni ${orderReference}`);
});
