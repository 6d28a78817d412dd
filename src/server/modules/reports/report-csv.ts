import { stringify } from 'csv-stringify/sync';
import type { ReportAnswer, ReportCell } from '#shared/report.schema.js';
import { protectCell } from '../products/product-csv-file.js';

// A report as CSV (decision 53): the screen's columns, rows and totals row, UTF-8 with a BOM,
// ISO dates, plain numbers (no thousands separators, no 'KSh'), and every text cell protected
// from spreadsheet formulas by the product export's own rule.

const cellText = (cell: ReportCell) =>
  cell === null ? '' : typeof cell === 'number' ? String(cell) : protectCell(cell);

export function reportCsv(answer: ReportAnswer): string {
  const records = answer.rows.map((row) => row.map(cellText));
  if (answer.totals) records.push(answer.totals.map(cellText));
  return stringify(records, {
    bom: true,
    header: true,
    columns: answer.columns.map((c) => c.label),
    record_delimiter: 'windows',
    quoted_match: /^\s|\s$|[\r\n]/,
  });
}

/** 'sales-2026-11-01-to-2026-11-30.csv' */
export const reportFileName = (answer: ReportAnswer) =>
  `${answer.report}-${answer.from}-to-${answer.to}.csv`;
