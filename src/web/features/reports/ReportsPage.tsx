import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { addDays, shopDay } from '#shared/quote-limits.js';
import { REPORTS, REPORT_TITLES, STOCK_REPORTS, type ReportName } from '#shared/report.schema.js';
import { formatNumber } from '#shared/shop-format.js';
import { BarChart } from '../../components/ui/BarChart';
import { Button } from '../../components/ui/Button';
import { SelectField, TextField } from '../../components/ui/Field';
import { LoadError } from '../../components/ui/LoadError';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { useCan } from '../../lib/capabilities';
import { downloadReportCsv, useMyTakings, useReport, type ReportParams } from './api';
import { ReportTable } from './ReportTable';
import { StatementPanel } from './StatementPanel';
import styles from './reports.module.css';

// /admin/reports (DESIGN decision 52): pick a report and its days; its chart (our own SVG) and its
// table side by side on a wide screen, one above the other on a phone; the CSV has the same
// numbers (decision 53). The choice lives in the address, so a report can be bookmarked.

const OVER_TIME: readonly ReportName[] = ['takings', 'sales', 'quotes'];
const COUNTED: readonly ReportName[] = ['quotes', 'low-stock', 'slow-movers'];

const STATEMENT = 'mpesa-statement';

function paramsOf(
  search: URLSearchParams,
  allowed: readonly ReportName[] = REPORTS,
): ReportParams & { report: ReportName } {
  const today = shopDay(new Date());
  const report = (allowed as readonly string[]).includes(search.get('report') ?? '')
    ? (search.get('report') as ReportName)
    : (allowed[0] ?? 'takings');
  const group = search.get('group');
  const days = Number(search.get('days'));
  return {
    report,
    to: search.get('to') || today,
    from: search.get('from') || addDays(search.get('to') || today, -29),
    group: group === 'week' || group === 'month' ? group : 'day',
    days: [30, 60, 90].includes(days) ? days : 30,
  };
}

/** The picker's link to `name`, keeping the chosen days. */
function linkTo(search: URLSearchParams, name: string) {
  return `?${new URLSearchParams({ ...Object.fromEntries(search), report: name }).toString()}`;
}

export default function ReportsPage() {
  const [search] = useSearchParams();
  const { can, loaded } = useCan();
  // Decision 52: owners see every report, storekeepers the stock ones, cashiers their own
  // takings of today; the server answers 403 to anything else regardless.
  const allowed = REPORTS.filter((r) =>
    can(STOCK_REPORTS.includes(r) ? 'reports.stock' : 'reports.all'),
  );
  const statement = search.get('report') === STATEMENT && can('reports.all');
  if (!loaded) return <p className="muted">Loading...</p>;
  if (allowed.length === 0) return <MyTakings />;
  const picked = paramsOf(search, allowed).report;
  return (
    <div className={styles.reports}>
      <h1>Reports</h1>
      <nav aria-label="Reports" className={styles.reportsPicker}>
        {allowed.map((name) => (
          <Link
            key={name}
            to={linkTo(search, name)}
            className={!statement && name === picked ? styles.reportsPicked : undefined}
            aria-current={!statement && name === picked ? 'page' : undefined}
          >
            {REPORT_TITLES[name]}
          </Link>
        ))}
        {can('reports.all') && (
          <Link
            to={linkTo(search, STATEMENT)}
            className={statement ? styles.reportsPicked : undefined}
            aria-current={statement ? 'page' : undefined}
          >
            M-Pesa statement
          </Link>
        )}
      </nav>
      {statement ? <StatementPanel /> : <Report allowed={allowed} />}
    </div>
  );
}

/** A cashier's own takings of today, by payment method (decision 52). */
function MyTakings() {
  const answer = useMyTakings();
  return (
    <div className={styles.reports}>
      <h1>My takings today</h1>
      {answer.isPending ? (
        <p className="muted">Loading the report...</p>
      ) : answer.isError ? (
        <LoadError
          what="your takings"
          error={answer.error}
          onRetry={() => answer.refetch()}
          retrying={answer.isFetching}
        />
      ) : (
        <section className={styles.reportsBody} aria-label={answer.data.title}>
          <ReportTable answer={answer.data} />
        </section>
      )}
    </div>
  );
}

function Report({ allowed }: { allowed: readonly ReportName[] }) {
  const [search, setSearch] = useSearchParams();
  const { report, ...params } = paramsOf(search, allowed);
  const answer = useReport(report, params);
  const [saving, setSaving] = useState(false);
  const set = (changes: Record<string, string>) =>
    setSearch((old) => {
      const next = new URLSearchParams(old);
      for (const [k, v] of Object.entries(changes)) next.set(k, v);
      return next;
    });
  const money = !COUNTED.includes(report);
  // Stock value is today's on hand x cost: a range would promise what it does not read.
  const dated = report !== 'stock-value';
  const format = (v: number) => (money ? `KSh ${formatNumber(v)}` : formatNumber(v, 3));

  async function saveCsv() {
    setSaving(true);
    try {
      await downloadReportCsv(report, params);
    } catch (err) {
      toast.error(errorMessage(err, 'The CSV could not be made.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <form className={styles.reportsRange} onSubmit={(e) => e.preventDefault()}>
        {dated && (
          <TextField
            id="report-from"
            label="From"
            type="date"
            value={params.from}
            max={params.to}
            onChange={(e) => e.target.value && set({ from: e.target.value })}
          />
        )}
        {dated && (
          <TextField
            id="report-to"
            label="To"
            type="date"
            value={params.to}
            min={params.from}
            onChange={(e) => e.target.value && set({ to: e.target.value })}
          />
        )}
        {report === 'sales' && (
          <SelectField
            id="report-group"
            label="Per"
            value={params.group}
            onChange={(e) => set({ group: e.target.value })}
          >
            <option value="day">Day</option>
            <option value="week">Week (from Monday)</option>
            <option value="month">Month</option>
          </SelectField>
        )}
        {report === 'slow-movers' && (
          <SelectField
            id="report-days"
            label="No sale in"
            value={String(params.days)}
            onChange={(e) => set({ days: e.target.value })}
          >
            <option value="30">30 days</option>
            <option value="60">60 days</option>
            <option value="90">90 days</option>
          </SelectField>
        )}
        <Button type="button" variant="outline" onClick={() => void saveCsv()} disabled={saving}>
          {saving ? 'Preparing CSV...' : 'Download CSV'}
        </Button>
      </form>
      {answer.isPending ? (
        <p className="muted">Loading the report...</p>
      ) : answer.isError ? (
        <LoadError
          what="the report"
          error={answer.error}
          onRetry={() => answer.refetch()}
          retrying={answer.isFetching}
        />
      ) : (
        <section
          // Bars over a month need the width; ranked bars sit beside their table.
          className={`${styles.reportsBody} ${OVER_TIME.includes(report) ? styles.reportsBodyStacked : ''}`}
          aria-label={answer.data.title}
        >
          <h2 className={styles.reportsTitle}>
            {answer.data.title}
            <span className="muted">
              {' '}
              {dated ? `${answer.data.from} to ${answer.data.to}` : 'on hand now'}
            </span>
          </h2>
          <div className={styles.reportsChart}>
            <BarChart
              title={answer.data.chart.label}
              points={answer.data.chart.points}
              trend={OVER_TIME.includes(report)}
              format={format}
            />
          </div>
          <ReportTable answer={answer.data} />
        </section>
      )}
    </>
  );
}
