// Scratch catalogues for the bench: an embedded database migrated by the built server, then
// products bulk-inserted with a few small shared pictures (not through the image pipeline).
import crypto from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import sharp from 'sharp';

// The built server's own code (scripts/bench.mjs builds it first when missing).
const { connect } = await import(path.resolve('dist/node/server/db/connect.js'));
const { migrateToLatest } = await import(path.resolve('dist/node/server/db/migrate.js'));

/** Creates the shop's tables in the SQLite file. */
export async function migrateFile(file) {
  const db = connect({ kind: 'sqlite', file });
  await migrateToLatest(db);
  await db.destroy();
}

const KINDS = [
  [
    'Iron Sheet Gauge {n}',
    'Roofing',
    ['Mabati Rolling Mills', 'Safal', 'Dumuzas'],
    ['roofing', 'mabati'],
  ],
  ['Box Profile Roofing Sheet {n}', 'Roofing', ['Safal', 'Mabati Rolling Mills'], ['roofing']],
  ['Portland Cement {n}kg', 'Cement', ['Bamburi', 'Savannah', 'Simba'], ['cement', 'building']],
  ['Vinyl Silk Paint {n}L', 'Paints', ['Crown', 'Basco', 'Sadolin'], ['paint', 'interior']],
  ['Wire Nails {n} inch', 'Fasteners', [null, 'Tononoka'], ['nails']],
  ['PPR Pipe {n}mm', 'Plumbing', ['Kenpipe', 'Pipeline'], ['water', 'pipe']],
  ['Steel Bar Y{n}', 'Steel', ['Devki', 'Tononoka'], ['rebar', 'steel']],
  ['Padlock {n}mm', 'Tools', [null, 'Solex'], ['security']],
  ['Timber 2x{n}', 'Timber', [null], ['timber', 'wood']],
  ['Floor Tile {n}cm', 'Tiles', ['Saj', 'Royal'], ['tiles']],
  ['Safety Helmet Size {n}', 'Safety Gear', ['3M', null], ['ppe']],
  ['Water Tank {n}00L', 'Plumbing', ['Roto', 'Kentank'], ['tank', 'water']],
];
const LOCATIONS = ['Athi River', 'Kitengela', 'Mlolongo', 'Syokimau', null];

export async function seedCatalogue(dir, count) {
  const file = path.join(dir, 'shop.sqlite');
  await migrateFile(file);

  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  const pictures = await Promise.all(
    ['#b45309', '#1d4ed8', '#15803d'].map((colour) =>
      sharp({ create: { width: 16, height: 12, channels: 3, background: colour } })
        .webp()
        .toBuffer(),
    ),
  );
  const insertProduct = sqlite.prepare(`insert into products (id, sku, name, category, brand, unit,
    size, price, discount, stock, reorder_level, supplier_name, supplier_contact, location,
    description, tags, is_featured, status, payment_plan, amenities, created_at, updated_at)
    values (@id, @sku, @name, @category, @brand, 'piece', @size, @price, null, @stock, 10, null,
    null, @location, @description, @tags, 0, 'In Stock', null, '[]', @at, @at)`);
  const insertMedia = sqlite.prepare(`insert into media (id, owner_kind, owner_id, position, width,
    height, created_at) values (?, 'product', ?, 0, 16, 12, ?)`);
  const insertVariant = sqlite.prepare(`insert into media_variants (media_id, variant, width,
    height, content_type, byte_size, etag, data) values (?, ?, 16, 12, 'image/webp', ?, ?, ?)`);
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const start = Date.parse('2026-01-01T00:00:00Z');
  sqlite.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const [template, category, brands, tags] = KINDS[i % KINDS.length];
      const n = 10 + Math.floor(random() * 90);
      const id = crypto.randomBytes(12).toString('base64url');
      const at = new Date(start + i * 60_000).toISOString();
      insertProduct.run({
        id,
        sku: `B-${i}`,
        name: template.replace('{n}', String(n)),
        category,
        brand: brands[i % brands.length],
        size: String(n),
        price: random() < 0.05 ? null : Math.round(50 + random() * 300_000),
        stock: Math.floor(random() * 500),
        location: LOCATIONS[i % LOCATIONS.length],
        description: `${template.replace('{n}', String(n))} for builders and homeowners.`,
        tags: JSON.stringify(tags),
        at,
      });
      const mediaId = crypto.randomBytes(12).toString('base64url');
      insertMedia.run(mediaId, id, at);
      const picture = pictures[i % pictures.length];
      for (const variant of ['card', 'modal', 'full'])
        insertVariant.run(mediaId, variant, picture.length, `"${i}-${variant}"`, picture);
    }
  })();
  sqlite.close();
}
