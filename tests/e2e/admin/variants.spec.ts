import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

// Staff set a product's options and variants in a grid, then receive, count and adjust one
// variant's stock and read its history (DESIGN decisions 40, 41 and 46; docs/decisions/132).

/** With SHOTS_DIR set, keeps a picture of the screen for review. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
}

test.describe('options, variants and their stock', () => {
  test('staff build Size x Length variants with bar and tonne, then receive, count and adjust stock', async ({
    page,
    asAdmin,
  }) => {
    test.setTimeout(240_000);
    const unique = `${Date.now()}`.slice(-6);
    const name = `Deformed bar ${unique}`;
    const sku = `DB${unique}`;

    // A product made on the form with a stock of 7: the ledger holds it as a count.
    await asAdmin('/admin/products/new');
    await page.getByLabel('SKU *').fill(sku);
    await page.getByLabel('Product Name *').fill(name);
    await page.getByLabel('Category *').selectOption('Steel');
    await page.getByLabel('Unit *').selectOption('bar');
    await page.getByLabel('Price (Ksh) *').fill('450');
    await page.getByLabel('Stock', { exact: true }).fill('7');
    await expect(page.getByText('set on this screen once the product is saved')).toBeVisible();
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await page.getByRole('link', { name: `Stock history of ${name}` }).click();
    await expect(page.getByRole('heading', { name: `Stock: ${name}` })).toBeVisible();
    const history = page.getByRole('region', { name: /^(History|Historia)$/ });
    await expect(history.getByRole('row').nth(1)).toContainText(/Count\s*\+7\s*7/);

    // Options and values; the existing variant becomes Y8 / 6 m.
    await page.getByRole('link', { name: 'Back to the product' }).click();
    await expect(page.getByRole('heading', { name: 'Options and variants' })).toBeVisible();
    // Sold in one unit without options, the form above is its one variant: the grid waits.
    await expect(page.getByRole('button', { name: '+ Add option' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add options or sell units' }).click();
    await page.getByRole('button', { name: '+ Add option' }).click();
    await page.getByLabel('Option 1 name').fill('Size');
    await page.getByLabel('Option 1 values (comma-separated)').fill('Y8, Y10, Y12');
    await page.getByRole('button', { name: '+ Add option' }).click();
    await page.getByLabel('Option 2 name').fill('Length');
    await page.getByLabel('Option 2 values (comma-separated)').fill('6 m, 12 m');
    const combos = page.getByRole('group', { name: 'Combinations stocked' });
    await expect(combos.getByLabel('Y8 / 6 m')).toBeChecked();
    // Four of the six combinations exist: Y8 / 12 m and Y10 / 12 m stay unticked.
    for (const combo of ['Y10 / 6 m', 'Y12 / 6 m', 'Y12 / 12 m'])
      await combos.getByLabel(combo).check();
    const grid = page.getByRole('region', { name: 'Variants' });
    await expect(grid.locator('tbody tr[data-variant]')).toHaveCount(4);

    // Prices: the first row's to all, then Y12's own; Y12 / 12 m sells by the bar and the tonne.
    await grid.getByLabel('Price (KSh), Y8 / 6 m').fill('480');
    await grid
      .getByRole('button', { name: "Copy the first variant's Price (KSh) to all variants" })
      .click();
    await expect(grid.getByLabel('Price (KSh), Y12 / 12 m')).toHaveValue('480');
    await grid.getByLabel('Price (KSh), Y12 / 12 m').fill('1850');
    await grid.getByLabel('Reorder level, Y12 / 12 m').fill('20');
    await grid.getByRole('button', { name: 'Sell units of Y12 / 12 m' }).click();
    const units = grid.getByRole('table', { name: 'Sell units of Y12 / 12 m' });
    await units.getByLabel('Price (KSh), bar, Y12 / 12 m').fill('1850');
    await grid.getByRole('button', { name: '+ Add sell unit' }).click();
    await units.getByLabel('Unit 2, Y12 / 12 m').selectOption('tonne');
    await units.getByLabel('Price (KSh), tonne, Y12 / 12 m').fill('170000');
    await units.getByLabel('Per unit (bars in one), tonne, Y12 / 12 m').fill('93.747');
    await units.getByLabel('Decimals, tonne, Y12 / 12 m').selectOption('3');
    await units.getByLabel('Minimum, tonne, Y12 / 12 m').fill('0.5');
    await units.getByLabel('Step, tonne, Y12 / 12 m').fill('0.001');
    await shot(page, 'variants-editing-en');
    await page.getByRole('button', { name: 'Save options and variants' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Options and variants saved.' }),
    ).toBeVisible();

    // After a reload, all of it is there.
    await page.reload();
    await expect(combos.getByLabel('Y8 / 12 m')).not.toBeChecked();
    await expect(combos.getByLabel('Y10 / 12 m')).not.toBeChecked();
    for (const combo of ['Y8 / 6 m', 'Y10 / 6 m', 'Y12 / 6 m', 'Y12 / 12 m'])
      await expect(combos.getByLabel(combo)).toBeChecked();
    await expect(grid.getByLabel('Price (KSh), Y12 / 12 m')).toHaveValue('1850');
    await expect(grid.getByLabel('Reorder level, Y12 / 12 m')).toHaveValue('20');
    await expect(grid.getByLabel('Price (KSh), Y10 / 6 m')).toHaveValue('480');
    await expect(grid.getByLabel('SKU, Y12 / 12 m')).toHaveValue(`${sku}-Y12-12M`);
    await grid.getByRole('button', { name: 'Sell units of Y12 / 12 m' }).click();
    await expect(units.getByLabel('Per unit (bars in one), tonne, Y12 / 12 m')).toHaveValue(
      '93.747',
    );
    await expect(units.getByLabel('Price (KSh), tonne, Y12 / 12 m')).toHaveValue('170000');
    await expect(units.getByLabel('Decimals, tonne, Y12 / 12 m')).toHaveValue('3');
    await shot(page, 'variants-saved-en');

    // Y12 / 12 m's stock: receive 100 bars, count 98, and an adjustment needs a reason.
    await grid.getByRole('link', { name: 'Stock of Y12 / 12 m' }).click();
    await expect(page.getByTestId('on-hand')).toHaveText('0 bars');
    await page.getByLabel('Quantity received (bars)').fill('100');
    await page.getByLabel('Unit cost (KSh, optional)').fill('1500');
    await page.getByRole('button', { name: 'Record receipt' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Recorded: Receipt +100 bars; balance 100 bars.' }),
    ).toBeVisible();
    await page.getByLabel('Counted on the shelf (bars)').fill('98');
    await expect(page.getByTestId('count-difference')).toHaveText(
      'This records a difference of -2 bars.',
    );
    await page.getByRole('button', { name: 'Record count' }).click();
    await expect(page.getByTestId('on-hand')).toHaveText('98 bars');
    const rows = history.getByRole('row');
    await expect(rows.nth(1)).toContainText(/Count\s*-2\s*98/);
    await expect(rows.nth(2)).toContainText(/Receipt\s*\+100\s*100\s*unit cost KSh 1500/);

    await page.getByLabel('Quantity (bars; -2 takes away)').fill('-1');
    await page.getByRole('button', { name: 'Record adjustment' }).click();
    await expect(page.getByText('A reason is required for a stock adjustment.')).toBeVisible();
    await expect(page.getByTestId('on-hand')).toHaveText('98 bars');
    await expect(rows).toHaveCount(3); // the head, the count and the receipt
    await shot(page, 'stock-en');
    await page.getByRole('button', { name: 'Show these screens in Kiswahili' }).click();
    await expect(page.getByRole('heading', { name: `Akiba: ${name}` })).toBeVisible();
    await expect(rows.nth(1)).toContainText('Hesabu');
    await shot(page, 'stock-sw');
    await page.getByRole('button', { name: 'Onyesha kurasa hizi kwa Kiingereza' }).click();

    // Two rows with one combination: the server's 409 lands on both, and nothing typed is lost.
    await page.getByRole('link', { name: 'Back to the product' }).click();
    await grid.getByLabel('Size, Variant 2').selectOption('Y8');
    await grid.getByLabel('Price (KSh), Y8 / 6 m').first().fill('499');
    await page.getByRole('button', { name: 'Save options and variants' }).click();
    const message = 'Two variants have the same combination (Y8 / 6 m).';
    await expect(page.getByText(`Not saved: ${message}`)).toBeVisible();
    await expect(grid.getByRole('rowheader').filter({ hasText: message })).toHaveCount(2);
    await expect(grid.getByLabel('Price (KSh), Y8 / 6 m').first()).toHaveValue('499');
    await shot(page, 'variants-409-en');
    await page.getByRole('button', { name: 'Show these screens in Kiswahili' }).click();
    await expect(page.getByRole('heading', { name: 'Chaguo na aina' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hifadhi chaguo na aina' })).toBeVisible();
    await shot(page, 'variants-sw');
  });
});
