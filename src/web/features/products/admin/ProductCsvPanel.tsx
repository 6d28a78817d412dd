import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { PRODUCT_CSV_LIMITS, type ImportReport } from '../../../../shared/product-csv.schema';
import { errorMessage } from '../../../lib/api-client';
import { downloadProductsCsv, useProductImport } from '../api';

const ACTION_LABEL = {
  created: 'New',
  updated: 'Updated',
  unchanged: 'Unchanged',
  refused: 'Refused',
} as const;

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
    <details className="csv-panel card">
      <summary>Import or export a spreadsheet (CSV)</summary>
      <p className="muted">
        Export every product, change prices, stock or any other column in Excel or Google Sheets,
        save it as <strong>CSV UTF-8</strong>, then preview and apply it here. Rows are matched by
        SKU; a new SKU adds a product. Images are not in the file and stay as they are. At most{' '}
        {PRODUCT_CSV_LIMITS.maxRows.toLocaleString('en-KE')} rows and 2 MB per file.
      </p>
      <div className="csv-panel__actions">
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => void exportCsv()}
          disabled={exporting}
        >
          {exporting ? 'Exporting...' : 'Export CSV'}
        </button>
        <label className="csv-panel__file">
          <span>CSV file to import</span>
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
        </label>
        <button
          type="button"
          className="btn btn-dark"
          onClick={() => send(false)}
          disabled={!file || run.isPending}
        >
          {run.isPending && !run.variables?.apply ? 'Checking...' : 'Preview import'}
        </button>
      </div>
      {(fileError || run.isError) && (
        <p className="form-error" role="alert">
          {fileError || errorMessage(run.error)}
        </p>
      )}
      {report && (
        <div className="csv-panel__report" aria-live="polite">
          <p className={report.applied ? 'form-success' : undefined}>
            <strong>{report.applied ? 'Applied: ' : 'Preview: '}</strong>
            {summary(report)}
            {!report.applied &&
              report.counts.refused > 0 &&
              ' Fix the refused rows and preview again.'}
          </p>
          {report.rows.length > 0 && (
            <div className="table-wrap">
              <table className="admin-table csv-panel__table">
                <caption className="csv-panel__caption">Rows of the import</caption>
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
                    <tr key={row.line} className={`csv-row csv-row--${row.action}`}>
                      <td>{row.line}</td>
                      <td>{row.sku || '-'}</td>
                      <td>{ACTION_LABEL[row.action]}</td>
                      <td>
                        {row.action === 'updated' && `Changes: ${row.changes.join(', ')}`}
                        {row.problems.map((p) => (
                          <span key={p.column + p.message} className="csv-row__problem">
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
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => send(true)}
              disabled={run.isPending}
            >
              {run.isPending ? 'Applying...' : 'Apply import'}
            </button>
          )}
        </div>
      )}
    </details>
  );
}
