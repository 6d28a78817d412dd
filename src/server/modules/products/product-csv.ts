import { stringify } from 'csv-stringify/sync';
import type { Kysely, Transaction } from 'kysely';
import { ProductInput, type Product } from '#shared/product.schema.js';
import { type ImportReport, type ImportRow } from '#shared/product-csv.schema.js';
import type { Database } from '../../db/database.js';
import { BadRequestError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import {
  PRODUCT_FIELDS,
  fieldTexts,
  productValues,
  type ProductField,
  type ProductValues,
} from '#shared/product-fields.js';
import { insertProductRow, listProductRows, updateProductRow } from './product.repository.js';
import { toProduct } from './product.service.js';
import { CSV_COLUMNS, VARIANT_COLUMNS, productCells } from './product-csv-cells.js';
import { applyProduct } from './product-csv-variant-apply.js';
import { loadCatalogue, planProduct, type VariantWork } from './product-csv-variants.js';
import { loadStaffVariants } from './variant-read.js';
import { groupRows, parseProductsCsv, protectCell, type ParsedFile } from './product-csv-file.js';

// The catalogue as a CSV file for spreadsheets: every field of every product, one row per variant
// (product-csv-cells.ts). An import is planned with the shared product and variant rules (nothing
// written), shown to the admin, then applied in one transaction, all rows or none. A file without
// the variant columns (one row per product, as exported before variants) is read as it always
// was: each row a product keyed by SKU, its fields the product's and its first variant's.

type Db = Kysely<Database> | Transaction<Database>;

/** UTF-8 with a byte-order mark, so Excel reads Swahili and other non-ASCII text correctly. */
export async function exportProductsCsv(db: Db): Promise<string> {
  const rows = (await listProductRows(db as Kysely<Database>)).sort((a, b) =>
    a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0,
  );
  const records: string[][] = [];
  for (const row of rows)
    for (const cells of productCells(row, await loadStaffVariants(db, row.id)))
      records.push(CSV_COLUMNS.map((c) => protectCell(cells[c])));
  return stringify(records, {
    bom: true,
    header: true,
    columns: [...CSV_COLUMNS],
    record_delimiter: 'windows',
    // Edge spaces, and any line break: records end in CRLF, but a lone CR or LF ends a row too
    // for many readers.
    quoted_match: /^\s|\s$|[\r\n]/,
  });
}

type Planned =
  | { kind: 'created'; fields: ProductValues }
  | { kind: 'updated'; id: string; fields: ProductValues }
  | { kind: 'unchanged' }
  | { kind: 'refused' }
  | { kind: 'variants'; work: VariantWork };

/** Whether the file has a column of the one-row-per-variant layout. */
function perVariant(file: ParsedFile): boolean {
  return file.columns.some((c) => (VARIANT_COLUMNS as readonly string[]).includes(c));
}

/** One row per variant: each product's rows planned together, counted once per product. */
async function planVariants(
  db: Db,
  file: ParsedFile,
): Promise<{ report: ImportReport; work: Planned[] }> {
  const catalogue = await loadCatalogue(db);
  const seen = new Map<string, number>();
  const rows: ImportRow[] = [];
  const work: Planned[] = [];
  const counts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
  for (const group of groupRows(file.rows, file.columns.includes('product'))) {
    const planned = await planProduct(db, catalogue, group, seen);
    counts[planned.work.kind] += 1;
    if (planned.report) rows.push(planned.report);
    work.push({ kind: 'variants', work: planned.work });
  }
  return { report: { applied: false, counts, rows }, work };
}

/**
 * Runs every row through the shared product rules against the catalogue as it is now. A row with
 * a known SKU changes only the columns the file has; an unknown SKU is a new product.
 */
async function plan(db: Db, file: ParsedFile): Promise<{ report: ImportReport; work: Planned[] }> {
  if (perVariant(file)) return planVariants(db, file);
  const existing = new Map<string, Product>();
  for (const row of await listProductRows(db as Kysely<Database>))
    existing.set(row.sku, toProduct(row, []));
  // Every SKU in the shop in lower case: one in any case, and a variant's is no new product's.
  const owners = new Map(
    (await db.selectFrom('variants').select(['sku', 'product_id']).execute()).map((v) => [
      v.sku.toLowerCase(),
      v,
    ]),
  );
  const seen = new Map<string, number>();
  const rows: ImportRow[] = [];
  const work: Planned[] = [];
  const counts = { created: 0, updated: 0, unchanged: 0, refused: 0 };

  for (const { line, cells: all } of file.rows) {
    const cells = all as Partial<Record<ProductField, string>>;
    const sku = (cells.sku ?? '').trim();
    const refuse = (column: string, message: string) => {
      counts.refused += 1;
      rows.push({ line, sku, action: 'refused', changes: [], problems: [{ column, message }] });
      work.push({ kind: 'refused' });
    };
    if (!sku) {
      refuse('sku', 'SKU is required.');
      continue;
    }
    const earlier = seen.get(sku.toLowerCase());
    if (earlier !== undefined) {
      refuse('sku', `This SKU is already on line ${earlier}.`);
      continue;
    }
    seen.set(sku.toLowerCase(), line);

    const current = existing.get(sku);
    const owner = owners.get(sku.toLowerCase());
    if (owner && owner.product_id !== current?._id) {
      refuse('sku', `Another product has the SKU ${owner.sku}.`);
      continue;
    }
    const base = current ? fieldTexts(productValues(current)) : null;
    const fields = { ...(base ?? {}), ...cells, sku };
    // A product the shop has not priced yet may stay unpriced when the file leaves price empty.
    const keepUnpriced = current?.price === null && (fields.price ?? '').trim() === '';
    const parsed = ProductInput.safeParse(keepUnpriced ? { ...fields, price: '0' } : fields);
    if (!parsed.success) {
      counts.refused += 1;
      rows.push({
        line,
        sku,
        action: 'refused',
        changes: [],
        problems: parsed.error.issues.map((issue) => ({
          column: String(issue.path[0] ?? ''),
          message: issue.message,
        })),
      });
      work.push({ kind: 'refused' });
      continue;
    }
    const next: ProductValues = { ...parsed.data, price: keepUnpriced ? null : parsed.data.price };
    if (!current) {
      counts.created += 1;
      rows.push({ line, sku, action: 'created', changes: [], problems: [] });
      work.push({ kind: 'created', fields: next });
      continue;
    }
    const now = normalise(next);
    const before = normalise(productValues(current));
    const changes = PRODUCT_FIELDS.filter((f) => now[f] !== before[f]);
    if (changes.length === 0) {
      counts.unchanged += 1;
      work.push({ kind: 'unchanged' });
    } else {
      counts.updated += 1;
      rows.push({ line, sku, action: 'updated', changes, problems: [] });
      work.push({ kind: 'updated', id: current._id, fields: next });
    }
  }
  return { report: { applied: false, counts, rows }, work };
}

/** Each field as comparable text: what the product would store, not how the cell was typed. */
function normalise(f: ProductValues): Record<ProductField, string> {
  const out = {} as Record<ProductField, string>;
  for (const key of PRODUCT_FIELDS) out[key] = JSON.stringify(f[key] ?? null);
  return out;
}

export async function previewImport(db: Kysely<Database>, bytes: Buffer): Promise<ImportReport> {
  return (await plan(db, parseProductsCsv(bytes))).report;
}

export class ImportRefusedError extends BadRequestError {}

/**
 * Plans again inside one transaction (the catalogue may have changed since the preview) and
 * writes every row, or nothing when any row is refused.
 */
export async function applyImport(
  db: Kysely<Database>,
  bytes: Buffer,
  now: Date,
): Promise<ImportReport> {
  const file = parseProductsCsv(bytes);
  return db.transaction().execute(async (trx) => {
    const { report, work } = await plan(trx, file);
    if (report.counts.refused > 0) {
      const n = report.counts.refused;
      throw new ImportRefusedError(
        `Nothing was imported: ${n} ${n === 1 ? 'row is' : 'rows are'} refused. Preview the file to see why.`,
        'IMPORT_REFUSED',
      );
    }
    for (const item of work) {
      if (item.kind === 'created') await insertProductRow(trx, newId(), item.fields, now);
      else if (item.kind === 'updated') await updateProductRow(trx, item.id, item.fields, now);
      else if (
        item.kind === 'variants' &&
        (item.work.kind === 'created' || item.work.kind === 'updated')
      )
        await applyProduct(trx, item.work, now);
    }
    return { ...report, applied: true };
  });
}
