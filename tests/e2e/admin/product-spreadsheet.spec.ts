import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { expect, test } from '../fixtures';
import { apiCreateProduct, readyPage } from '../support';

test.describe('bulk catalogue edits', () => {
  test('an admin exports the catalogue, changes prices in the file, previews, applies, and shoppers see the new prices', async ({
    page,
    request,
    admin,
    asAdmin,
  }) => {
    const unique = `${Date.now()}`.slice(-6);
    const { token } = admin;
    const names = [`Rangi Nyeupe 4L ${unique}`, `Bomba PVC 1 inch ${unique}`];
    for (const [i, name] of names.entries()) {
      await apiCreateProduct(request, token, {
        sku: `CSV-${unique}-${i}`,
        name,
        category: i === 0 ? 'Paints' : 'Plumbing',
        unit: 'piece',
        price: String(1000 + i),
        stock: '30',
      });
    }

    await asAdmin('/admin/products');
    await page.getByText('Import or export a spreadsheet (CSV)').click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = fs.readFileSync(await download.path());
    expect(exported.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));

    // The owner's spreadsheet work: new prices for this run's two products.
    const rows = parse(exported, { bom: true, columns: true }) as Record<string, string>[];
    const ours = rows.filter((r) => r.sku!.startsWith(`CSV-${unique}-`));
    expect(ours).toHaveLength(2);
    ours[0]!.price = '1450';
    ours[1]!.price = '2375';
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'csv-e2e-')), 'prices.csv');
    fs.writeFileSync(file, stringify(rows, { header: true, bom: true }));

    await page.getByLabel('CSV file to import').setInputFiles(file);
    await page.getByRole('button', { name: 'Preview import' }).click();
    await expect(
      page.getByText(/^Preview: 0 new, 2 updated, \d+ unchanged, 0 refused\.$/),
    ).toBeVisible();
    const report = page.getByRole('table', { name: 'Rows of the import' });
    await expect(report.getByRole('row', { name: new RegExp(`CSV-${unique}-0`) })).toContainText(
      'Changes: price',
    );
    await page.getByRole('button', { name: 'Apply import' }).click();
    await expect(page.getByText(/^Applied: 0 new, 2 updated/)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(names[0]!) })).toContainText('Ksh 1,450');

    const visitor = readyPage(await page.context().browser()!.newPage());
    await visitor.goto(new URL('/products', page.url()).toString());
    for (const [name, price] of [
      [names[0]!, 'KES 1,450'],
      [names[1]!, 'KES 2,375'],
    ] as const) {
      await expect(visitor.locator('article, li').filter({ hasText: name }).first()).toContainText(
        price,
      );
    }
    await visitor.close();
  });

  test('an admin fixes stock and price in the table and is told when a value is wrong', async ({
    page,
    request,
    admin,
    asAdmin,
  }) => {
    const unique = `${Date.now()}`.slice(-6);
    const name = `Misumari 3 inch ${unique}`;
    const { token } = admin;
    await apiCreateProduct(request, token, {
      sku: `QE-${unique}`,
      name,
      category: 'Fasteners',
      unit: 'kg',
      price: '250',
      stock: '80',
    });
    await asAdmin('/admin/products');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: `Quick edit ${name}` }).click();
    await row.getByLabel(`Stock of ${name}`).fill('7.5');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('alert')).toHaveText('Stock must be a whole number.');
    await row.getByLabel(`Stock of ${name}`).fill('75');
    await row.getByLabel(`Price of ${name}`).fill('265');
    await row.getByLabel(`Price of ${name}`).press('Enter');
    await expect(row).toContainText('Ksh 265');
    await expect(row).toContainText('75');
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Ksh 265');
  });
});
