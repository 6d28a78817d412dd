import { normalizeKenyanPhone } from '#shared/kenya.js';

// What staff type in an orders or quotes search box, turned into the terms the repositories match
// against a reference, a customer's name and a phone number.

export interface CustomerSearch {
  /** Lower-cased, for the customer's name. */
  text: string;
  /** Upper-cased, for the reference. */
  reference: string;
  /** The typed text as a full phone number, when it is one. */
  phone: string | null;
  /** Three or more digits, for part of a phone number. */
  digits: string | null;
}

/** LIKE wildcards typed by an admin are searched for as characters, not patterns. */
const likeSafe = (text: string) => text.replace(/[%_\\]/g, '');

export function customerSearch(typed: string | undefined): CustomerSearch | undefined {
  const q = typed?.trim() ?? '';
  if (!q) return undefined;
  const digits = q.replace(/[\s\-+()]/g, '');
  return {
    text: likeSafe(q.toLowerCase()),
    reference: likeSafe(q.toUpperCase()),
    phone: normalizeKenyanPhone(q),
    // Stored numbers drop the trunk 0 (0799... is 254799...), so a typed 0799 matches too.
    digits: /^\d{3,}$/.test(digits) ? digits.replace(/^0/, '') : null,
  };
}
