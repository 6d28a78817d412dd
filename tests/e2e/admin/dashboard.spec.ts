import { expect, test } from '../fixtures';
import { readyPage } from '../support';

test.describe('the admin dashboard', () => {
  test('shows the shop at a glance and lets an admin remove an abusive review', async ({
    page,
    request,
    asAdmin,
    browser,
  }) => {
    const name = `Spammer ${Date.now().toString().slice(-6)}`;
    const posted = await request.post('/api/reviews', {
      data: { name, message: 'Buy cheap watches at my site!!!', rating: 1 },
    });
    expect(posted.status()).toBe(201);

    await asAdmin('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    for (const tile of ['Products', 'Low stock', 'Blogs', 'Services', 'Reviews', 'Messages']) {
      await expect(
        page.getByTestId('dashboard-label').filter({ hasText: new RegExp(`^${tile}$`) }),
      ).toBeVisible();
    }

    const review = page.getByRole('listitem').filter({ hasText: name });
    await expect(review).toBeVisible();
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(`Delete the review by ${name}?`);
      void dialog.accept();
    });
    await review.getByRole('button', { name: 'Delete review' }).click();
    await expect(page.getByText('Review deleted.')).toBeVisible();
    await expect(review).toHaveCount(0);

    const visitor = readyPage(await browser.newPage());
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();
    await expect(visitor.getByText(name)).toHaveCount(0);
    await visitor.close();
  });
});
