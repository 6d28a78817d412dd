import type { ErrorMessages } from './en.errors.js';

// Refusals whose text carries values, written by their code (issue 41 item 5, decision 137's next
// step; docs/decisions/161-refusals-with-values.md). The server sends the values beside its
// message ({message, code, values: {county: 'Kitui'}}); a page fills the code's sentence, in its
// own language, from the same `withValues` texts the message shapes use, so no sentence is
// written twice and both languages have it (the catalogues share one type).

type Shape = keyof ErrorMessages['withValues'];

export interface ValuedRefusal {
  /** The `withValues` sentence for these values (a count may pick its singular or plural). */
  shape: (values: Record<string, string>) => Shape;
  /** The values that fill its {placeholders}, in their order. */
  values: readonly string[];
}

const one = (shape: Shape) => () => shape;

export const REFUSAL_VALUES: Record<string, ValuedRefusal> = {
  RESEND_COOLDOWN: {
    shape: one('Please wait {n} seconds before asking for a new code.'),
    values: ['seconds'],
  },
  RESEND_LIMIT: {
    shape: one(
      'No more codes can be sent to this e-mail for now. Please try again in {n} minutes.',
    ),
    values: ['minutes'],
  },
  CODE_WRONG: {
    shape: (v) =>
      v.left === '1'
        ? 'The code is not correct. {n} try left.'
        : 'The code is not correct. {n} tries left.',
    values: ['left'],
  },
  PASSWORD_TOO_LONG: { shape: one('Password must be at most {n} characters.'), values: ['max'] },
  NO_DELIVERY_ZONE: {
    shape: one(
      'We do not deliver to {county} yet. Please choose pickup, or call the shop to arrange delivery.',
    ),
    values: ['county'],
  },
  LINE_TOO_LONG: {
    shape: one(
      'Line {n} has {length} characters; a line can have at most {max}. Please shorten it.',
    ),
    values: ['line', 'length', 'max'],
  },
  QUOTE_TOO_LARGE: {
    shape: one("A quote's total can be at most {max}; this one comes to {total}. Please split it."),
    values: ['max', 'total'],
  },
  MPESA_AMOUNT_OVER_LIMIT: {
    shape: one(
      'M-Pesa takes at most {max} in one payment, and this order owes {owed}. Please pay it at the shop or by bank transfer.',
    ),
    values: ['max', 'owed'],
  },
  TOO_MANY_LINES: {
    shape: one(
      'A list can hold at most {n} lines; yours has {count}. Please split it into two quotes.',
    ),
    values: ['max', 'count'],
  },
};

/** A refusal's text in the language of `texts` from its code and values, or null if it has none. */
export function valuedText(
  texts: ErrorMessages,
  code: string | undefined,
  values: Record<string, string> | undefined,
): string | null {
  const refusal = code && values ? REFUSAL_VALUES[code] : undefined;
  if (!refusal || !values || refusal.values.some((name) => values[name] === undefined)) return null;
  const write = texts.withValues[refusal.shape(values)] as (...filled: string[]) => string;
  return write(...refusal.values.map((name) => values[name]!));
}
