import type { Mail, MailRecipe } from './mail-delivery.js';

// Every kind of durable job, with what its row in the `jobs` table carries
// (docs/decisions/136-typed-jobs.md). A payload is stored JSON that outlives the code that wrote
// it (a job queued before a restart runs after it, maybe on the next version), so its shape is
// written down here, beside the jobs table, as the tables' shapes are in db/database.ts: the
// queue's `enqueue(db, kind, payload)` takes only the payload of its kind, and a handler receives
// it typed. Who runs each kind is the handler map in src/server/jobs.ts (mail runs in its own lane,
// plugins/mail.ts); a kind added here without a handler fails the typecheck there.

/** What the jobs table keeps of a mail: the mail itself, or its recipe (never a made code). */
export type MailJob = { mail: Mail } | MailRecipe;

/** A Daraja STK callback as read (payments/daraja.callbacks.ts `readStkCallback`). */
export interface StkCallbackJob {
  checkoutRequestId: string;
  resultCode: number;
  resultDesc: string;
  /** Whole shillings, or null when the callback carries no readable amount. */
  amount: number | null;
  /** The amount as it came, for staff when it could not be read (absent in older jobs). */
  amountText?: string;
  receipt: string | null;
  phone: string | null;
  /** Our payment's id, from the callback address of prompts that carry it (decision 115). */
  paymentId?: string;
}

/** Job kind -> payload. */
export interface JobPayloads {
  /** A mail waiting to be sent, in the mail queue's own lane (plugins/mail.ts). */
  mail: MailJob;
  /** Ask Daraja what became of a prompt whose callback has not come (payments, decision 093). */
  'stk-reconcile': { paymentId: string };
  /** A prompt's callback, settled just after Daraja was answered (payments, decision 093). */
  'stk-callback': StkCallbackJob;
  /** Money that paid what its order owed: the order moves to Paid (decision 093). */
  'order-paid': { paymentId: string };
  /** A paid order's KRA invoice: made once, then signed in invoice order (decision 156). */
  'etims-sale': { orderId: string; by: string };
  /** An eTIMS document made elsewhere (a credit note), to be signed (decision 156). */
  'etims-send': { documentId: string };
  /** A return's KRA credit note: made once its sale is invoiced, then signed (decision 174). */
  'etims-return': { returnId: string };
}

export type JobKind = keyof JobPayloads;

/** Kinds whose owner claims and finishes them itself (JobQueue.lane), so no handler runs them. */
export type LaneKind = 'mail';
