import { describe, expect, it } from 'vitest';
import { ORDER_TEXTS } from '../order-limits.js';
import { QUOTE, QUOTE_TEXTS } from '../quote-limits.js';
import { enErrors } from './en.errors.js';
import { defaultText, REFUSAL_VALUES, valuedText } from './refusal-values.js';
import { swErrors } from './sw.errors.js';

// Refusals whose text carries values are written from their code and values in the page's
// language (decision 161): the English is exactly what the server writes with the same values.
describe('refusals written from their values', () => {
  it('write the English the server writes', () => {
    const cases: [string, Record<string, string>, string | null][] = [
      [
        'RESEND_COOLDOWN',
        { seconds: '42' },
        'Please wait 42 seconds before asking for a new code.',
      ],
      [
        'RESEND_LIMIT',
        { minutes: '15' },
        'No more codes can be sent to this e-mail for now. Please try again in 15 minutes.',
      ],
      ['CODE_WRONG', { left: '1' }, 'The code is not correct. 1 try left.'],
      ['CODE_WRONG', { left: '3' }, 'The code is not correct. 3 tries left.'],
      ['PASSWORD_TOO_LONG', { max: '128' }, 'Password must be at most 128 characters.'],
      ['NO_DELIVERY_ZONE', { county: 'Kitui' }, ORDER_TEXTS.noDeliveryZone('Kitui')],
      [
        'LINE_TOO_LONG',
        { line: '3', length: '1,204', max: '500' },
        QUOTE_TEXTS.lineTooLong(3, 1204),
      ],
      [
        'QUOTE_TOO_LARGE',
        { max: 'KSh 10,000,000', total: 'KSh 12,500,000' },
        "A quote's total can be at most KSh 10,000,000; this one comes to KSh 12,500,000. Please split it.",
      ],
      [
        'MPESA_AMOUNT_OVER_LIMIT',
        { max: 'KSh 150,000', owed: 'KSh 424,667' },
        'M-Pesa takes at most KSh 150,000 in one payment, and this order owes KSh 424,667. Please pay it at the shop or by bank transfer.',
      ],
      [
        'TOO_MANY_LINES',
        { max: String(QUOTE.linesMax), count: '250' },
        QUOTE_TEXTS.tooManyLines(250),
      ],
      [
        'ITEM_UNAVAILABLE',
        { why: 'unpriced', name: 'Cement' },
        'Cement has no price yet. Please remove it and ask the shop for a quote.',
      ],
      [
        'ITEM_UNAVAILABLE',
        { why: 'inactive', name: 'Nails (2 in)' },
        'Nails (2 in) is no longer sold. Please remove it from your cart.',
      ],
      [
        'ITEM_UNAVAILABLE',
        { why: 'out', name: 'Cement' },
        'Cement is out of stock. Please remove it from your cart.',
      ],
      [
        'ITEM_UNAVAILABLE',
        { why: 'discontinued', name: 'Cement' },
        'Cement is discontinued. Please remove it from your cart.',
      ],
      [
        'ITEM_UNAVAILABLE',
        { why: 'gone', name: '"Cement"' },
        '"Cement" is no longer in our catalogue. Please remove it from your cart and send again.',
      ],
      [
        'ITEM_UNAVAILABLE',
        { why: 'gone-unnamed', name: 'An item in your cart' },
        'An item in your cart is no longer in our catalogue. Please remove it from your cart and send again.',
      ],
      [
        'NOT_ENOUGH_STOCK',
        { why: 'cart', left: '3', name: 'Cement' },
        'Only 3 of Cement left in stock. Please lower the quantity.',
      ],
      [
        'NOT_ENOUGH_STOCK',
        { why: 'confirm', name: 'Rebar (Y12)', left: '100', needs: '234' },
        'Not enough Rebar (Y12) in stock to confirm: 100 left, this order needs 234.',
      ],
      [
        'NOT_ENOUGH_STOCK',
        { why: 'adjust', left: '2', unit: 'bag', sku: 'CEM-50' },
        'Only 2 bag of CEM-50 on hand: that adjustment would go below zero.',
      ],
      [
        'LOGIN_THROTTLED',
        { why: 'failed', minutes: '1' },
        'Too many failed logins. Please wait 1 minute and try again.',
      ],
      [
        'LOGIN_THROTTLED',
        { why: 'address', minutes: '15' },
        'Too many logins from this address. Please wait 15 minutes and try again.',
      ],
      ['UNIT_NOT_SOLD', { name: 'Cement', unit: 'tonne' }, 'Cement is not sold by the tonne.'],
      ['ITEM_UNKNOWN', { line: '2' }, 'Line 2: this product is no longer sold.'],
      [
        'QUOTE_EXPIRED',
        { date: '1 Mar 2026' },
        "This quote expired on 1 Mar 2026. Please request it again for today's prices.",
      ],
      [
        'MPESA_REFUSED',
        { reason: 'The initiator is not allowed.' },
        'The initiator is not allowed. Please try again later.',
      ],
      [
        'COUNTY_IN_OTHER_ZONE',
        { county: 'Kitui', zone: 'Far' },
        'Kitui is already in the zone "Far". A county can be in one zone only.',
      ],
      [
        'ILLEGAL_STATUS_CHANGE',
        { from: 'Delivered', to: 'New' },
        'An order that is Delivered cannot be marked New.',
      ],
      [
        'QUOTE_UNPRICED',
        { text: '10 bags cement' },
        'Please price every line before sending: "10 bags cement" has no price.',
      ],
      [
        'UNKNOWN_PRODUCT',
        { line: '2', text: 'paint' },
        'Line 2 ("paint") names a product that is no longer in the catalogue.',
      ],
      [
        'STOCK_NOT_COUNTED',
        { sku: 'CEM-50' },
        'The stock of CEM-50 is not counted yet: count it first.',
      ],
      [
        'STOCK_UNIT_LOCKED',
        { sku: 'CEM-50', unit: 'bag' },
        'Variant CEM-50 holds stock in bag: count it to 0 before changing its stock unit.',
      ],
      [
        'VARIANT_IN_USE',
        { sku: 'Y12' },
        'Variant Y12 is on an open order: set it inactive instead of removing it.',
      ],
      [
        'VARIANT_COMBINATION_TAKEN',
        { options: '12 mm / 6 m' },
        'Two variants have the same combination (12 mm / 6 m).',
      ],
      ['CASH_SHORT', { total: 'KSh 1,250' }, 'The cash given is less than the total of KSh 1,250.'],
      [
        'PAYMENT_SHORT',
        { total: 'KSh 1,250' },
        'The M-Pesa payment is less than the total of KSh 1,250.',
      ],
      // Decision 181: the codes that were found by their sentence.
      ['NOT_FOUND', { why: 'product' }, 'Product not found.'],
      ['NOT_FOUND', { why: 'trade-account' }, 'This customer has no trade account.'],
      ['FORBIDDEN', { why: 'contact' }, 'Send the message from the contact page.'],
      [
        'BAD_REQUEST',
        { why: 'content-length' },
        'The Content-Length header does not match the body.',
      ],
      ['VALIDATION_ERROR', { why: 'images', n: '8' }, 'At most 8 images per product.'],
      [
        'VALIDATION_ERROR',
        { why: 'quantity', n: '3' },
        'Line 3: each quantity must be a number like 2 or 2.5.',
      ],
      [
        'RATE_LIMITED',
        { why: 'requests', time: '10 minutes' },
        'Too many requests. Please wait 10 minutes and try again.',
      ],
      ['INVALID_JSON', { why: 'empty' }, 'The request body is empty.'],
      ['INVALID_QUERY', { why: 'later' }, null],
      [
        'UNSUPPORTED_MEDIA_TYPE',
        { why: 'csv' },
        'Send the CSV file as multipart/form-data in "file".',
      ],
      ['BAD_CALLBACK', { why: 'paybill' }, 'Not a paybill confirmation.'],
      ['TOO_MANY_IMAGES', { why: 'gallery', max: '10' }, 'A post can have at most 10 images.'],
      [
        'FILE_TOO_LARGE',
        { why: 'file', name: 'slab.png', max: '4MB' },
        '"slab.png" is too large! (max 4MB)',
      ],
      ['FIELD_TOO_LARGE', { field: 'name' }, 'The field "name" is too long.'],
      [
        'IMAGE_TOO_MANY_PIXELS',
        { name: 'big.png' },
        '"big.png" has too many pixels (max 40 megapixels).',
      ],
      [
        'INVALID_IMAGE',
        { name: 'x.jpg' },
        '"x.jpg" could not be read as an image; the file may be damaged.',
      ],
      [
        'UNSUPPORTED_IMAGE',
        { name: 'x.pdf' },
        '"x.pdf" is not an image we can use. Please upload a JPEG, PNG, WebP, GIF or AVIF file.',
      ],
      ['SKU_TAKEN', { why: 'other-product', sku: 'CEM-50' }, 'Another product has the SKU CEM-50.'],
      ['SKU_TAKEN', { why: 'twice', sku: 'cem-50' }, 'Two variants have the SKU cem-50.'],
      ['VARIANT_UNKNOWN', { why: 'line', name: 'Cement' }, 'Cement has no such size or kind.'],
      [
        'VARIANT_UNKNOWN',
        { why: 'product', id: 'v1' },
        'Variant v1 is not a variant of this product.',
      ],
      [
        'CSV_COLUMNS',
        { why: 'twice', column: 'price' },
        'The column "price" appears twice on line 1.',
      ],
      [
        'CSV_INVALID',
        { why: 'cells', line: '7' },
        'Line 7 has more cells than the header has columns. Check for a stray comma or quote.',
      ],
      [
        'CSV_INVALID',
        { why: 'statement', reason: 'Invalid Closing Quote' },
        'The statement could not be read as CSV: Invalid Closing Quote',
      ],
      [
        'STATEMENT_COLUMNS',
        { why: 'column', column: 'Paid In' },
        "The statement has no 'Paid In' column.",
      ],
      ['CSV_TOO_LARGE', { max: '2' }, 'The file is larger than 2 MB. Split it into smaller files.'],
      [
        'CSV_TOO_MANY_ROWS',
        { count: '5001', max: '5000' },
        'The file has 5001 products; at most 5000 can be imported at once. Split it into smaller files.',
      ],
      [
        'CSV_UNKNOWN_COLUMN',
        { column: 'colour', columns: 'sku, name' },
        'Unknown column "colour" on line 1. The columns are: sku, name.',
      ],
    ];
    for (const [code, values, english] of cases)
      expect(valuedText(enErrors, code, values), code).toBe(english);
    expect(new Set(cases.map(([code]) => code))).toEqual(new Set(Object.keys(REFUSAL_VALUES)));
  });

  it('write the Swahili from the same values, and nothing without them', () => {
    expect(valuedText(swErrors, 'NO_DELIVERY_ZONE', { county: 'Kitui' })).toBe(
      'Bado hatuleti mizigo Kitui. Tafadhali chagua kuchukua dukani, au piga simu dukani tupange usafirishaji.',
    );
    expect(valuedText(swErrors, 'CODE_WRONG', { left: '1' })).toBe(
      'Msimbo si sahihi. Umebakiwa na jaribio 1.',
    );
    expect(
      valuedText(swErrors, 'NOT_ENOUGH_STOCK', { why: 'cart', left: '3', name: 'Saruji' }),
    ).toBe('Saruji: zimebaki 3 tu stoo. Tafadhali punguza idadi.');
    expect(valuedText(swErrors, 'LOGIN_THROTTLED', { why: 'failed', minutes: '15' })).toBe(
      'Majaribio mengi mno ya kuingia yameshindwa. Tafadhali subiri dakika 15 kisha ujaribu tena.',
    );
    // A `why` this release does not know, or none, writes nothing: the message's shape is tried.
    expect(
      valuedText(swErrors, 'NOT_ENOUGH_STOCK', { why: 'later', left: '3', name: 'x' }),
    ).toBeNull();
    expect(valuedText(swErrors, 'NOT_ENOUGH_STOCK', { left: '3', name: 'x' })).toBeNull();
    expect(valuedText(swErrors, 'CODE_WRONG', {})).toBeNull();
    expect(valuedText(swErrors, 'CODE_WRONG', undefined)).toBeNull();
    expect(valuedText(swErrors, 'ORDER_PAID', { n: '1' })).toBeNull();
  });

  it('write the code’s default sentence where no why picks one (decision 181)', () => {
    expect(valuedText(swErrors, 'SKU_TAKEN', { why: 'other-product', sku: 'CEM-50' })).toBe(
      'Bidhaa nyingine ina SKU CEM-50.',
    );
    expect(defaultText(swErrors, 'NOT_FOUND')).toBe('Haikupatikana.');
    expect(defaultText(enErrors, 'FORBIDDEN')).toBe('You do not have permission to do that.');
    expect(defaultText(swErrors, 'VALIDATION_ERROR')).toBe(
      'Tafadhali angalia fomu: kuna kitu ndani yake ambacho si sahihi.',
    );
    expect(defaultText(swErrors, 'SKU_TAKEN')).toBeNull();
    expect(defaultText(swErrors, undefined)).toBeNull();
  });
});
