// The product page of a product sold in 30 variants (DESIGN decision 44): made on a running demo
// shop through the admin API, then measured as a phone gets it: the HTML's size brotli-compressed
// (the bytes the server sends to `accept-encoding: br`; goal at most 14 KB) and, in the bench,
// Lighthouse like the other pages (scripts/bench-lighthouse.mjs).
//
// On its own, against any build (never the shared dist/ while others work):
//   BENCH_DIST=/tmp/dist-me node scripts/bench-variant-page.mjs
import http from 'node:http';

/** The admin the bench's demo shop is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const BENCH_ADMIN = { email: 'bench@shop.local', password: 'Bench-Admin-Password-1' };

const SIZES = ['Y8', 'Y10', 'Y12', 'Y14', 'Y16', 'Y18', 'Y20', 'Y22', 'Y25', 'Y28'];
const LENGTHS = ['6 m', '9 m', '12 m'];

/**
 * Makes 'Bench Deformed Bar': sizes x lengths = 30 variants, each sold by the bar and by the
 * tonne, with stock, and returns the address of its page on one of them (?v=...).
 */
export async function makeVariantProduct(base) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!login.ok) throw new Error(`bench admin login: ${login.status} ${await login.text()}`);
  const { token } = await login.json();
  const auth = { authorization: `Bearer ${token}` };
  const form = new FormData();
  for (const [key, value] of Object.entries({
    sku: 'BENCH-DB',
    name: 'Bench Deformed Bar',
    category: 'Steel',
    brand: 'Devki',
    unit: 'bar',
    price: '480',
    description: 'High-yield reinforcement bar, cut to length, by the bar or by the tonne.',
  }))
    form.append(key, value);
  const created = await fetch(`${base}/api/products`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  if (created.status !== 201) throw new Error(`bench product: ${await created.text()}`);
  const { _id: id } = await created.json();
  const variants = SIZES.flatMap((size, s) =>
    LENGTHS.map((length, l) => {
      const price = 480 + s * 260 + l * 120;
      return {
        options: { Size: size, Length: length },
        sku: `BENCH-${size}-${l}`,
        price,
        stockUnit: 'bar',
        reorderLevel: '10',
        sellUnits: [
          { unit: 'bar', price, perUnit: '1', decimals: 0, min: '1', step: '1', default: true },
          {
            unit: 'tonne',
            price: 104_000 + s * 500,
            perUnit: (93.747 / (s + 1)).toFixed(3),
            decimals: 3,
            min: '0.5',
            step: '0.001',
          },
        ],
      };
    }),
  );
  const put = await fetch(`${base}/api/products/${id}/variants`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      options: [
        { name: 'Size', values: SIZES },
        { name: 'Length', values: LENGTHS },
      ],
      variants,
    }),
  });
  if (!put.ok) throw new Error(`bench variants: ${await put.text()}`);
  const saved = (await put.json()).variants;
  for (const [i, variant] of saved.entries())
    await fetch(`${base}/api/admin/variants/${variant._id}/stock`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'receipt', quantity: String(i % 7 === 0 ? 3 : 200) }),
    });
  return `/products/${id}?v=${saved[4]._id}`;
}

/** The bytes of one answer to a browser asking for brotli. */
function brotliBytes(base, path) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${path}`, { headers: { 'accept-encoding': 'br' } }, (res) => {
      let sent = 0;
      res.on('data', (chunk) => (sent += chunk.length));
      res.on('end', () =>
        res.headers['content-encoding'] === 'br'
          ? resolve(sent)
          : reject(new Error(`${path} came without brotli (${res.headers['content-encoding']})`)),
      );
    });
    request.on('error', reject);
  });
}

/**
 * A page's size as the server sends it brotli-compressed: `first`, the first answer (compressed
 * quickly, brotli 2), and `kept`, every answer after it (brotli 5, made once and kept until a
 * write; src/server/lib/prepared-response.ts).
 */
export async function pageBytes(base, path) {
  const first = await brotliBytes(base, path);
  await brotliBytes(base, path);
  return { first, kept: await brotliBytes(base, path) };
}
