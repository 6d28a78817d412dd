import { stripBullet, tidy, wholeQuantity, type ListLine } from './quote-quantity.js';

// A pasted CSV whose first row names an item column and a quantity column ('Item,Qty')
// (docs/decisions/097-quote-matching.md).

const ITEM_HEADERS = /^(?:item|items|description|product|material|materials|name|bidhaa|kitu)$/i;
const QUANTITY_HEADERS = /^(?:qty|quantity|quantities|qnty|no|nos|number|count|idadi|pcs)$/i;

const CSV_HEADER_MAX = 200;

/** Splits one CSV row (commas, semicolons or tabs; double quotes around a cell). */
function csvCells(row: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < row.length; i += 1) {
    const c = row[i]!;
    if (quoted) {
      if (c === '"' && row[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === separator) {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * A CSV whose first row names an item column and a quantity column ('Item,Qty'), as lines; or
 * null when the text is not such a file (then each line is read as written).
 */
export function parseCsv(rows: string[], parseLine: (line: string) => ListLine): ListLine[] | null {
  const header = rows[0]!;
  // A header names a few columns; a long first row is a written line.
  if (header.length > CSV_HEADER_MAX) return null;
  const separator = [',', ';', '\t'].find((s) => header.includes(s));
  if (!separator) return null;
  const names = csvCells(header, separator).map((h) => h.replace(/[^a-z]/gi, ''));
  const itemAt = names.findIndex((h) => ITEM_HEADERS.test(h));
  const quantityAt = names.findIndex((h) => QUANTITY_HEADERS.test(h));
  if (itemAt < 0 || quantityAt < 0) return null;
  return rows.slice(1).map((row) => {
    const cells = csvCells(row, separator);
    const item = cells[itemAt] ?? '';
    const written = (cells[quantityAt] ?? '').trim();
    const quantity = /^\d[\d,]*$/.test(written) ? wholeQuantity(written) : null;
    if (quantity === null || !item) {
      // A row without a plain quantity is read like a written line, so nothing is lost.
      const line = parseLine(cells.filter(Boolean).join(' '));
      return { ...line, text: row.trim() };
    }
    return { text: row.trim(), item: tidy(stripBullet(item)) || item, quantity };
  });
}
