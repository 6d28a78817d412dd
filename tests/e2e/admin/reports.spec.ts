import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { expect, test } from '../fixtures';
import { apiCreateProduct } from '../support';

// The owner's numbers (DESIGN decisions 51-53): a confirmed order shows in 'By product' with its
// chart and table, and the CSV the owner downloads has the screen's total and keeps a product
// named like a spreadsheet formula as text.

test.describe("the owner's numbers", () => {
  test('the owner reads By product with its chart and downloads the same numbers as CSV', async ({
    page,
    request,
    admin,
    asAdmin,
  }) => {
    const unique = `${Date.now()}`.slice(-6);
    const name = `=HYPERLINK("http://x.example/","Bei") ${unique}`;
    const product = await apiCreateProduct(request, admin.token, {
      sku: `REP-${unique}`,
      name,
      category: 'Tools',
      unit: 'piece',
      price: '1250',
      stock: '40',
    });
    const placed = await request.post('/api/orders', {
      data: {
        customerName: 'Kamau & Sons',
        phone: '0711222333',
        items: [{ productId: product._id, qty: 3 }],
        delivery: { method: 'pickup' },
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { reference } = (await placed.json()) as { reference: string };
    const confirmed = await request.post(`/api/admin/orders/${reference}/status`, {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { status: 'Confirmed' },
    });
    expect(confirmed.status()).toBe(200);

    await asAdmin('/admin/reports');
    await page.getByRole('link', { name: 'By product', exact: true }).click();
    const report = page.getByRole('region', { name: 'By product' });
    await expect(report.getByRole('img', { name: 'Net by item (top 10)' })).toBeVisible();
    const row = report.getByRole('row', { name: new RegExp(`Bei.*${unique}`) });
    await expect(row).toContainText('KSh 3,750');
    // The net is the totals row's first money cell (a phone leaves the SKU column to the CSV).
    const total = await report
      .getByRole('row', { name: /^Total/ })
      .getByRole('cell', { name: /^KSh/ })
      .first()
      .innerText();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^by-product-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = fs.readFileSync(await download.path());
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.find((r) => r.Item!.includes(unique))!.Item).toBe(`'${name}`);
    expect(`KSh ${Number(rows.at(-1)!.Net).toLocaleString('en')}`).toBe(total);
  });
});
