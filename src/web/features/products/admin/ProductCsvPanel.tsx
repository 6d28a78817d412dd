import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { PRODUCT_CSV_LIMITS, type ImportReport } from '#shared/product-csv.schema.js';
import { errorMessage } from '../../../lib/api-client';
import { downloadProductsCsv, useProductImport } from '../api';
import { Button } from '../../../components/ui/Button';
import { formatCount } from '../../../lib/format';
import styles from './admin-products.module.css';
import { FormError, formMessageClass } from '../../../components/ui/FormError';

const ACTION_LABEL = {
  created: 'New',
  updated: 'Updated',
  unchanged: 'Unchanged',
  refused: 'Refused',
} as const;

/** Rows the import refused or created stand out in the report. */
const ROW_LOOK: Partial<Record<ImportReport['rows'][number]['action'], string>> = {
  refused: styles.csvRowRefused,
  created: styles.csvRowCreated,
};

function summary(report: ImportReport): string {
  const { created, updated, unchanged, refused } = report.counts;
  return `${created} new, ${updated} updated, ${unchanged} unchanged, ${refused} refused.`;
}

/**
 * Export the catalogue to a spreadsheet and bring it back: the import is previewed first (what
 * each row will do, and why a row is refused), then applied as a whole.
 */
export function ProductCsvPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [exporting, setExporting] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const run = useProductImport();

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadProductsCsv();
    } catch (err) {
      toast.error(errorMessage(err, 'The export failed.'));
    } finally {
      setExporting(false);
    }
  }

  function choose(chosen: File | null) {
    run.reset();
    setReport(null);
    setFile(null);
    setFileError('');
    if (!chosen) return;
    if (chosen.size > PRODUCT_CSV_LIMITS.maxBytes) {
      setFileError('The file is larger than 2 MB. Split it into smaller files.');
      return;
    }
    setFile(chosen);
  }

  function send(apply: boolean) {
    if (!file) return;
    run.mutate(
      { file, apply },
      {
        onSuccess: (answer) => {
          setReport(answer);
          if (answer.applied) toast.success(`Import applied: ${summary(answer)}`);
        },
      },
    );
  }

  const canApply =
    report !== null &&
    !report.applied &&
    report.counts.refused === 0 &&
    report.counts.created + report.counts.updated > 0;

  return (
    <details className={`${styles.csvPanel} card`}>
      <summary>Import or export a spreadsheet (CSV)</summary>
      <p className="muted">
        Export every product, change prices, stock or any other column in Excel or Google Sheets,
        save it as <strong>CSV UTF-8</strong>, then preview and apply it here. There is one row per
        variant: rows with the same <code>product</code> are one product, and a row is matched by
        its SKU; a new SKU adds a variant, a new <code>product</code> adds a product. Sell units are
        written like <code>bar 1150 | tonne 105500 per=93.843844 decimals=3 min=0.5</code>. The
        import never removes a variant. Images are not in the file and stay as they are. At most{' '}
        {formatCount(PRODUCT_CSV_LIMITS.maxRows)} rows and 2 MB per file.
      </p>
      <div className={styles.csvPanelActions}>
        <Button
          type="button"
          variant="outline"
          onClick={() => void exportCsv()}
          disabled={exporting}
        >
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
        <label className={styles.csvPanelFile}>
          <span>CSV file to import</span>
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
        </label>
        <Button
          type="button"
          variant="dark"
          onClick={() => send(false)}
          disabled={!file || run.isPending}
        >
          {run.isPending && !run.variables?.apply ? 'Checking...' : 'Preview import'}
        </Button>
      </div>
      {(fileError || run.isError) && <FormError>{fileError || errorMessage(run.error)}</FormError>}
      {report && (
        <div className={styles.csvPanelReport} aria-live="polite">
          <p className={report.applied ? formMessageClass.success : undefined}>
            <strong>{report.applied ? 'Applied: ' : 'Preview: '}</strong>
            {summary(report)}
            {!report.applied &&
              report.counts.refused > 0 &&
              ' Fix the refused rows and preview again.'}
          </p>
          {report.rows.length > 0 && (
            <div className={styles.tableWrap}>
              <table className={`${styles.adminTable} ${styles.csvPanelTable}`}>
                <caption className={styles.csvPanelCaption}>Rows of the import</caption>
                <thead>
                  <tr>
                    <th scope="col">Line</th>
                    <th scope="col">SKU</th>
                    <th scope="col">Result</th>
                    <th scope="col">Details</th>
                  </tr>
                </thead>
                <tbody>
                  {report.rows.map((row) => (
                    <tr key={row.line} className={ROW_LOOK[row.action]}>
                      <td>{row.line}</td>
                      <td>{row.sku || '-'}</td>
                      <td>{ACTION_LABEL[row.action]}</td>
                      <td>
                        {row.action === 'updated' && `Changes: ${row.changes.join(', ')}`}
                        {row.problems.map((p) => (
                          <span key={p.column + p.message} className={styles.csvRowProblem}>
                            {p.column}: {p.message}
                          </span>
                        ))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {canApply && (
            <Button
              type="button"
              variant="primary"
              onClick={() => send(true)}
              disabled={run.isPending}
            >
              {run.isPending ? 'Applying...' : 'Apply import'}
            </Button>
          )}
        </div>
      )}
    </details>
  );
}
