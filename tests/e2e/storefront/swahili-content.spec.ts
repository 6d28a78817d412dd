import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { apiCreatePost, apiCreateProduct, pngFile } from '../support';

// The storefront's content pages in Kiswahili at /sw/ (docs/decisions/105): the blog and a post
// with its comments, the services, the gallery, the contact form (with and without the script)
// and the reviews on the home page. Each is drawn in Swahili by the server, taken over without a
// mismatch, and its links stay under /sw/.

const SW_MONTHS = [
  'Januari',
  'Februari',
  'Machi',
  'Aprili',
  'Mei',
  'Juni',
  'Julai',
  'Agosti',
  'Septemba',
  'Oktoba',
  'Novemba',
  'Desemba',
];

/** Today in the shop's time (Nairobi, UTC+3) as a Swahili page writes it: '5 Machi 2026'. */
function swToday(): string {
  const t = new Date(Date.now() + 3 * 3_600_000);
  return `${t.getUTCDate()} ${SW_MONTHS[t.getUTCMonth()]} ${t.getUTCFullYear()}`;
}

const stamp = () => Date.now().toString(36);

/** Collects React's hydration errors and the page's own; the story checks it at its end. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return () => errors.filter((e) => /hydrat|Minified React error|messages are not loaded/i.test(e));
}

test('a Swahili visitor reads the blog list and a post, and a reader comments in Swahili', async ({
  page,
  request,
  asUser,
}) => {
  const errors = watchErrors(page);
  const other = await apiCreatePost(request, `Kuchagua Mabati ${stamp()}`, 'Gauge 30 au 28?');
  const post = await apiCreatePost(
    request,
    `Kuchanganya Saruji ${stamp()}`,
    'Changanya saruji na mchanga.\n\nOngeza maji kidogo kidogo.',
  );

  await page.goto('/sw/blog');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { level: 1, name: 'Blogu Yetu' })).toBeVisible();
  await expect(
    page.getByText('Vidokezo vya ujenzi, miongozo ya bidhaa na habari kutoka dukani.'),
  ).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: post.title });
  await expect(card.getByText(swToday())).toBeVisible();
  const readMore = card.getByRole('link', { name: `Soma Zaidi kuhusu ${post.title}` });
  await expect(readMore).toHaveAttribute('href', `/sw/blog/${post.slug}`);
  await readMore.click();

  await expect(page).toHaveURL(new RegExp(`/sw/blog/${post.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('link', { name: '← Blogu zote' })).toHaveAttribute(
    'href',
    '/sw/blog',
  );
  await expect(page.getByRole('img', { name: `Picha kuu ya ${post.title}` })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Hisia' })).toBeVisible();
  for (const name of ['Napenda 0', 'Moyo 0', 'Sipendi 0'])
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Maoni (0)' })).toBeVisible();
  await expect(page.getByText('Bado hakuna maoni.')).toBeVisible();
  // The login link carries the post, so signing in comes back to it (decision 118).
  await expect(page.getByRole('link', { name: 'Ingia ili utoe maoni' })).toHaveAttribute(
    'href',
    `/sw/login?next=%2Fsw%2Fblog%2F${post.slug}`,
  );
  const more = page.getByRole('region', { name: 'Blogu Zaidi' });
  await expect(more.getByRole('button', { name: 'Blogu zinazofuata' })).toBeVisible();
  await expect(more.getByRole('link', { name: other.title })).toHaveAttribute(
    'href',
    `/sw/blog/${other.slug}`,
  );
  expect(errors()).toEqual([]);

  // Signed in, a reader comments and replies; the times read in Swahili.
  const reader = await asUser(`/sw/blog/${post.slug}`, 'Neema');
  const comment = page.getByRole('textbox', { name: 'Maoni yako' });
  await expect(comment).toBeVisible();
  await expect(page.locator('html[data-ready]')).toBeAttached();
  expect(errors()).toEqual([]);
  await comment.fill('Mfuko mmoja kwa ndoo ngapi za mchanga?');
  await page.getByRole('button', { name: 'Tuma Maoni' }).click();
  await expect(comment).toHaveValue('');
  await expect(page.getByRole('heading', { level: 2, name: 'Maoni (1)' })).toBeVisible();
  const thread = page.getByRole('listitem', { name: `Maoni ya ${reader.name}` });
  await expect(thread.getByText('Mfuko mmoja kwa ndoo ngapi za mchanga?')).toBeVisible();
  await expect(thread.locator('time').first()).toContainText(swToday());
  const reply = thread.getByRole('textbox', { name: `Mjibu ${reader.name}` });
  await expect(reply).toHaveAttribute('placeholder', 'Andika jibu...');
  await reply.fill('Ndoo tano.');
  await thread.getByRole('button', { name: 'Jibu', exact: true }).click();
  await expect(thread.getByRole('list', { name: `Majibu kwa ${reader.name}` })).toContainText(
    'Ndoo tano.',
  );
  await page.getByRole('button', { name: 'Napenda 0', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Napenda 1', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a Swahili visitor sees the services and the gallery in Swahili', async ({
  page,
  request,
  admin,
}) => {
  const errors = watchErrors(page);
  const unique = `${Date.now()}`.slice(-6);
  const name = `Vigae Sampuli ${unique}`;
  await apiCreateProduct(
    request,
    admin.token,
    { sku: `SWG-${unique}`, name, category: 'Tiles', unit: 'square_meter', price: '900' },
    [await pngFile('moja.png', '#b91c1c'), await pngFile('mbili.png', '#15803d')],
  );

  await page.goto('/sw/services');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { level: 1, name: 'Huduma Zetu' })).toBeVisible();
  for (const title of [
    'Usafirishaji Kote Kenya',
    'Kukata na Kuunda Chuma',
    'Oda Kubwa na Bei ya Jumla',
    'Ushauri wa Kiufundi',
    'Kukutafutia Vifaa Maalum',
  ])
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Zaidi kutoka kwa timu yetu' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Unahitaji msaada na mradi wako?' }),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Wasiliana Nasi', exact: true }),
  ).toHaveAttribute('href', '/sw/contact');

  await page.goto('/sw/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Picha' })).toBeVisible();
  await expect(
    page.getByText('Mtazamo wa kilichopo kwenye yadi yetu na kwenye rafu zetu.'),
  ).toBeVisible();
  await page.getByRole('button', { name: `Fungua picha za ${name}` }).click();
  const modal = page.getByRole('dialog', { name });
  await expect(modal.getByText('Picha 1/2')).toBeVisible();
  await modal.getByRole('button', { name: 'Mbele' }).click();
  await expect(modal.getByText('Picha 2/2')).toBeVisible();
  await expect(modal.getByRole('img', { name: `${name}, picha 2` })).toBeVisible();
  await modal.getByRole('button', { name: 'Nyuma' }).click();
  await expect(modal.getByText('Picha 1/2')).toBeVisible();
  await modal.getByRole('button', { name: 'Funga' }).click();
  await expect(modal).toBeHidden();
  expect(errors()).toEqual([]);
});

test('a Swahili visitor sends the contact form and is thanked in Swahili', async ({ page }) => {
  const errors = watchErrors(page);
  const name = `Wanjiru ${Date.now().toString().slice(-5)}`;
  await page.goto('/sw/contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { level: 1, name: 'Wasiliana Nasi' })).toBeVisible();
  const hours = page.getByRole('listitem').filter({ hasText: 'Saa za Kazi' });
  await expect(hours).toContainText('Jumatatu hadi Jumamosi');
  await expect(page.getByRole('link', { name: 'Fungua kwenye Google Maps' })).toBeVisible();
  await expect(page.locator('iframe[title^="Ramani ya"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: 'Tutumie Ujumbe' })).toBeVisible();

  await page.getByLabel('Jina Kamili').fill(name);
  await page.getByLabel('Barua pepe', { exact: true }).fill('wanjiru@example.co.ke');
  await page.getByLabel('Ujumbe', { exact: true }).fill('Mna nondo za Y12?');
  await page.getByRole('button', { name: 'Tuma Ujumbe' }).click();

  await expect(
    page.getByText('Asante! Ujumbe wako umetumwa. Tutakujibu hivi karibuni.'),
  ).toBeVisible();
  const chat = page.getByRole('link', { name: 'Utume pia kwa WhatsApp' });
  const link = new URL((await chat.getAttribute('href')) ?? '');
  expect(link.searchParams.get('text')).toBe(
    `Habari, jina langu ni ${name} (wanjiru@example.co.ke).\n\nMna nondo za Y12?`,
  );
  expect(errors()).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Swahili contact form is answered by the server in Swahili', async ({ page }) => {
    await page.goto('/sw/contact');
    await expect(page.locator('form[aria-labelledby="contact-form-title"]')).toHaveAttribute(
      'action',
      '/sw/contact',
    );
    await page.getByLabel('Jina Kamili').fill('Baraka');
    await page.getByLabel('Barua pepe').fill('si-anwani');
    await page.getByRole('textbox', { name: 'Ujumbe' }).fill('Bei ya mabati gauge 30?');
    const refused = page.waitForResponse(
      (r) => r.url().endsWith('/sw/contact') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Tuma Ujumbe' }).click();
    expect((await refused).status()).toBe(400);
    await expect(page).toHaveURL(/\/sw\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('heading', { level: 1, name: 'Wasiliana Nasi' })).toBeVisible();
    await expect(page.getByLabel('Jina Kamili')).toHaveValue('Baraka');
    await expect(page.getByLabel('Barua pepe')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Barua pepe').fill('baraka@example.co.ke');
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/sw/contact') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Tuma Ujumbe' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(
      page.getByText('Asante! Ujumbe wako umetumwa. Tutakujibu hivi karibuni.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Utume pia kwa WhatsApp' })).toBeVisible();
  });
});

test('a Swahili visitor leaves a review on the home page, read back in Swahili', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const name = `Otieno ${Date.now().toString().slice(-5)}`;
  await page.goto('/sw/');
  await expect(page.getByRole('heading', { name: 'Acha Maoni Yako' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Tuma Maoni' });
  await expect(page.getByRole('group', { name: 'Ukadiriaji' })).toBeVisible();
  await page.getByLabel('Jina', { exact: true }).fill(name);
  await page.getByLabel('Ujumbe', { exact: true }).fill('Saruji ilifika siku hiyo hiyo.');
  await page.getByLabel('Nyota 4', { exact: true }).check({ force: true });
  await submit.click();

  await expect(page.getByText('Asante! Maoni yako yamechapishwa.')).toBeVisible();
  const review = page.getByTestId('review').filter({ hasText: name });
  await expect(review.getByRole('img', { name: 'Imepewa nyota 4 kati ya 5' })).toBeVisible();
  await expect(review.locator('time')).toHaveText(swToday());
  expect(errors()).toEqual([]);
});
