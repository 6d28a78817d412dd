import { formatMoney } from '#shared/pricing.js';
import { QUOTE, addDays, shopDay } from '#shared/quote-limits.js';
import type { AdminQuote, QuotePatch } from '#shared/quote.schema.js';
import { formatDate } from '../../../lib/format';

// A quote as the staff form edits it (text fields), and back to the patch the API takes.

export interface DraftLine {
  text: string;
  productId: string | null;
  name: string | null;
  /** The variant and sell unit the line keeps (decision 45); absent on a line staff add. */
  variantId?: string | null;
  /** The variant's title as the line keeps it ('Y12'), shown under the name. */
  variantTitle?: string | null;
  unit?: string | null;
  /** The exact quantity as typed ('2.5'). */
  quantity: string;
  unitPrice: string;
}

export interface Draft {
  lines: DraftLine[];
  deliveryFee: string;
  validUntil: string;
  note: string;
}

/** The quote as the form shows it: today's final price where no price is set yet. */
export function draftOf(quote: AdminQuote): Draft {
  return {
    lines: quote.lines.map((l) => ({
      text: l.text,
      productId: l.productId,
      name: l.name,
      variantId: l.variantId,
      variantTitle: l.variantTitle,
      unit: l.unit,
      quantity: l.exactQuantity,
      unitPrice: String(l.unitPrice ?? l.currentPrice ?? ''),
    })),
    deliveryFee: String(quote.deliveryFee ?? 0),
    validUntil: quote.validUntil ?? addDays(shopDay(new Date()), QUOTE.validDays),
    note: quote.note ?? '',
  };
}

export const whole = (text: string): number => (text.trim() === '' ? NaN : Number(text));

export function patchOf(draft: Draft, fixed: boolean): QuotePatch {
  const common = { validUntil: draft.validUntil, note: draft.note.trim() || null };
  if (fixed) return common;
  return {
    ...common,
    deliveryFee: whole(draft.deliveryFee) || 0,
    lines: draft.lines.map((l) => ({
      text: l.text,
      productId: l.productId,
      variantId: l.variantId ?? null,
      unit: l.unit ?? null,
      // Whole for the pages before decimals; the exact quantity is what counts.
      quantity: Math.max(1, Math.ceil(whole(l.quantity.replace(',', '.')))),
      exactQuantity: l.quantity.trim(),
      unitPrice: l.unitPrice.trim() === '' ? null : whole(l.unitPrice),
    })),
  };
}

export function quoteMessage(quote: AdminQuote, shopName: string): string {
  return [
    `Hello ${quote.customerName}, your quote ${quote.reference} from ${shopName} is ready.`,
    `Total: ${formatMoney(quote.total ?? 0)}${quote.validUntil ? `, valid until ${formatDate(`${quote.validUntil}T00:00:00Z`)}` : ''}.`,
    `See it and accept it here: ${quote.quoteUrl}`,
  ].join('\n');
}
