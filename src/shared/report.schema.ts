import { z } from './zod.js';

// The owner's numbers (DESIGN decisions 51-53): every report answers the same shape, a table
// (columns, rows, totals) and the points of its chart, so the page, the chart and the CSV are
// drawn from one answer and never disagree. Money is whole shillings, quantities plain decimals.

export const REPORTS = [
  'takings',
  'sales',
  'by-product',
  'by-category',
  'stock-value',
  'low-stock',
  'slow-movers',
  'quotes',
  'top-customers',
] as const;
export type ReportName = (typeof REPORTS)[number];

export const REPORT_TITLES: Record<ReportName, string> = {
  takings: 'Takings',
  sales: 'Sales',
  'by-product': 'By product',
  'by-category': 'By category',
  'stock-value': 'Stock value',
  'low-stock': 'Low stock',
  'slow-movers': 'Slow movers',
  quotes: 'Quotes',
  'top-customers': 'Top customers',
};

/** The reports a storekeeper sees (capability 'reports.stock'); the others need 'reports.all'. */
export const STOCK_REPORTS: readonly ReportName[] = ['stock-value', 'low-stock', 'slow-movers'];

/** The longest range a report covers, in days. */
export const REPORT_MAX_DAYS = 1_000;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD.');

export const ReportQuery = z.object({
  from: day.optional(),
  to: day.optional(),
  group: z.enum(['day', 'week', 'month']).default('day'),
  /** Slow movers: no sale in this many days. */
  days: z.coerce
    .number()
    .int()
    .refine((n) => [30, 60, 90].includes(n), 'Choose 30, 60 or 90 days.')
    .default(30),
});
export type ReportQuery = z.input<typeof ReportQuery>;

export const ReportColumn = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'date', 'money', 'number', 'percent']),
});
export type ReportColumn = z.infer<typeof ReportColumn>;

const Cell = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof Cell>;

export const ReportAnswer = z.object({
  report: z.enum(REPORTS),
  title: z.string(),
  from: z.string(),
  to: z.string(),
  columns: z.array(ReportColumn),
  rows: z.array(z.array(Cell)),
  /** The totals row (same columns), or null when adding up means nothing. */
  totals: z.array(Cell).nullable(),
  /** Bars of the chart: a label and a value each, in the order drawn. */
  chart: z.object({
    label: z.string(),
    points: z.array(z.object({ label: z.string(), value: z.number() })),
  }),
});
export type ReportAnswer = z.infer<typeof ReportAnswer>;
