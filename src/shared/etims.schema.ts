import { z } from 'zod';

// What staff see of KRA eTIMS at /admin/etims (DESIGN decision 60,
// docs/decisions/156-etims-exactly-once.md).

export const EtimsDocumentRow = z.object({
  id: z.string(),
  kind: z.enum(['sale', 'credit']),
  invoiceNo: z.number().int(),
  reference: z.string(),
  status: z.enum(['pending', 'signed', 'refused']),
  total: z.number(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextTryAt: z.string().nullable(),
  createdAt: z.string(),
  signedAt: z.string().nullable(),
  receiptNo: z.number().int().nullable(),
});
export type EtimsDocumentRow = z.infer<typeof EtimsDocumentRow>;

export const EtimsOverview = z.object({
  env: z.enum(['off', 'simulator', 'sandbox', 'production']),
  pin: z.string(),
  branch: z.string(),
  /** Pending and refused documents. */
  unsigned: z.number().int(),
  refused: z.number().int(),
  oldest: z.string().nullable(),
  documents: z.array(EtimsDocumentRow),
});
export type EtimsOverview = z.infer<typeof EtimsOverview>;
