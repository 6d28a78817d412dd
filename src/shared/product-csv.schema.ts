import { z } from './zod.js';

// The catalogue as a spreadsheet: what the import preview and apply calls answer, and the limits
// the SPA states before a file is sent.

export const PRODUCT_CSV_LIMITS = {
  /** 2 MB: several thousand products with long descriptions. */
  maxBytes: 2 * 1024 * 1024,
  maxRows: 5000,
} as const;

export const ImportRow = z.object({
  /** The line of the file where the row starts (the header is line 1). */
  line: z.number().int(),
  sku: z.string(),
  action: z.enum(['created', 'updated', 'unchanged', 'refused']),
  /** For an update: the columns whose value changes. */
  changes: z.array(z.string()),
  /** For a refused row: what is wrong, by column. */
  problems: z.array(z.object({ column: z.string(), message: z.string() })),
});
export type ImportRow = z.infer<typeof ImportRow>;

export const ImportReport = z.object({
  applied: z.boolean(),
  counts: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    refused: z.number().int(),
  }),
  /** Every created, updated or refused row, in file order; unchanged rows are only counted. */
  rows: z.array(ImportRow),
});
export type ImportReport = z.infer<typeof ImportReport>;
