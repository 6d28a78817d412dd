import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SellUnit, Variant } from '#shared/variant.schema.js';
import { render, setTransport } from '../../../entry-server';
import { aPublicProduct } from '../../../test/products';
import { aSite as site } from '../../../test/site';

// A variant's own address as the server draws it (DESIGN decision 44): the HTML the server sends
// for /products/{id}?v=..., before any script, in English and at /sw/. It runs the server's own
// renderer (entry-server.tsx) against an API that answers the product as GET /api/products/{id}
// does.

const unit = (over: Partial<SellUnit>): SellUnit => ({
  _id: 'u',
  unit: 'bar',
  label: null,
  price: 780,
  discount: null,
  finalPrice: 780,
  perUnit: '1',
  decimals: 0,
  min: '1',
  step: '1',
  default: true,
  ...over,
});

const variant = (
  id: string,
  size: string,
  price: number,
  stock: Variant['stock'],
  extra: Partial<Variant> = {},
): Variant => ({
  _id: id,
  sku: `Y-${size}`,
  title: size,
  options: { Size: size },
  price,
  discount: null,
  finalPrice: price,
  stock,
  sellUnits: [unit({ _id: `${id}-bar`, price, finalPrice: price })],
  active: true,
  ...extra,
});

const y8 = variant('v8', 'Y8', 480, { onHand: '40', unit: 'bar', status: 'in' });
const y12 = variant(
  'v12',
  'Y12',
  920,
  { onHand: '3', unit: 'bar', status: 'low' },
  {
    image: '/media/y12/full.webp',
    sellUnits: [
      unit({ _id: 'v12-bar', price: 920, finalPrice: 920 }),
      unit({
        _id: 'v12-t',
        unit: 'tonne',
        price: 170_000,
        finalPrice: 170_000,
        perUnit: '93.747',
        decimals: 3,
        min: '0.5',
        step: '0.001',
        default: false,
      }),
    ],
  },
);
const y16 = variant(
  'v16',
  'Y16',
  1650,
  { onHand: '0', unit: 'bar', status: 'out' },
  // A picture the product no longer has: the product's are shown.
  { image: '/media/gone/full.webp' },
);
const y20 = variant(
  'v20',
  'Y20',
  2600,
  { onHand: '5', unit: 'bar', status: 'in' },
  { active: false },
);
const steel = aPublicProduct({
  _id: 'steel-1',
  sku: 'Y-Y8',
  name: 'Deformed bar 12 m',
  unit: 'bar',
  price: 480,
  options: [{ name: 'Size', values: ['Y8', 'Y12', 'Y16', 'Y20'] }],
  variants: [y8, y12, y16, y20],
  image: '/media/bars/full.webp',
  images: ['/media/bars/full.webp', '/media/y12/full.webp'],
});

beforeAll(() => {
  setTransport(async (url) => {
    if (url.startsWith('/api/products/steel-1'))
      return new Response(JSON.stringify(steel), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    return new Response(JSON.stringify({ message: 'Not found', code: 'NOT_FOUND' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterAll(() => setTransport(fetch));

const page = async (address: string) =>
  (await render(new URL(address, 'http://shop.internal'), site)).html;

/** The text of the HTML without its tags, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('a variant at its own address, drawn by the server', () => {
  it("shows the variant named by ?v=: its SKU, its price per bar and 'Only 3 left'", async () => {
    const html = await page('/products/steel-1?v=v12');
    const text = textOf(html);
    expect(text).toContain('Y-Y12');
    expect(text).toContain('KES 920 / bar');
    expect(text).toContain('Only 3 left');
    expect(text).not.toContain('Y-Y8');
  });

  it('draws the choosers as links to each variant, the one on show marked current', async () => {
    const html = await page('/products/steel-1?v=v12');
    expect(html).toMatch(/<a[^>]*href="\/products\/steel-1\?v=v8"[^>]*>Y8/);
    expect(html).toMatch(/<a[^>]*aria-current="true"[^>]*href="\/products\/steel-1\?v=v12"/);
    expect(html).toMatch(/<a[^>]*href="\/products\/steel-1\?v=v16"[^>]*>Y16/);
    // Y20 is not sold (inactive): shown, never linked.
    expect(html).not.toContain('?v=v20');
    expect(textOf(html)).toMatch(/Y20 \( not available \)/);
  });

  it('offers the sell units and a decimal quantity field for Reserve', async () => {
    const html = await page('/products/steel-1?v=v12');
    expect(html).toMatch(/<input[^>]*inputmode="decimal"/i);
    expect(html).toMatch(/<input[^>]*type="radio"[^>]*name="unit"/);
    expect(textOf(html)).toContain('KES 170,000 / tonne');
  });

  it('says a variant with nothing left is out of stock, and offers no Reserve', async () => {
    const html = await page('/products/steel-1?v=v16');
    expect(textOf(html)).toContain('Out of stock');
    expect(textOf(html)).toContain('Y-Y16');
    expect(html).not.toMatch(/inputmode="decimal"/i);
  });

  it("shows the chosen variant's own picture first, else the product's", async () => {
    const firstPicture = (html: string) => /<img[^>]*src="([^"]+)"/.exec(html)?.[1];
    expect(firstPicture(await page('/products/steel-1?v=v12'))).toContain('/media/y12/');
    expect(firstPicture(await page('/products/steel-1?v=v8'))).toContain('/media/bars/');
    expect(firstPicture(await page('/products/steel-1?v=v16'))).toContain('/media/bars/');
  });

  it('falls back to the first active variant for an unknown or inactive ?v=', async () => {
    for (const address of ['/products/steel-1?v=nope', '/products/steel-1?v=v20']) {
      const text = textOf(await page(address));
      expect(text, address).toContain('Y-Y8');
      expect(text, address).toContain('KES 480 / bar');
      expect(text, address).toContain('In stock');
    }
  });

  it('reads in Swahili at /sw/, with links that stay under /sw/', async () => {
    const html = await page('/sw/products/steel-1?v=v12');
    const text = textOf(html);
    expect(text).toContain('Y-Y12');
    expect(text).toContain('KSh 920 / nondo');
    expect(text).toContain('Zimebaki 3 tu');
    expect(text).toContain('Kiasi');
    expect(html).toMatch(/<a[^>]*href="\/sw\/products\/steel-1\?v=v8"/);
    expect(textOf(await page('/sw/products/steel-1?v=v16'))).toContain('Imeisha stoo');
  });
});
