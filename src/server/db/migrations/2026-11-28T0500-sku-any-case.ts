import { sql, type Kysely } from 'kysely';

// Frozen once released. A SKU is unique in the shop regardless of case ('y12-6m' is 'Y12-6M' on a
// label and at the counter), enforced by the database so two saves at one moment cannot both take
// it (DESIGN decision 40). Every SKU is a variant's (a product's own is its first variant's), so
// one index on variants covers them all. SKUs that already clash keep the oldest as it is; the
// others get a number appended (on the product row too when it is the first variant's), so the
// index can be built, as the user names' migration did. Only adds an index (decision 124): the
// exact-case index stays.

export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ id: string; product_id: string; sku: string }>`
    select id, product_id, sku from variants order by created_at, id
  `.execute(db);
  const taken = new Set<string>();
  for (const row of rows.rows) {
    let sku = row.sku;
    for (let n = 2; taken.has(sku.toLowerCase()); n += 1) sku = `${row.sku}-${n}`;
    taken.add(sku.toLowerCase());
    if (sku === row.sku) continue;
    await sql`update variants set sku = ${sku} where id = ${row.id}`.execute(db);
    await sql`update products set sku = ${sku} where id = ${row.product_id} and sku = ${row.sku}`.execute(
      db,
    );
  }
  await sql`create unique index variants_sku_lower_uq on variants (lower(sku))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index variants_sku_lower_uq`.execute(db);
}
