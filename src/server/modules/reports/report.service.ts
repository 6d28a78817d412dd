import type { Kysely } from 'kysely';
import { shopDay } from '#shared/quote-limits.js';
import { REPORT_TITLES, type ReportAnswer, type ReportName } from '#shared/report.schema.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { quotesReport, takingsReport } from './money-reports.js';
import { rangeOf } from './report-range.js';
import {
  byCategoryReport,
  byProductReport,
  salesReport,
  topCustomersReport,
} from './sales-reports.js';
import { lowStockReport, slowMoversReport, stockValueReport } from './stock-reports.js';

// One entry for every report: the range from the query, the report's table and chart.

export interface ReportDeps {
  db: Kysely<Database>;
  clock: Clock;
}

export interface ReportOptions {
  from?: string | undefined;
  to?: string | undefined;
  group: 'day' | 'week' | 'month';
  days: number;
  /** Takings of this staff member's payments only (a cashier's own). */
  onlyBy?: string | null;
}

export async function runReport(
  deps: ReportDeps,
  report: ReportName,
  options: ReportOptions,
): Promise<ReportAnswer> {
  const now = deps.clock.now();
  const range = rangeOf(options, now);
  const { db } = deps;
  const body = await (() => {
    switch (report) {
      case 'takings':
        return takingsReport(db, range, options.onlyBy ?? null);
      case 'sales':
        return salesReport(db, range, options.group);
      case 'by-product':
        return byProductReport(db, range);
      case 'by-category':
        return byCategoryReport(db, range);
      case 'top-customers':
        return topCustomersReport(db, range);
      case 'stock-value':
        return stockValueReport(db);
      case 'low-stock':
        return lowStockReport(db, range);
      case 'slow-movers':
        return slowMoversReport(db, range, options.days);
      case 'quotes':
        return quotesReport(db, range, shopDay(now));
    }
  })();
  return { report, title: REPORT_TITLES[report], from: range.from, to: range.to, ...body };
}
