import type { ErrorMessages } from './en.errors.js';

// Refusals whose text carries values, written by their code (issue 41 item 5, decision 137's next
// step; docs/decisions/161-refusals-with-values.md). The server sends the values beside its
// message ({message, code, values: {county: 'Kitui'}}); a page fills the code's sentence, in its
// own language, from the same `withValues` texts the message shapes use, so no sentence is
// written twice and both languages have it (the catalogues share one type).

type Shape = keyof ErrorMessages['withValues'];

export interface ValuedSentence {
  /** The `withValues` sentence for these values (a count may pick its singular or plural). */
  shape: (values: Record<string, string>) => Shape;
  /** The values that fill its {placeholders}, in their order. */
  values: readonly string[];
}

/**
 * A code with one sentence, or one answered with several (why an item cannot be ordered): then
 * the server sends `why` beside the values, and it picks the sentence.
 */
export type ValuedRefusal = ValuedSentence | { why: Record<string, ValuedSentence> };

/** The sentence a refusal's values pick, or undefined (an unknown `why`). */
export function sentenceOf(
  refusal: ValuedRefusal,
  values: Record<string, string>,
): ValuedSentence | undefined {
  return 'why' in refusal ? refusal.why[values.why ?? ''] : refusal;
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
  ITEM_UNAVAILABLE: {
    why: {
      unpriced: {
        shape: one('{name} has no price yet. Please remove it and ask the shop for a quote.'),
        values: ['name'],
      },
      inactive: {
        shape: one('{name} is no longer sold. Please remove it from your cart.'),
        values: ['name'],
      },
      out: {
        shape: one('{name} is out of stock. Please remove it from your cart.'),
        values: ['name'],
      },
      discontinued: {
        shape: one('{name} is discontinued. Please remove it from your cart.'),
        values: ['name'],
      },
      gone: {
        shape: one(
          '{name} is no longer in our catalogue. Please remove it from your cart and send again.',
        ),
        values: ['name'],
      },
      'gone-unnamed': {
        shape: one(
          'An item in your cart is no longer in our catalogue. Please remove it from your cart and send again.',
        ),
        values: [],
      },
    },
  },
  NOT_ENOUGH_STOCK: {
    why: {
      cart: {
        shape: one('Only {n} of {name} left in stock. Please lower the quantity.'),
        values: ['left', 'name'],
      },
      confirm: {
        shape: one('Not enough {name} in stock to confirm: {left} left, this order needs {needs}.'),
        values: ['name', 'left', 'needs'],
      },
      adjust: {
        shape: one('Only {left} {unit} of {sku} on hand: that adjustment would go below zero.'),
        values: ['left', 'unit', 'sku'],
      },
    },
  },
  LOGIN_THROTTLED: {
    why: {
      failed: {
        shape: (v) =>
          v.minutes === '1'
            ? 'Too many failed logins. Please wait {n} minute and try again.'
            : 'Too many failed logins. Please wait {n} minutes and try again.',
        values: ['minutes'],
      },
      address: {
        shape: (v) =>
          v.minutes === '1'
            ? 'Too many logins from this address. Please wait {n} minute and try again.'
            : 'Too many logins from this address. Please wait {n} minutes and try again.',
        values: ['minutes'],
      },
    },
  },
  UNIT_NOT_SOLD: { shape: one('{name} is not sold by the {unit}.'), values: ['name', 'unit'] },
  ITEM_UNKNOWN: { shape: one('Line {n}: this product is no longer sold.'), values: ['line'] },
  QUOTE_EXPIRED: {
    shape: one("This quote expired on {date}. Please request it again for today's prices."),
    values: ['date'],
  },
  MPESA_REFUSED: { shape: one('{reason} Please try again later.'), values: ['reason'] },
  COUNTY_IN_OTHER_ZONE: {
    shape: one('{county} is already in the zone "{zone}". A county can be in one zone only.'),
    values: ['county', 'zone'],
  },
  ILLEGAL_STATUS_CHANGE: {
    shape: one('An order that is {from} cannot be marked {to}.'),
    values: ['from', 'to'],
  },
  QUOTE_UNPRICED: {
    shape: one('Please price every line before sending: "{text}" has no price.'),
    values: ['text'],
  },
  UNKNOWN_PRODUCT: {
    shape: one('Line {n} ("{text}") names a product that is no longer in the catalogue.'),
    values: ['line', 'text'],
  },
  STOCK_NOT_COUNTED: {
    shape: one('The stock of {sku} is not counted yet: count it first.'),
    values: ['sku'],
  },
  STOCK_UNIT_LOCKED: {
    shape: one(
      'Variant {sku} holds stock in {unit}: count it to 0 before changing its stock unit.',
    ),
    values: ['sku', 'unit'],
  },
  VARIANT_IN_USE: {
    shape: one('Variant {sku} is on an open order: set it inactive instead of removing it.'),
    values: ['sku'],
  },
  VARIANT_COMBINATION_TAKEN: {
    shape: one('Two variants have the same combination ({options}).'),
    values: ['options'],
  },
  CASH_SHORT: {
    shape: one('The cash given is less than the total of {total}.'),
    values: ['total'],
  },
  PAYMENT_SHORT: {
    shape: one('The M-Pesa payment is less than the total of {total}.'),
    values: ['total'],
  },
};

/** A refusal's text in the language of `texts` from its code and values, or null if it has none. */
export function valuedText(
  texts: ErrorMessages,
  code: string | undefined,
  values: Record<string, string> | undefined,
): string | null {
  const refusal = code && values ? REFUSAL_VALUES[code] : undefined;
  const sentence = refusal && values && sentenceOf(refusal, values);
  if (!sentence || !values || sentence.values.some((name) => values[name] === undefined))
    return null;
  const write = texts.withValues[sentence.shape(values)] as (...filled: string[]) => string;
  return write(...sentence.values.map((name) => values[name]!));
}
