import { expect, test } from '../fixtures';
import { uniqueAccount } from '../support';

// Many people share one mobile-network address. When that address has used up its existence
// checks, the register page says the check could not be made (never 'User already exists.') and
// still lets the person finish: the server checks again when they register.
test('a throttled existence check does not stop a new person from registering', async ({
  page,
  request,
}) => {
  // Neighbours on the same address (this story's X-Forwarded-For) have used the address's checks.
  let status = 200;
  for (let i = 0; i < 70 && status !== 429; i += 1) {
    status = (
      await request.post('/api/auth/check-user', {
        data: { email: `neighbour${i}@example.test`, name: `Neighbour ${i}` },
      })
    ).status();
  }
  expect(status).toBe(429);

  const account = uniqueAccount('shared');
  await page.goto('/register');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Name').fill(account.name);
  await expect(
    page.getByText('Could not check this e-mail just now. Please try again in a moment.'),
  ).toBeVisible();
  await expect(page.getByText('User already exists.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2/3')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3/3')).toBeVisible();
});
