import type { Kysely, Transaction } from 'kysely';
import { PRODUCT_FIELDS, type ProductValues } from '#shared/product-fields.js';
import type { ImportRow } from '#shared/product-csv.schema.js';
import { ProductInput } from '#shared/product.schema.js';
import { ProductVariantsInput, type StaffProductVariants } from '#shared/variant.schema.js';
import type { Database } from '../../db/database.js';
import {
  OPTION_NAMES,
  OPTION_VALUES,
  PRODUCT_OWN,
  parseSellUnits,
  productCells,
  type Cells,
  type CsvColumn,
} from './product-csv-cells.js';
import type { ProductGroup } from './product-csv-file.js';
import { listProductRows, type ProductRow } from './product.repository.js';
import { variantsInOpenOrders } from './variant.repository.js';
import { loadStaffVariants } from './variant-read.js';
import {
  changedColumns,
  defaultSellUnit,
  emptyCells,
  flag,
  followPrice,
  nullable,
  numberOrNull,
  plannedCells,
  productOnly,
  renamed,
  stockOf,
} from './product-csv-variant-cells.js';

// Importing the CSV of one row per variant (docs/decisions/133-product-csv-per-variant.md). Rows
// are grouped into products by the `product` column (the product's SKU at export; a new key makes
// a new product). Each row is laid over the variant of its SKU as stored, so a file may hold only
// some columns; the import adds and changes variants but never removes one, and keeps their order.
// What a product would become is written back as cells and compared with its export, so the dry
// run of an exported file reports no change, and applying it writes nothing.

type Db = Kysely<Database> | Transaction<Database>;
export type VariantWork =
  | {
      kind: 'created' | 'updated';
      productId: string | null;
      own: ProductValues;
      input: ProductVariantsInput;
      /** Each variant's counted stock in thousandths; undefined leaves it as it is. */
      stocks: (number | null | undefined)[];
    }
  | { kind: 'unchanged' | 'refused' };

interface Problem {
  column: string;
  message: string;
  line: number;
}

const SCHEMA_COLUMN: Record<string, CsvColumn> = {
  sku: 'sku',
  price: 'price',
  discount: 'discount',
  reorderLevel: 'reorderLevel',
  stockUnit: 'unit',
  options: 'option1Value',
  active: 'active',
  sellUnits: 'sellUnits',
};

export interface Catalogue {
  bySku: Map<string, ProductRow>;
  /** Every variant SKU in the shop, in lower case (SKUs are one in any case), and its product's id. */
  variantOwner: Map<string, string>;
}

export async function loadCatalogue(db: Db): Promise<Catalogue> {
  const rows = await listProductRows(db as Kysely<Database>);
  const variants = await db.selectFrom('variants').select(['sku', 'product_id']).execute();
  return {
    bySku: new Map(rows.map((r) => [r.sku, r])),
    variantOwner: new Map(variants.map((v) => [v.sku.toLowerCase(), v.product_id])),
  };
}

/** Plans one product's rows: refused with its problems, unchanged, or what to write. */
export async function planProduct(
  db: Db,
  catalogue: Catalogue,
  group: ProductGroup,
  seen: Map<string, number>,
): Promise<{ report: ImportRow | null; work: VariantWork }> {
  const current = catalogue.bySku.get(group.key);
  const set: StaffProductVariants = current
    ? await loadStaffVariants(db, current.id)
    : { options: [], variants: [] };
  const before = current ? productCells(current, set) : [];
  const line = group.rows[0]!.line;
  const problems: Problem[] = [];
  const refuse = (): { report: ImportRow; work: VariantWork } => ({
    report: {
      line,
      sku: group.key,
      action: 'refused',
      changes: [],
      problems: problems.map((p) => ({
        column: p.column,
        message: p.line === line ? p.message : `Line ${p.line}: ${p.message}`,
      })),
    },
    work: { kind: 'refused' },
  });
  if (group.key === '') {
    problems.push({ column: 'sku', message: 'SKU is required.', line });
    return refuse();
  }

  // Each row over its stored variant (or, for a new one, over the product's first row).
  const laid = group.rows.map(({ cells }) => {
    const sku = (cells.sku ?? '').trim();
    const stored = before.find((c) => c.sku.toLowerCase() === sku.toLowerCase());
    const base = stored ?? (before[0] ? productOnly(before[0]) : emptyCells());
    return { ...base, ...cells, sku } as Cells;
  });
  laid.forEach((cells, i) => {
    const at = group.rows[i]!.line;
    if (!cells.sku) problems.push({ column: 'sku', message: 'SKU is required.', line: at });
    const earlier = seen.get(cells.sku.toLowerCase());
    if (cells.sku && earlier !== undefined)
      problems.push({
        column: 'sku',
        message: `This SKU is already on line ${earlier}.`,
        line: at,
      });
    else if (cells.sku) seen.set(cells.sku.toLowerCase(), at);
    const owner = catalogue.variantOwner.get(cells.sku.toLowerCase());
    if (owner !== undefined && owner !== current?.id)
      problems.push({
        column: 'sku',
        message: 'This SKU is a variant of another product.',
        line: at,
      });
    for (const column of PRODUCT_OWN)
      if (cells[column] !== laid[0]![column])
        problems.push({
          column,
          message: `Differs from line ${line}: a product's columns are the same on each of its rows.`,
          line: at,
        });
  });

  // The product's own fields, by the product rules (its price, stock and unit are its variants').
  const first = laid[0]!;
  const parsed = ProductInput.safeParse({
    ...Object.fromEntries(PRODUCT_FIELDS.map((f) => [f, first[f]])),
    unit: 'piece',
    price: '0',
    stock: '',
    reorderLevel: '',
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      problems.push({ column: String(issue.path[0] ?? ''), message: issue.message, line });

  // Options: names from the first row; values in their stored order, then new ones as they come.
  const names = OPTION_NAMES.map((c) => first[c].trim()).filter((n) => n !== '');
  const oldNames = set.options.map((o) => o.name);
  const fileVariants = laid.map((cells, i) => ({ cells, line: group.rows[i]!.line }));
  const untouched = before
    .filter((c) => !laid.some((l) => l.sku === c.sku))
    .map((cells) => ({ cells: renamed(cells, first), line }));
  // Stored variants keep their places; new ones follow in file order.
  const all = [
    ...before.flatMap((c) =>
      c.sku === ''
        ? []
        : [
            fileVariants.find((f) => f.cells.sku === c.sku) ??
              untouched.find((u) => u.cells.sku === c.sku)!,
          ],
    ),
    ...fileVariants.filter((f) => !before.some((c) => c.sku === f.cells.sku)),
  ];
  const options = names.map((name, k) => {
    const used = all.map((v) => v.cells[OPTION_VALUES[k]!].trim()).filter((v) => v !== '');
    const stored = set.options[oldNames.indexOf(name)]?.values ?? [];
    const values = [...stored.filter((v) => used.includes(v)), ...used];
    return { name, values: [...new Set(values)] };
  });

  const stocks: (number | null | undefined)[] = [];
  const raw = all.map(({ cells, line: at }) => {
    const stock = stockOf(cells);
    if (typeof stock === 'string') problems.push({ column: 'stock', message: stock, line: at });
    stocks.push(
      untouched.some((u) => u.cells === cells) || typeof stock === 'string' ? undefined : stock,
    );
    const active = flag(cells.active);
    if (active === null)
      problems.push({ column: 'active', message: 'Active must be true or false.', line: at });
    const stored = set.variants.find((v) => v.sku === cells.sku);
    const units =
      cells.sellUnits.trim() === '' ? defaultSellUnit(cells) : parseSellUnits(cells.sellUnits);
    if (typeof units === 'string') problems.push({ column: 'sellUnits', message: units, line: at });
    else
      followPrice(
        units,
        cells,
        before.find((c) => c.sku === cells.sku),
      );
    return {
      ...(stored ? { _id: stored._id } : {}),
      options: Object.fromEntries(names.map((n, k) => [n, cells[OPTION_VALUES[k]!].trim()])),
      sku: cells.sku,
      price: numberOrNull(cells.price),
      discount: numberOrNull(cells.discount),
      reorderLevel: nullable(cells.reorderLevel),
      stockUnit: cells.unit.trim(),
      active: active ?? true,
      sellUnits: (typeof units === 'string' ? [] : units).map((u) => ({
        ...u,
        _id: stored?.sellUnits.find((s) => s.unit === u.unit)?._id,
      })),
    };
  });
  const input = ProductVariantsInput.safeParse({ options, variants: raw });
  if (!input.success)
    for (const issue of input.error.issues) {
      const [where, i, field] = issue.path;
      const at = where === 'variants' && typeof i === 'number' ? all[i]!.line : line;
      const column = where === 'variants' ? (SCHEMA_COLUMN[String(field)] ?? 'sku') : 'option1Name';
      // A sell unit that is the wrong shape was already reported by its cell.
      if (column !== 'sellUnits' || !problems.some((p) => p.column === 'sellUnits'))
        problems.push({ column, message: issue.message, line: at });
    }
  if (current && input.success)
    await refuseLockedOrUsed(db, current.id, set, input.data, stocks, problems, all);
  if (problems.length > 0 || !input.success || !parsed.success) return refuse();

  const own: ProductValues = { ...parsed.data, price: null, stock: null, reorderLevel: null };
  const after = plannedCells(group.key, own, input.data, stocks, set);
  const work: VariantWork = {
    kind: current ? 'updated' : 'created',
    productId: current?.id ?? null,
    own,
    input: input.data,
    stocks,
  };
  if (!current)
    return { report: { line, sku: group.key, action: 'created', changes: [], problems: [] }, work };
  const changes = changedColumns(before, after);
  if (changes.length === 0) return { report: null, work: { kind: 'unchanged' } };
  return { report: { line, sku: group.key, action: 'updated', changes, problems: [] }, work };
}

/** Refusals the variants screen would answer with 409: a unit change over stock, a removal in use. */
async function refuseLockedOrUsed(
  db: Db,
  productId: string,
  set: StaffProductVariants,
  input: ProductVariantsInput,
  stocks: (number | null | undefined)[],
  problems: Problem[],
  all: { line: number }[],
): Promise<void> {
  input.variants.forEach((v, i) => {
    const stored = set.variants.find((s) => s._id === v._id);
    const holding = stored?.stock.onHand != null && stored.stock.onHand !== '0';
    if (stored && holding && stored.stock.unit !== v.stockUnit && stocks[i] !== 0)
      problems.push({
        column: 'unit',
        message: `This variant holds stock in ${stored.stock.unit}: count it to 0 before changing its unit.`,
        line: all[i]!.line,
      });
  });
  const kept = new Set(input.variants.map((v) => v._id));
  const removed = set.variants.filter((v) => !kept.has(v._id)).map((v) => v._id);
  const used = await variantsInOpenOrders(db, productId, removed, set.variants[0]?._id ?? null);
  if (used.length > 0)
    problems.push({
      column: 'sku',
      message: 'A variant on an open order cannot be removed.',
      line: all[0]!.line,
    });
}
