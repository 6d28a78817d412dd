import type { ReportAnswer, ReportCell, ReportColumn } from '#shared/report.schema.js';
import { formatNumber } from '#shared/shop-format.js';
import styles from './reports.module.css';

// A report's table: the same cells as the CSV, written for the eye (KSh, thousands separators).

export function cellText(cell: ReportCell, kind: ReportColumn['kind']): string {
  if (cell === null) return '–';
  if (typeof cell === 'string') return cell;
  if (kind === 'money') return `KSh ${formatNumber(cell)}`;
  if (kind === 'percent') return `${formatNumber(cell, 1)}%`;
  return formatNumber(cell, 3);
}

const numeric = (kind: ReportColumn['kind']) => kind !== 'text' && kind !== 'date';
/** Columns a phone leaves out (the CSV and a screen over 1400 px keep them). */
const MINOR = new Set(['sku', 'phone']);
const classOf = (column: ReportColumn) =>
  [
    numeric(column.kind) ? styles.reportsNumber : '',
    MINOR.has(column.key) ? styles.reportsMinor : '',
  ]
    .filter(Boolean)
    .join(' ') || undefined;

export function ReportTable({ answer }: { answer: ReportAnswer }) {
  const row = (cells: ReportCell[], key: string, total = false) => (
    <tr key={key} className={total ? styles.reportsTotal : undefined}>
      {cells.map((cell, i) => {
        const column = answer.columns[i]!;
        const Tag = i === 0 ? 'th' : 'td';
        return (
          <Tag key={column.key} scope={i === 0 ? 'row' : undefined} className={classOf(column)}>
            {cellText(cell, column.kind)}
          </Tag>
        );
      })}
    </tr>
  );
  return (
    <div className={styles.reportsTableWrap}>
      <table className={styles.reportsTable}>
        <caption className="visually-hidden">{answer.title}</caption>
        <thead>
          <tr>
            {answer.columns.map((c) => (
              <th key={c.key} scope="col" className={classOf(c)}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {answer.rows.length === 0 && (
            <tr>
              <td colSpan={answer.columns.length} className="muted">
                Nothing for these days.
              </td>
            </tr>
          )}
          {answer.rows.map((cells, i) => row(cells, String(i)))}
          {answer.totals && row(answer.totals, 'total', true)}
        </tbody>
      </table>
    </div>
  );
}
