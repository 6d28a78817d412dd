import type { ErrorMessages } from './en.errors.js';

// Refusals whose text carries values, written by their code (issue 41 item 5, decision 137's next
// step; docs/decisions/161-refusals-with-values.md). The server sends the values beside its
// message ({message, code, values: {county: 'Kitui'}}); a page fills the code's sentence, in its
// own language, from the same `withValues` texts the message shapes use, so no sentence is
// written twice and both languages have it (the catalogues share one type).

type Shape = keyof ErrorMessages['withValues'];
type Fixed = keyof ErrorMessages['fixed'];

export interface ValuedSentence {
  /** The `withValues` sentence for these values (a count may pick its singular or plural). */
  shape: (values: Record<string, string>) => Shape;
  /** The values that fill its {placeholders}, in their order. */
  values: readonly string[];
}

/** A code answered with several sentences: the server sends `why`, and it picks the sentence. */
export interface ByWhy {
  why: Record<string, ValuedSentence>;
  /**
   * The class's own sentence ('Not found.'), for a place that sends no `why` (decision 181): shown
   * when the message is no known text either, so a Swahili page never shows the English.
   */
  otherwise?: Fixed;
  /**
   * The code's message is a form rule's own message (the shared schemas'), a key of the
   * catalogues the page's own form check shows by (VALIDATION_ERROR, decision 181).
   */
  rules?: true;
}

/**
 * A code with one sentence, or one answered with several (why an item cannot be ordered): then
 * the server sends `why` beside the values, and it picks the sentence.
 */
export type ValuedRefusal = ValuedSentence | ByWhy;

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
  // Decision 181: the last codes found by their sentence, each now written from its code.
  NOT_FOUND: {
    why: {
      product: { shape: one('Product not found.'), values: [] },
      review: { shape: one('Review not found.'), values: [] },
      image: { shape: one('Image not found.'), values: [] },
      zone: { shape: one('Delivery zone not found.'), values: [] },
      customer: { shape: one('Customer not found.'), values: [] },
      message: { shape: one('Message not found.'), values: [] },
      service: { shape: one('Service not found.'), values: [] },
      variant: { shape: one('Variant not found.'), values: [] },
      'trade-account': { shape: one('This customer has no trade account.'), values: [] },
    },
    otherwise: 'Not found.',
  },
  FORBIDDEN: {
    why: { contact: { shape: one('Send the message from the contact page.'), values: [] } },
    otherwise: 'You do not have permission to do that.',
  },
  BAD_REQUEST: {
    why: {
      'content-length': {
        shape: one('The Content-Length header does not match the body.'),
        values: [],
      },
    },
    otherwise: 'The request could not be read.',
  },
  VALIDATION_ERROR: {
    why: {
      field: {
        shape: one('Unexpected file field "{field}"; send images as "images".'),
        values: ['field'],
      },
      images: { shape: one('At most {n} images per product.'), values: ['n'] },
      quantity: {
        shape: one('Line {n}: each quantity must be a number like 2 or 2.5.'),
        values: ['n'],
      },
      nothing: { shape: one('Nothing to change.'), values: [] },
      'idempotency-key': {
        shape: one('Idempotency-Key must be 8-100 plain characters.'),
        values: [],
      },
    },
    otherwise: 'Please check the form: something in it is not valid.',
    rules: true,
  },
  INVALID_QUERY: {
    why: {},
    otherwise: 'This search could not be read. Please change it and try again.',
    rules: true,
  },
  RATE_LIMITED: {
    why: {
      requests: {
        shape: one('Too many requests. Please wait {time} and try again.'),
        values: ['time'],
      },
      'email-checks': {
        shape: one('Too many checks of this e-mail. Please try again in a few minutes.'),
        values: [],
      },
      prompts: {
        shape: one(
          'Too many payment prompts for this order. Please wait a few minutes and try again.',
        ),
        values: [],
      },
    },
  },
  INVALID_JSON: {
    why: {
      broken: { shape: one('The request body is not valid JSON.'), values: [] },
      empty: { shape: one('The request body is empty.'), values: [] },
    },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    why: {
      type: { shape: one('This content type is not accepted here.'), values: [] },
      multipart: { shape: one('The request must be multipart/form-data.'), values: [] },
      csv: { shape: one('Send the CSV file as multipart/form-data in "file".'), values: [] },
      statement: { shape: one('Send the statement as multipart/form-data in "file".'), values: [] },
    },
  },
  BAD_CALLBACK: {
    why: {
      express: { shape: one('Not a callback of M-Pesa Express.'), values: [] },
      paybill: { shape: one('Not a paybill confirmation.'), values: [] },
    },
  },
  TOO_MANY_IMAGES: {
    why: {
      cover: { shape: one('Send one cover image only.'), values: [] },
      gallery: { shape: one('A post can have at most {max} images.'), values: ['max'] },
    },
  },
  FILE_TOO_LARGE: {
    why: {
      file: { shape: one('"{name}" is too large! (max {max})'), values: ['name', 'max'] },
      unnamed: { shape: one('A file is too large.'), values: [] },
    },
  },
  FIELD_TOO_LARGE: { shape: one('The field "{field}" is too long.'), values: ['field'] },
  IMAGE_TOO_MANY_PIXELS: {
    shape: one('"{name}" has too many pixels (max 40 megapixels).'),
    values: ['name'],
  },
  INVALID_IMAGE: {
    shape: one('"{name}" could not be read as an image; the file may be damaged.'),
    values: ['name'],
  },
  UNSUPPORTED_IMAGE: {
    shape: one(
      '"{name}" is not an image we can use. Please upload a JPEG, PNG, WebP, GIF or AVIF file.',
    ),
    values: ['name'],
  },
  SKU_TAKEN: {
    why: {
      product: { shape: one('A product with this SKU already exists.'), values: [] },
      twice: { shape: one('Two variants have the SKU {sku}.'), values: ['sku'] },
      'other-product': { shape: one('Another product has the SKU {sku}.'), values: ['sku'] },
      variant: {
        shape: one('A variant with this SKU or combination already exists.'),
        values: [],
      },
    },
  },
  VARIANT_UNKNOWN: {
    why: {
      line: { shape: one('{name} has no such size or kind.'), values: ['name'] },
      product: { shape: one('Variant {id} is not a variant of this product.'), values: ['id'] },
    },
  },
  CSV_COLUMNS: {
    why: {
      twice: { shape: one('The column "{column}" appears twice on line 1.'), values: ['column'] },
      sku: { shape: one('The file needs a "sku" column on line 1.'), values: [] },
    },
  },
  CSV_INVALID: {
    why: {
      unreadable: { shape: one('The file could not be read as CSV: {reason}'), values: ['reason'] },
      cells: {
        shape: one(
          'Line {n} has more cells than the header has columns. Check for a stray comma or quote.',
        ),
        values: ['line'],
      },
      statement: {
        shape: one('The statement could not be read as CSV: {reason}'),
        values: ['reason'],
      },
    },
  },
  STATEMENT_COLUMNS: {
    why: {
      receipt: {
        shape: one("This is not an M-Pesa statement: no 'Receipt No.' column was found."),
        values: [],
      },
      column: { shape: one("The statement has no '{column}' column."), values: ['column'] },
    },
  },
  CSV_TOO_LARGE: {
    shape: one('The file is larger than {max} MB. Split it into smaller files.'),
    values: ['max'],
  },
  CSV_TOO_MANY_ROWS: {
    shape: one(
      'The file has {count} products; at most {max} can be imported at once. Split it into smaller files.',
    ),
    values: ['count', 'max'],
  },
  CSV_UNKNOWN_COLUMN: {
    shape: one('Unknown column "{column}" on line 1. The columns are: {columns}.'),
    values: ['column', 'columns'],
  },
};

/** The sentence a code says when no `why` picks one (its class's default), or null. */
export function defaultText(texts: ErrorMessages, code: string | undefined): string | null {
  const refusal = code ? REFUSAL_VALUES[code] : undefined;
  return refusal && 'otherwise' in refusal && refusal.otherwise
    ? texts.fixed[refusal.otherwise]
    : null;
}

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
