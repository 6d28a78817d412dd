import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect.js';

// Frozen: catalogue search and the indexes behind the filtered, sorted, paged product list.
// Never edit; add a new migration instead.
//
// Search covers name, SKU, brand, category and tags with each database's own full-text search:
// - SQLite: an FTS5 table whose rowid is the product row's rowid, kept in step by triggers, so
//   every write path (forms, imports, scripts) updates it in the same transaction;
// - PostgreSQL: a GIN index over a weighted tsvector expression (core PostgreSQL, no extension);
//   the query repeats the same expression so the planner uses the index.
// Both stem English words (porter / 'english'), so 'sheets' finds 'Sheet'.

const PG_SEARCH_VECTOR = sql.raw(
  `(setweight(to_tsvector('english'::regconfig, coalesce(name, '') || ' ' || coalesce(sku, '')), 'A') || ` +
    `setweight(to_tsvector('english'::regconfig, coalesce(brand, '') || ' ' || coalesce(category, '')), 'B') || ` +
    `setweight(to_tsvector('english'::regconfig, coalesce(tags, '')), 'C'))`,
);

export async function up(db: Kysely<unknown>): Promise<void> {
  // Each sort walks an index that ends in the id tie-break, so a page of 24 reads about 24 rows.
  await db.schema
    .createIndex('products_newest_idx')
    .on('products')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('products_price_idx')
    .on('products')
    .columns(['price', 'id'])
    .execute();
  await db.schema
    .createIndex('products_name_lower_idx')
    .on('products')
    .expression(sql`lower(name), id`)
    .execute();
  // The facet counts group by these three; with the price the index covers that query.
  await db.schema
    .createIndex('products_facets_idx')
    .on('products')
    .columns(['category', 'brand', 'location', 'price'])
    .execute();
  await db.schema.createIndex('products_brand_idx').on('products').column('brand').execute();
  await db.schema.createIndex('products_location_idx').on('products').column('location').execute();

  if (isPostgres(db)) {
    await sql`create index products_search_idx on products using gin (${PG_SEARCH_VECTOR})`.execute(
      db,
    );
    return;
  }

  await sql`create virtual table products_fts using fts5(
    name, sku, brand, category, tags,
    tokenize = 'porter unicode61 remove_diacritics 2'
  )`.execute(db);
  await sql`insert into products_fts (rowid, name, sku, brand, category, tags)
    select rowid, name, sku, brand, category, tags from products`.execute(db);
  await sql`create trigger products_fts_insert after insert on products begin
    insert into products_fts (rowid, name, sku, brand, category, tags)
    values (new.rowid, new.name, new.sku, new.brand, new.category, new.tags);
  end`.execute(db);
  await sql`create trigger products_fts_update after update of name, sku, brand, category, tags
    on products begin
    delete from products_fts where rowid = old.rowid;
    insert into products_fts (rowid, name, sku, brand, category, tags)
    values (new.rowid, new.name, new.sku, new.brand, new.category, new.tags);
  end`.execute(db);
  await sql`create trigger products_fts_delete after delete on products begin
    delete from products_fts where rowid = old.rowid;
  end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists products_search_idx`.execute(db);
  } else {
    await sql`drop trigger if exists products_fts_insert`.execute(db);
    await sql`drop trigger if exists products_fts_update`.execute(db);
    await sql`drop trigger if exists products_fts_delete`.execute(db);
    await sql`drop table if exists products_fts`.execute(db);
  }
  for (const name of [
    'products_newest_idx',
    'products_price_idx',
    'products_name_lower_idx',
    'products_facets_idx',
    'products_brand_idx',
    'products_location_idx',
  ])
    await db.schema.dropIndex(name).execute();
}
