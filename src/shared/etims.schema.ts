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

/** An item registered (or to be registered) with KRA, and its tax type. */
export const EtimsItem = z.object({
  itemCd: z.string(),
  name: z.string(),
  /** KRA's quantity unit code (U, KG, MTK, ...). */
  unit: z.string(),
  taxType: z.enum(['A', 'B', 'C', 'D', 'E']),
  /** False until KRA has it with its current tax type. */
  registered: z.boolean(),
});
export type EtimsItem = z.infer<typeof EtimsItem>;

export const EtimsItemList = z.object({ items: z.array(EtimsItem) });
export type EtimsItemList = z.infer<typeof EtimsItemList>;

export const TaxTypeInput = z.object({
  taxType: z.enum(['A', 'B', 'C', 'D', 'E'], { error: 'Choose a tax type A to E.' }),
});

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
