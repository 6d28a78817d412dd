import { expect, test } from '../fixtures';
import { apiCreateProduct, letters } from '../support';

// Issue 44's returns (docs/decisions/174-returns.md): the owner opens a collected order, presses
// 'Return goods', brings back two of its four bags with a reason, and the money goes back in
// cash. The stock rises by two and Sales shows the returned value as a negative on today's row.

test.describe('returns of delivered goods', () => {
  test('staff return one line of a collected order; stock rises, Sales shows the negative', async ({
    page,
    request,
    admin,
    asAdmin,
  }, testInfo) => {
    const tag = letters(5).toUpperCase();
    const auth = { authorization: `Bearer ${admin.token}` };
    const ids: string[] = [];
    for (const p of [
      { sku: `RET-${tag}-1`, name: `Cement ${tag}`, unit: 'bag', price: '780' },
      { sku: `RET-${tag}-2`, name: `Nails ${tag}`, unit: 'kg', price: '250' },
    ])
      ids.push(
        (await apiCreateProduct(request, admin.token, { ...p, category: 'Cement', stock: '20' }))
          ._id,
      );
    // Sold at the counter: paid and collected at once (a 'Collected' order).
    const sold = await request.post('/api/admin/counter/sales', {
      headers: auth,
      data: {
        items: [
          { productId: ids[0], qty: 4 },
          { productId: ids[1], quantity: '1.5' },
        ],
        payment: { kind: 'cash', given: 4000 },
      },
    });
    expect(sold.status(), await sold.text()).toBe(201);
    const { reference } = (await sold.json()) as { reference: string };
    // The shop's day: Nairobi, UTC+3.
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const sales = async () => {
      const res = await request.get(`/api/admin/reports/sales?from=${today}&to=${today}`, {
        headers: auth,
      });
      const answer = (await res.json()) as { columns: { key: string }[]; totals: number[] };
      return answer.totals[answer.columns.findIndex((c) => c.key === 'undone')]!;
    };
    const undoneBefore = await sales();

    await asAdmin(`/admin/orders/${reference}`);
    await page.getByRole('button', { name: 'Return goods' }).click();
    const dialog = page.getByRole('dialog', { name: `Return goods: ${reference}` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('4 bags can come back');
    await dialog.getByLabel(`Cement ${tag}`).fill('2');
    await dialog.getByLabel('Reason (required)').fill('Two bags too many for the slab');
    await expect(dialog.getByText('Money back: KSh 1,560')).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`return-dialog-${testInfo.project.name}.png`),
      fullPage: false,
    });
    await dialog.getByRole('button', { name: 'Return goods' }).click();
    await expect(dialog).toBeHidden();

    const returns = page
      .locator('.card')
      .filter({ has: page.getByRole('heading', { name: 'Returns' }) });
    await expect(returns).toContainText('Return 1');
    await expect(returns).toContainText('KSh 1,560 back, cash');
    await expect(returns).toContainText('Two bags too many for the slab');

    // 20 - 4 sold + 2 back.
    const cement = await request.get(`/api/admin/products/${ids[0]}`, { headers: auth });
    expect((await cement.json()).stock).toBe(18);

    const undoneAfter = await sales();
    expect(undoneAfter).toBe(undoneBefore - 1560);
    await asAdmin(`/admin/reports?report=sales&from=${today}&to=${today}`);
    const report = page.getByRole('region', { name: 'Sales' });
    const row = report.getByRole('row', { name: new RegExp(`^${today}`) });
    await expect(row).toContainText(`KSh ${undoneAfter.toLocaleString('en')}`);
  });
});
