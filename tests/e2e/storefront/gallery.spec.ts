import { expect, test } from '../fixtures';
import { apiCreateProduct, pngFile, reachInsideApp } from '../support';

test.describe('the gallery', () => {
  test("opens a product's pictures, steps through them with buttons and arrow keys, and starts at 1 on each open", async ({
    page,
    request,
    admin,
  }) => {
    const unique = `${Date.now()}`.slice(-6);
    const name = `Gallery Sample ${unique}`;
    const { token } = admin;
    await apiCreateProduct(
      request,
      token,
      { sku: `GAL-${unique}`, name, category: 'Tiles', unit: 'square_meter', price: '900' },
      [
        await pngFile('one.png', '#b91c1c'),
        await pngFile('two.png', '#15803d'),
        await pngFile('three.png', '#1d4ed8'),
      ],
    );

    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    await page.getByRole('button', { name: `Open pictures of ${name}` }).click();
    const modal = page.getByRole('dialog', { name });
    await expect(modal.getByText('Image 1/3')).toBeVisible();
    await modal.getByRole('button', { name: 'Next' }).click();
    await expect(modal.getByText('Image 2/3')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(modal.getByText('Image 3/3')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(modal.getByText('Image 1/3')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(modal.getByText('Image 3/3')).toBeVisible();
    await modal.getByRole('button', { name: 'Prev' }).click();
    await expect(modal.getByText('Image 2/3')).toBeVisible();
    await expect(modal.getByRole('img', { name: `${name}, image 2` })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await page.getByRole('button', { name: `Open pictures of ${name}` }).click();
    await expect(modal.getByText('Image 1/3')).toBeVisible();
  });

  test('shows the loading text while the pictures come', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/products\?/, async (route) => {
      await held;
      await route.continue();
    });
    await reachInsideApp(page, 'Gallery');
    await expect(page.getByText('Loading gallery...')).toBeVisible();
    release();
    await expect(page.getByText('Loading gallery...')).toBeHidden();
  });
});
