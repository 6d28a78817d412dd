import { expect, test } from '../fixtures';

// The contact page: the shop's details, the map, and a message saved for the admins and offered as
// a WhatsApp message (docs/decisions/069-contact-form.md).

test.describe('the contact page', () => {
  test('shows phone, email, location, working hours and the map, even when the map cannot load', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto('/contact');

    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: '+254 712 345 678' })).toHaveAttribute(
      'href',
      'tel:+254712345678',
    );
    await expect(page.getByRole('link', { name: 'sales@athiriverhardware.co.ke' })).toBeVisible();
    const location = page.getByRole('listitem').filter({ hasText: 'Location' });
    await expect(location).toContainText('Athi River');
    await expect(page.getByText('Mon to Sat, 8:00 AM to 6:00 PM')).toBeVisible();

    const map = page.locator('iframe[title^="Map of"]');
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=/);
    await expect(page.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(page.getByLabel('Full Name')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("asks for Google's map only once the page is taken over; without script, at once", async ({
    page,
    request,
  }) => {
    // The map is a page of several hundred KB: on a slow link it would share the link with this
    // page's own script. The page as sent names it only inside <noscript>.
    const maps: number[] = [];
    await page.route(/^https:\/\/www\.google\.com\/maps/, (route) => {
      maps.push(Date.now());
      return route.fulfill({ contentType: 'text/html', body: '<p>map</p>' });
    });
    const sent = await (await request.get('/contact')).text();
    const frames = sent.match(/<iframe[^>]*>/g) ?? [];
    expect(frames).toHaveLength(2);
    expect(frames[0]).not.toContain('src=');
    expect(sent).toMatch(/<noscript><iframe[^>]*src="https:\/\/www\.google\.com\/maps\?q=/);

    await page.goto('/contact');
    await expect(page.locator('iframe[title^="Map of"]')).toHaveAttribute('src', /maps\?q=/);
    await expect.poll(() => maps.length).toBe(1);
    expect(maps[0]).toBeGreaterThanOrEqual(
      await page.evaluate(
        () =>
          performance.timeOrigin + performance.getEntriesByName('shop:taken-over')[0]!.startTime,
      ),
    );
  });

  test('asks for every field and a valid email before sending', async ({ page }) => {
    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/contact')) posted += 1;
    });
    await page.goto('/contact');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');

    await page.getByLabel('Full Name').fill('   ');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter your full name.')).toBeVisible();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    await expect(page.getByText('Please enter a message.')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    // Editing a field clears its error.
    await page.getByLabel('Full Name').fill('Amina');
    await expect(page.getByText('Please enter your full name.')).toHaveCount(0);
    expect(posted).toBe(0);
  });

  test('a sent message is confirmed, offered on WhatsApp, and read and deleted by an admin', async ({
    page,
    asAdmin,
  }) => {
    const name = `Achieng ${Date.now().toString().slice(-5)}`;
    await page.goto('/contact');
    await page.getByLabel('Full Name').fill(`  ${name} `);
    await page.getByLabel('Email', { exact: true }).fill(' achieng@example.co.ke ');
    await page
      .getByLabel('Message', { exact: true })
      .fill('Do you deliver 40 bags of cement & 2" pipes to Kitengela? 🙏');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
    const chat = page.getByRole('link', { name: 'Also send it on WhatsApp' });
    await expect(chat).toHaveAttribute('target', '_blank');
    const link = new URL((await chat.getAttribute('href')) ?? '');
    expect(link.origin + link.pathname).toBe('https://wa.me/254712345678');
    expect(link.searchParams.get('text')).toBe(
      `Hello, my name is ${name} (achieng@example.co.ke).\n\nDo you deliver 40 bags of cement & 2" pipes to Kitengela? 🙏`,
    );

    await asAdmin('/admin/messages');
    await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: name });
    await expect(item).toContainText('achieng@example.co.ke');
    await expect(item).toContainText(
      'Do you deliver 40 bags of cement & 2" pipes to Kitengela? 🙏',
    );

    page.once('dialog', (dialog) => void dialog.accept());
    await item.getByRole('button', { name: `Delete message from ${name}` }).click();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
  });

  test('a failure to send is shown and the text is kept', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'retry-after': '600' },
        json: {
          message: 'Too many requests. Please wait 10 minutes and try again.',
          code: 'RATE_LIMITED',
        },
      }),
    );
    await page.goto('/contact');
    await page.getByLabel('Full Name').fill('Kiprop');
    await page.getByLabel('Email', { exact: true }).fill('kiprop@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Price of roofing sheets?');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('alert')).toHaveText(
      'Your message could not be sent: Too many requests. Please wait 10 minutes and try again.',
    );
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
      'Price of roofing sheets?',
    );
    await expect(page.getByText('Thank you! Your message has been sent.')).toHaveCount(0);
  });
});
