import { expect, test } from '../fixtures';
import { codeFromOutbox, outbox, uniqueAccount } from '../support';

// Refused input and the customer's mails in Kiswahili (issue 28): the form rules and the server
// write English, a Swahili page shows it in Swahili, and a code asked for from a Swahili page
// comes in a Swahili mail. Fields are found by their ids, whatever their labels say.

test('a Swahili visitor registering reads refused input and the code mail in Kiswahili', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('dialog', (dialog) => void dialog.accept());
  const account = uniqueAccount('swreg');
  const next = page.locator('main form button[type="submit"]');

  await page.goto('/sw/register');
  await page.locator('html[data-ready]').waitFor();

  // Step 1: the shared rules' messages, in Swahili.
  await page.locator('#register-email').fill('not an email');
  await page.locator('#register-name').fill('ab');
  await next.click();
  await expect(page.locator('#register-email-error')).toHaveText('Muundo wa barua pepe si sahihi.');
  await expect(page.locator('#register-name-error')).toHaveText(
    'Jina lazima liwe na angalau herufi 3.',
  );
  await expect(page.getByText('Invalid email format.')).toHaveCount(0);
  await page.locator('#register-email').fill(account.email);
  await page.locator('#register-name').fill(account.name);
  await next.click();

  // Step 2: the password rules.
  await page.locator('#register-password').fill('weak');
  await page.locator('#register-confirm').fill('different');
  await next.click();
  await expect(page.locator('#register-password-error')).toHaveText(
    'Nenosiri lazima liwe na herufi 12 au zaidi, zikiwemo herufi kubwa, herufi ndogo, tarakimu na alama maalum.',
  );
  await expect(page.locator('#register-confirm-error')).toHaveText('Manenosiri hayalingani.');
  await page.locator('#register-password').fill(account.password);
  await page.locator('#register-confirm').fill(account.password);
  await next.click();

  // Step 3: the code comes in a Swahili mail.
  await expect(page.locator('#register-code')).toBeVisible();
  const code = await codeFromOutbox(account.email, 'uthibitisho');
  expect(code).toMatch(/^\d{6}$/);
  const mail = outbox()
    .filter((m) => m.includes(`To: ${account.email}\n`))
    .at(-1);
  expect(mail).toContain(`Habari ${account.name},`);
  expect(mail).not.toContain('Hello');
  expect(errors).toEqual([]);
});

test('the same refused e-mail stays in English on the English page', async ({ page }) => {
  await page.goto('/register');
  await page.locator('html[data-ready]').waitFor();
  await page.locator('#register-email').fill('not an email');
  await page.locator('#register-name').fill('ab');
  await page.locator('main form button[type="submit"]').click();
  await expect(page.locator('#register-email-error')).toHaveText('Invalid email format.');
  await expect(page.locator('#register-name-error')).toHaveText(
    'Name must be at least 3 characters.',
  );
});
