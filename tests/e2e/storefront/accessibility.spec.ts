import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures';
import { adminSession, apiCreatePost, apiCreateProduct, pngFile } from '../support';

// Every public page passes axe's WCAG 2.x A/AA rules with no serious or critical violation, at
// phone and desktop width (the two Playwright projects).

let productPath = '';
let postPath = '';

test.beforeAll(async ({ request }) => {
  const unique = `${Date.now()}`.slice(-6);
  const { token } = await adminSession(request);
  const product = await apiCreateProduct(
    request,
    token,
    {
      sku: `AXE-${unique}`,
      name: `Wheelbarrow ${unique}`,
      category: 'Tools',
      unit: 'piece',
      price: '6500',
      discount: '10',
      description: 'Heavy-duty wheelbarrow with a pneumatic tyre.',
    },
    [await pngFile('barrow.png', '#15803d')],
  );
  productPath = `/products/${product._id}`;
  postPath = `/blog/${(await apiCreatePost(request, `Mixing Concrete ${unique}`, 'One part cement.', 1)).slug}`;
});

const PUBLIC_PAGES = [
  '/',
  '/products',
  'product',
  '/services',
  '/gallery',
  '/blog',
  'post',
  '/contact',
  '/cart',
  '/login',
  '/register',
  '/forgot-password',
];

test('no public page has a serious or critical accessibility violation', async ({ page }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const entry of PUBLIC_PAGES) {
    const path = entry === 'product' ? productPath : entry === 'post' ? postPath : entry;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    for (const v of results.violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      for (const node of v.nodes)
        found.push(
          `${path}: ${v.id} (${v.impact}) ${node.target.join(' ')} ${node.failureSummary ?? ''}`,
        );
    }
  }
  expect(found).toEqual([]);
});

test("a post's reaction buttons are named by what they show", async ({ page }) => {
  // label-content-name-mismatch is one of axe's experimental rules, so the sweep above skips it:
  // a name that leaves out the visible count ('Like (3)' around a hidden '3') failed it.
  await page.goto(postPath);
  const results = await new AxeBuilder({ page })
    .withRules(['label-content-name-mismatch'])
    .analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  await expect(page.getByRole('button', { name: 'Like 0', exact: true })).toBeVisible();
});
