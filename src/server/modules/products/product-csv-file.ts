import { parse } from 'csv-parse/sync';
import { PRODUCT_CSV_LIMITS } from '#shared/product-csv.schema.js';
import { BadRequestError, PayloadTooLargeError } from '../../lib/errors.js';
import { CSV_COLUMNS, type CsvColumn } from './product-csv-cells.js';

// The product CSV as a file: its cells kept from running as spreadsheet formulas, and an
// uploaded file read into rows of known columns, grouped by product (product-csv.ts plans and
// applies them).

/*
 * A cell that starts with = + - @ (or a tab or carriage return) is a formula to Excel and
 * LibreOffice: a product name like "=HYPERLINK(...)" would run on the owner's computer. Such
 * cells are written with a leading apostrophe, which spreadsheets show as text, and the import
 * takes exactly that apostrophe off again, so a round trip changes nothing. A spreadsheet that
 * reads a line break inside a cell as the end of a row sees every line as a cell of its own, so
 * every line of a cell is protected the same way (and a cell holding any line break is quoted).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A line break followed by a formula's first character. */
const FORMULA_LINE = /(\r\n|\r|\n)([=+\-@\t])/g;
const PROTECTED_LINE = /(\r\n|\r|\n)'([=+\-@\t])/g;

export function protectCell(value: string): string {
  const lines = value.replace(FORMULA_LINE, "$1'$2");
  return FORMULA_START.test(lines) ? `'${lines}` : lines;
}

function unprotectCell(value: string): string {
  const lines = value.replace(PROTECTED_LINE, '$1$2');
  return lines.startsWith("'") && FORMULA_START.test(lines.slice(1)) ? lines.slice(1) : lines;
}

export interface ParsedFile {
  columns: CsvColumn[];
  rows: CsvRow[];
}

/** Reads the bytes of an uploaded file into rows of known columns, or refuses the whole file. */
export function parseProductsCsv(bytes: Buffer): ParsedFile {
  if (bytes.length > PRODUCT_CSV_LIMITS.maxBytes) throw fileTooLarge();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BadRequestError(
      'The file is not UTF-8 text. In Excel choose "Save As" and "CSV UTF-8".',
      'CSV_NOT_UTF8',
    );
  }
  let records: { record: string[]; info: { lines: number; empty_lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      // A row longer than the file limit cannot be a product; stops a runaway quote early.
      max_record_size: 64 * 1024,
    }) as unknown as typeof records;
  } catch (err) {
    const message = err instanceof Error ? err.message : 'unreadable CSV';
    throw new BadRequestError(`The file could not be read as CSV: ${message}`, 'CSV_INVALID').with({
      why: 'unreadable',
      reason: message,
    });
  }
  const [head, ...body] = records;
  if (!head) throw new BadRequestError('The file is empty.', 'CSV_EMPTY');
  const columns: CsvColumn[] = [];
  for (const raw of head.record) {
    const name = raw.trim();
    const known = CSV_COLUMNS.find((f) => f.toLowerCase() === name.toLowerCase());
    if (!known) {
      throw new BadRequestError(
        `Unknown column "${name}" on line 1. The columns are: ${CSV_COLUMNS.join(', ')}.`,
        'CSV_UNKNOWN_COLUMN',
      ).with({ column: name, columns: CSV_COLUMNS.join(', ') });
    }
    if (columns.includes(known))
      throw new BadRequestError(
        `The column "${known}" appears twice on line 1.`,
        'CSV_COLUMNS',
      ).with({ why: 'twice', column: known });
    columns.push(known);
  }
  if (!columns.includes('sku'))
    throw new BadRequestError('The file needs a "sku" column on line 1.', 'CSV_COLUMNS').with({
      why: 'sku',
    });
  if (body.length > PRODUCT_CSV_LIMITS.maxRows) {
    throw new BadRequestError(
      `The file has ${body.length} products; at most ${PRODUCT_CSV_LIMITS.maxRows} can be imported at once. Split it into smaller files.`,
      'CSV_TOO_MANY_ROWS',
    ).with({ count: body.length, max: PRODUCT_CSV_LIMITS.maxRows });
  }
  let previous = head.info;
  const rows = body.map(({ record, info }) => {
    const line = previous.lines + 1 + (info.empty_lines - previous.empty_lines);
    previous = info;
    const cells: Partial<Record<CsvColumn, string>> = {};
    columns.forEach((column, i) => {
      const value = record[i];
      if (value !== undefined) cells[column] = unprotectCell(value);
    });
    return { line, cells, extra: record.length > columns.length };
  });
  const tooLong = rows.find((r) => r.extra);
  if (tooLong) {
    throw new BadRequestError(
      `Line ${tooLong.line} has more cells than the header has columns. Check for a stray comma or quote.`,
      'CSV_INVALID',
    ).with({ why: 'cells', line: tooLong.line });
  }
  return { columns, rows: rows.map(({ line, cells }) => ({ line, cells })) };
}

export function fileTooLarge(): PayloadTooLargeError {
  return new PayloadTooLargeError(
    `The file is larger than ${PRODUCT_CSV_LIMITS.maxBytes / (1024 * 1024)} MB. Split it into smaller files.`,
    'CSV_TOO_LARGE',
  ).with({ max: PRODUCT_CSV_LIMITS.maxBytes / (1024 * 1024) });
}

export interface CsvRow {
  line: number;
  cells: Partial<Record<CsvColumn, string>>;
}

export interface ProductGroup {
  key: string;
  rows: CsvRow[];
}

/** Rows by their product's key, in the order the products first appear. */
export function groupRows(rows: CsvRow[], hasProductColumn: boolean): ProductGroup[] {
  const groups = new Map<string, CsvRow[]>();
  for (const row of rows) {
    const key = ((hasProductColumn ? row.cells.product : undefined) ?? row.cells.sku ?? '').trim();
    const list = groups.get(key) ?? [];
    list.push(row);
    groups.set(key, list);
  }
  return [...groups].map(([key, list]) => ({ key, rows: list }));
}
