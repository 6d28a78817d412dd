import type { Lang } from '../languages.js';
import { writeRefusal } from './write-refusal.js';

// The messages of refused input in English, as the form rules (src/shared) and the server write
// them, each mapped to itself: the keys sw.errors.ts translates. A chunk of its own, loaded only
// where a Swahili page shows a refused input (src/web/lib/i18n/error-text.ts), so no page carries
// it up front (docs/decisions/105-swahili-messages.md).

export const enErrors = {
  /** The language of these texts (a quantity's rule is written in it, decision 181's addendum). */
  lang: 'en' as Lang,
  /**
   * Writes a server's refusal in these texts (write-refusal.ts); it lives in this chunk, loaded
   * only where a page shows a refusal in Swahili, so the tables it reads stay out of every page.
   */
  write: writeRefusal,
  /**
   * Each refused-input message as the form rules (src/shared) and the server write it, keyed by
   * its English text; a Swahili page shows the value (src/web/lib/i18n/error-text.ts).
   */
  fixed: {
    // A saved list's name (issue 45, decision 55).
    'Please give the list a name.': 'Please give the list a name.',
    "A list's name must be at most 60 characters.": "A list's name must be at most 60 characters.",
    // A trade account statement's dates (issue 45).
    'Dates must be written as YYYY-MM-DD.': 'Dates must be written as YYYY-MM-DD.',
    'That date does not exist.': 'That date does not exist.',
    'The start date must not be after the end date.':
      'The start date must not be after the end date.',
    // The shop could not be reached or failed (api-client.ts, the error handler, the catalogue).
    'Could not reach the shop. Check your connection and try again.':
      'Could not reach the shop. Check your connection and try again.',
    'Something went wrong. Please try again.': 'Something went wrong. Please try again.',
    'Something went wrong on our side. Please try again.':
      'Something went wrong on our side. Please try again.',
    'Please log in to continue.': 'Please log in to continue.',
    'You do not have permission to do that.': 'You do not have permission to do that.',
    'Not found.': 'Not found.',
    'The request body is too large.': 'The request body is too large.',
    // Default sentences of codes with several (decision 181) and the form rules' own.
    'The request could not be read.': 'The request could not be read.',
    'Please check the form: something in it is not valid.':
      'Please check the form: something in it is not valid.',
    'This search could not be read. Please change it and try again.':
      'This search could not be read. Please change it and try again.',
    // Accounts: the registration, login and code forms and their server answers.
    'Invalid email format.': 'Invalid email format.',
    "Name may use letters, digits, spaces and . _ ' - only, and must start with a letter or digit.":
      "Name may use letters, digits, spaces and . _ ' - only, and must start with a letter or digit.",
    'User already exists.': 'User already exists.',
    'Could not check this e-mail just now. Please try again in a moment.':
      'Could not check this e-mail just now. Please try again in a moment.',
    'Password must be 12+ chars, with upper, lower, number, and special char.':
      'Password must be 12+ chars, with upper, lower, number, and special char.',
    'Passwords do not match.': 'Passwords do not match.',
    'Code must be exactly 6 digits.': 'Code must be exactly 6 digits.',
    'Email is required.': 'Email is required.',
    'Password is required.': 'Password is required.',
    'Login successful!': 'Login successful!',
    'Invalid email or password.': 'Invalid email or password.',
    'Please verify your e-mail before logging in. Register again with the same e-mail to get a new code, or use Forgot password.':
      'Please verify your e-mail before logging in. Register again with the same e-mail to get a new code, or use Forgot password.',
    'Account created. We are sending a verification code to your e-mail.':
      'Account created. We are sending a verification code to your e-mail.',
    'Verification code sent. Check your e-mail.': 'Verification code sent. Check your e-mail.',
    'Email verified successfully! You can now log in.':
      'Email verified successfully! You can now log in.',
    'If an account exists for this e-mail, a reset code is on its way.':
      'If an account exists for this e-mail, a reset code is on its way.',
    'Your password has been changed. You can now log in.':
      'Your password has been changed. You can now log in.',
    'No registration was found for this e-mail. Please register first.':
      'No registration was found for this e-mail. Please register first.',
    'This e-mail is already verified. Please log in.':
      'This e-mail is already verified. Please log in.',
    'There is no valid code for this e-mail. Please request a new code.':
      'There is no valid code for this e-mail. Please request a new code.',
    'The code has expired. Please request a new code.':
      'The code has expired. Please request a new code.',
    'Too many wrong codes. Please request a new code.':
      'Too many wrong codes. Please request a new code.',
    // Reviews, the contact form, blog comments.
    'Rating must be a whole number of stars.': 'Rating must be a whole number of stars.',
    'Choose a rating from 1 to 5 stars.': 'Choose a rating from 1 to 5 stars.',
    'Please enter your full name.': 'Please enter your full name.',
    'Please enter your email address.': 'Please enter your email address.',
    'Please enter a valid email address.': 'Please enter a valid email address.',
    'Please enter a message.': 'Please enter a message.',
    'Write a comment first.': 'Write a comment first.',
    'Blog not found': 'Blog not found',
    'Comment not found': 'Comment not found',
    // The cart's order and paying with M-Pesa.
    'Please enter your name and phone number before placing your order.':
      'Please enter your name and phone number before placing your order.',
    'Please enter a Kenyan mobile number, e.g. 0712 345 678.':
      'Please enter a Kenyan mobile number, e.g. 0712 345 678.',
    'Each quantity must be a whole number of 1 or more.':
      'Each quantity must be a whole number of 1 or more.',
    'Your cart is empty.': 'Your cart is empty.',
    'Please choose your county for delivery.': 'Please choose your county for delivery.',
    'A KRA PIN is a letter, 9 digits and a letter, e.g. P051234567Q.':
      'A KRA PIN is a letter, 9 digits and a letter, e.g. P051234567Q.',
    'Please enter an area or landmark for delivery.':
      'Please enter an area or landmark for delivery.',
    'Please choose delivery or pickup.': 'Please choose delivery or pickup.',
    'Order not found.': 'Order not found.',
    'An item in your cart is no longer in our catalogue. Please remove it from your cart and send again.':
      'An item in your cart is no longer in our catalogue. Please remove it from your cart and send again.',
    'Please enter a Kenyan M-Pesa number, e.g. 0712 345 678.':
      'Please enter a Kenyan M-Pesa number, e.g. 0712 345 678.',
    'Paying with M-Pesa from this page is not available.':
      'Paying with M-Pesa from this page is not available.',
    'This order was cancelled, so it cannot be paid.':
      'This order was cancelled, so it cannot be paid.',
    'This order is already paid.': 'This order is already paid.',
    'M-Pesa does not accept that phone number. Please check it.':
      'M-Pesa does not accept that phone number. Please check it.',
    'M-Pesa is not answering just now. Please try again in a minute.':
      'M-Pesa is not answering just now. Please try again in a minute.',
    'A payment prompt was already sent for this order. Please answer it on your phone, or wait for it to end before trying again.':
      'A payment prompt was already sent for this order. Please answer it on your phone, or wait for it to end before trying again.',
    // Get a Quote and accepting a quote.
    'Please paste your list first: one item a line.':
      'Please paste your list first: one item a line.',
    'Each line needs its text.': 'Each line needs its text.',
    'Please enter your name and phone number.': 'Please enter your name and phone number.',
    'Please choose a county from the list.': 'Please choose a county from the list.',
    'Quote not found.': 'Quote not found.',
    'This quote was already accepted.': 'This quote was already accepted.',
    'The shop has not priced this quote yet. You can accept it once it is sent to you.':
      'The shop has not priced this quote yet. You can accept it once it is sent to you.',
    'Someone else changed this quote a moment ago. Reload it to see it.':
      'Someone else changed this quote a moment ago. Reload it to see it.',
    'This request key was already used for another quote request. Please reload the page and try again.':
      'This request key was already used for another quote request. Please reload the page and try again.',
  },
  /**
   * Messages with values, keyed by their English shape: each {name} stands for a value, handed
   * to the function in the order they appear ('{time}' is e.g. '15 minutes').
   */
  withValues: {
    'The request failed ({status}).': (status: string) => `The request failed (${status}).`,
    'Too many requests. Please wait {time} and try again.': (time: string) =>
      `Too many requests. Please wait ${time} and try again.`,
    'Too many failed logins. Please wait {time} and try again.': (time: string) =>
      `Too many failed logins. Please wait ${time} and try again.`,
    'Too many logins from this address. Please wait {time} and try again.': (time: string) =>
      `Too many logins from this address. Please wait ${time} and try again.`,
    'Please wait {n} seconds before asking for a new code.': (n: string) =>
      `Please wait ${n} seconds before asking for a new code.`,
    'No more codes can be sent to this e-mail for now. Please try again in {n} minutes.': (
      n: string,
    ) => `No more codes can be sent to this e-mail for now. Please try again in ${n} minutes.`,
    'The code is not correct. {n} try left.': (n: string) =>
      `The code is not correct. ${n} try left.`,
    'The code is not correct. {n} tries left.': (n: string) =>
      `The code is not correct. ${n} tries left.`,
    'Name must be at least {n} characters.': (n: string) =>
      `Name must be at least ${n} characters.`,
    'Name must be at most {n} characters.': (n: string) => `Name must be at most ${n} characters.`,
    'Password must be at most {n} characters.': (n: string) =>
      `Password must be at most ${n} characters.`,
    'Email must be at most {n} characters.': (n: string) =>
      `Email must be at most ${n} characters.`,
    'Message must be at least {n} characters.': (n: string) =>
      `Message must be at least ${n} characters.`,
    'Message must be at most {n} characters.': (n: string) =>
      `Message must be at most ${n} characters.`,
    'A comment can be at most {n} characters.': (n: string) =>
      `A comment can be at most ${n} characters.`,
    'Each quantity must be at most {n}.': (n: string) => `Each quantity must be at most ${n}.`,
    'An order can hold at most {n} different items.': (n: string) =>
      `An order can hold at most ${n} different items.`,
    'Area or landmark must be at most {n} characters.': (n: string) =>
      `Area or landmark must be at most ${n} characters.`,
    'Note must be at most {n} characters.': (n: string) => `Note must be at most ${n} characters.`,
    'We do not deliver to {county} yet. Please choose pickup, or call the shop to arrange delivery.':
      (county: string) =>
        `We do not deliver to ${county} yet. Please choose pickup, or call the shop to arrange delivery.`,
    'Only {n} of {name} left in stock. Please lower the quantity.': (n: string, name: string) =>
      `Only ${n} of ${name} left in stock. Please lower the quantity.`,
    '{name} is no longer in our catalogue. Please remove it from your cart and send again.': (
      name: string,
    ) => `${name} is no longer in our catalogue. Please remove it from your cart and send again.`,
    '{name} has no price yet. Please remove it and ask the shop for a quote.': (name: string) =>
      `${name} has no price yet. Please remove it and ask the shop for a quote.`,
    '{name} is discontinued. Please remove it from your cart.': (name: string) =>
      `${name} is discontinued. Please remove it from your cart.`,
    '{name} is out of stock. Please remove it from your cart.': (name: string) =>
      `${name} is out of stock. Please remove it from your cart.`,
    'A line can be at most {n} characters.': (n: string) =>
      `A line can be at most ${n} characters.`,
    'A quote can hold at most {n} lines.': (n: string) => `A quote can hold at most ${n} lines.`,
    'A list can hold at most {n} lines; yours has {count}. Please split it into two quotes.': (
      n: string,
      count: string,
    ) => `A list can hold at most ${n} lines; yours has ${count}. Please split it into two quotes.`,
    'Line {n} has {length} characters; a line can have at most {max}. Please shorten it.': (
      n: string,
      length: string,
      max: string,
    ) => `Line ${n} has ${length} characters; a line can have at most ${max}. Please shorten it.`,
    "A quote's total can be at most {max}; this one comes to {total}. Please split it.": (
      max: string,
      total: string,
    ) => `A quote's total can be at most ${max}; this one comes to ${total}. Please split it.`,
    'M-Pesa takes at most {max} in one payment, and this order owes {owed}. Please pay it at the shop or by bank transfer.':
      (max: string, owed: string) =>
        `M-Pesa takes at most ${max} in one payment, and this order owes ${owed}. Please pay it at the shop or by bank transfer.`,
    'Line {n} ("{text}") names a product that is no longer in the catalogue.': (
      n: string,
      text: string,
    ) => `Line ${n} ("${text}") names a product that is no longer in the catalogue.`,
    // Refusals written from their code and values (refusal-values.ts), several by `why`.
    '{name} is no longer sold. Please remove it from your cart.': (name: string) =>
      `${name} is no longer sold. Please remove it from your cart.`,
    'An item in your cart is no longer in our catalogue. Please remove it from your cart and send again.':
      () =>
        'An item in your cart is no longer in our catalogue. Please remove it from your cart and send again.',
    'Not enough {name} in stock to confirm: {left} left, this order needs {needs}.': (
      name: string,
      left: string,
      needs: string,
    ) => `Not enough ${name} in stock to confirm: ${left} left, this order needs ${needs}.`,
    'Only {left} {unit} of {sku} on hand: that adjustment would go below zero.': (
      left: string,
      unit: string,
      sku: string,
    ) => `Only ${left} ${unit} of ${sku} on hand: that adjustment would go below zero.`,
    'Too many failed logins. Please wait {n} minute and try again.': (n: string) =>
      `Too many failed logins. Please wait ${n} minute and try again.`,
    'Too many failed logins. Please wait {n} minutes and try again.': (n: string) =>
      `Too many failed logins. Please wait ${n} minutes and try again.`,
    'Too many logins from this address. Please wait {n} minute and try again.': (n: string) =>
      `Too many logins from this address. Please wait ${n} minute and try again.`,
    'Too many logins from this address. Please wait {n} minutes and try again.': (n: string) =>
      `Too many logins from this address. Please wait ${n} minutes and try again.`,
    '{name} is not sold by the {unit}.': (name: string, unit: string) =>
      `${name} is not sold by the ${unit}.`,
    'Line {n}: this product is no longer sold.': (n: string) =>
      `Line ${n}: this product is no longer sold.`,
    "This quote expired on {date}. Please request it again for today's prices.": (date: string) =>
      `This quote expired on ${date}. Please request it again for today's prices.`,
    '{reason} Please try again later.': (reason: string) => `${reason} Please try again later.`,
    '{county} is already in the zone "{zone}". A county can be in one zone only.': (
      county: string,
      zone: string,
    ) => `${county} is already in the zone "${zone}". A county can be in one zone only.`,
    'An order that is {from} cannot be marked {to}.': (from: string, to: string) =>
      `An order that is ${from} cannot be marked ${to}.`,
    'Please price every line before sending: "{text}" has no price.': (text: string) =>
      `Please price every line before sending: "${text}" has no price.`,
    'The stock of {sku} is not counted yet: count it first.': (sku: string) =>
      `The stock of ${sku} is not counted yet: count it first.`,
    'Variant {sku} holds stock in {unit}: count it to 0 before changing its stock unit.': (
      sku: string,
      unit: string,
    ) => `Variant ${sku} holds stock in ${unit}: count it to 0 before changing its stock unit.`,
    'Variant {sku} is on an open order: set it inactive instead of removing it.': (sku: string) =>
      `Variant ${sku} is on an open order: set it inactive instead of removing it.`,
    'Two variants have the same combination ({options}).': (options: string) =>
      `Two variants have the same combination (${options}).`,
    'The cash given is less than the total of {total}.': (total: string) =>
      `The cash given is less than the total of ${total}.`,
    'The M-Pesa payment is less than the total of {total}.': (total: string) =>
      `The M-Pesa payment is less than the total of ${total}.`,
    // Refusals of decision 181, written from their code (and `why`) in refusal-values.ts.
    'Nothing to change.': () => 'Nothing to change.',
    'Idempotency-Key must be 8-100 plain characters.': () =>
      'Idempotency-Key must be 8-100 plain characters.',
    'This customer has no trade account.': () => 'This customer has no trade account.',
    'Product not found.': () => 'Product not found.',
    'Review not found.': () => 'Review not found.',
    'Image not found.': () => 'Image not found.',
    'Delivery zone not found.': () => 'Delivery zone not found.',
    'Customer not found.': () => 'Customer not found.',
    'Message not found.': () => 'Message not found.',
    'Service not found.': () => 'Service not found.',
    'Variant not found.': () => 'Variant not found.',
    'Send the message from the contact page.': () => 'Send the message from the contact page.',
    'The Content-Length header does not match the body.': () =>
      'The Content-Length header does not match the body.',
    'Too many checks of this e-mail. Please try again in a few minutes.': () =>
      'Too many checks of this e-mail. Please try again in a few minutes.',
    'Too many payment prompts for this order. Please wait a few minutes and try again.': () =>
      'Too many payment prompts for this order. Please wait a few minutes and try again.',
    'The request body is not valid JSON.': () => 'The request body is not valid JSON.',
    'The request body is empty.': () => 'The request body is empty.',
    'This content type is not accepted here.': () => 'This content type is not accepted here.',
    'The request must be multipart/form-data.': () => 'The request must be multipart/form-data.',
    'Send the CSV file as multipart/form-data in "file".': () =>
      'Send the CSV file as multipart/form-data in "file".',
    'Send the statement as multipart/form-data in "file".': () =>
      'Send the statement as multipart/form-data in "file".',
    'Not a callback of M-Pesa Express.': () => 'Not a callback of M-Pesa Express.',
    'Not a paybill confirmation.': () => 'Not a paybill confirmation.',
    'Send one cover image only.': () => 'Send one cover image only.',
    'A post can have at most {max} images.': (max: string) =>
      `A post can have at most ${max} images.`,
    '"{name}" is too large! (max {max})': (name: string, max: string) =>
      `"${name}" is too large! (max ${max})`,
    'A file is too large.': () => 'A file is too large.',
    'The field "{field}" is too long.': (field: string) => `The field "${field}" is too long.`,
    '"{name}" has too many pixels (max 40 megapixels).': (name: string) =>
      `"${name}" has too many pixels (max 40 megapixels).`,
    '"{name}" could not be read as an image; the file may be damaged.': (name: string) =>
      `"${name}" could not be read as an image; the file may be damaged.`,
    '"{name}" is not an image we can use. Please upload a JPEG, PNG, WebP, GIF or AVIF file.': (
      name: string,
    ) => `"${name}" is not an image we can use. Please upload a JPEG, PNG, WebP, GIF or AVIF file.`,
    'A product with this SKU already exists.': () => 'A product with this SKU already exists.',
    'Two variants have the SKU {sku}.': (sku: string) => `Two variants have the SKU ${sku}.`,
    'Another product has the SKU {sku}.': (sku: string) => `Another product has the SKU ${sku}.`,
    'A variant with this SKU or combination already exists.': () =>
      'A variant with this SKU or combination already exists.',
    '{name} has no such size or kind.': (name: string) => `${name} has no such size or kind.`,
    'Variant {id} is not a variant of this product.': (id: string) =>
      `Variant ${id} is not a variant of this product.`,
    'The column "{column}" appears twice on line 1.': (column: string) =>
      `The column "${column}" appears twice on line 1.`,
    'The file needs a "sku" column on line 1.': () => 'The file needs a "sku" column on line 1.',
    'The file could not be read as CSV: {reason}': (reason: string) =>
      `The file could not be read as CSV: ${reason}`,
    'Line {n} has more cells than the header has columns. Check for a stray comma or quote.': (
      n: string,
    ) => `Line ${n} has more cells than the header has columns. Check for a stray comma or quote.`,
    'The statement could not be read as CSV: {reason}': (reason: string) =>
      `The statement could not be read as CSV: ${reason}`,
    "This is not an M-Pesa statement: no 'Receipt No.' column was found.": () =>
      "This is not an M-Pesa statement: no 'Receipt No.' column was found.",
    "The statement has no '{column}' column.": (column: string) =>
      `The statement has no '${column}' column.`,
    'The file is larger than {max} MB. Split it into smaller files.': (max: string) =>
      `The file is larger than ${max} MB. Split it into smaller files.`,
    'The file has {count} products; at most {max} can be imported at once. Split it into smaller files.':
      (count: string, max: string) =>
        `The file has ${count} products; at most ${max} can be imported at once. Split it into smaller files.`,
    'Unknown column "{column}" on line 1. The columns are: {columns}.': (
      column: string,
      columns: string,
    ) => `Unknown column "${column}" on line 1. The columns are: ${columns}.`,
    'At most {n} images per product.': (n: string) => `At most ${n} images per product.`,
    'Unexpected file field "{field}"; send images as "images".': (field: string) =>
      `Unexpected file field "${field}"; send images as "images".`,
    'Line {n}: each quantity must be a number like 2 or 2.5.': (n: string) =>
      `Line ${n}: each quantity must be a number like 2 or 2.5.`,
  },
  /**
   * The server's refusals whose text is fixed, by their `code` (the server's English, exactly): a
   * page shows the text of the code it was answered, not of the sentence that came with it
   * (docs/decisions/137-refusals-by-code.md). Codes whose text carries values are shown by their
   * message's shape above; refusal-codes.test.ts fails on a code the server answers with neither.
   */
  byCode: {
    ALREADY_VERIFIED: 'This e-mail is already verified. Please log in.',
    BAD_MULTIPART: 'The upload was not a complete multipart form.',
    BAD_PHONE: 'M-Pesa does not accept that phone number. Please check it.',
    BLOG_NOT_FOUND: 'Blog not found',
    CAPABILITY_MISSING: 'Your staff role does not allow that.',
    CLIENT_ABORTED: 'The request was not received in full.',
    CODE_EXPIRED: 'The code has expired. Please request a new code.',
    CODE_LOCKED: 'Too many wrong codes. Please request a new code.',
    CODE_MISSING: 'There is no valid code for this e-mail. Please request a new code.',
    COMMENT_NOT_FOUND: 'Comment not found',
    CSV_EMPTY: 'The file is empty.',
    CSV_MISSING: 'Choose a CSV file to import.',
    CSV_NOT_UTF8: 'The file is not UTF-8 text. In Excel choose "Save As" and "CSV UTF-8".',
    EMPTY_LIST: 'Please paste your list first: one item a line.',
    ETIMS_ALREADY_SIGNED: 'This document is signed already.',
    ETIMS_CREDIT_LINE: 'That line is not on the invoice.',
    ETIMS_CREDIT_OVER_ORIGINAL: 'A credit note can credit at most what was invoiced.',
    ETIMS_NO_INVOICE: 'This order has no KRA invoice to credit.',
    IDEMPOTENCY_KEY_REUSED:
      'This request key was already used for another quote request. Please reload the page and try again.',
    INTERNAL_ERROR: 'Something went wrong on our side. Please try again.',
    INVALID_CHARACTER: 'The request contains a character that is not allowed (NUL).',
    INVALID_CREDENTIALS: 'Invalid email or password.',
    JOB_NOT_FOUND: 'No failed job with this id.',
    LAST_OWNER: 'This is the last owner: make someone else an owner first.',
    METRICS_TOKEN_REQUIRED: 'A metrics token is required.',
    MISSING_HOST: 'The request has no Host header.',
    MPESA_OFF: 'Paying with M-Pesa from this page is not available.',
    MPESA_UNREACHABLE: 'M-Pesa is not answering just now. Please try again in a minute.',
    NO_REGISTRATION: 'No registration was found for this e-mail. Please register first.',
    ORDER_CHANGED: 'Someone else changed this order a moment ago. Reload it to see its status.',
    ORDER_NOT_FOUND: 'Order not found.',
    NO_TRADE_ACCOUNT: 'You have no trade account with the shop.',
    ACCOUNT_EXISTS: 'This customer already has a trade account.',
    ACCOUNT_ON_HOLD:
      'Your trade account is on hold because a charge is overdue. Please pay your balance, or choose another way to pay.',
    STATEMENT_LINK_INVALID: 'This statement link has expired or is not valid. Ask for a new one.',
    ACCOUNT_ORDER_NOT_AWAITING: 'This order is not waiting for approval.',
    TOO_MANY_SITES: 'You can save at most 30 sites. Remove one first.',
    SITE_NOT_FOUND: 'Site not found.',
    TOO_MANY_LISTS: 'You can save at most 30 lists. Remove one first.',
    LIST_TOO_LONG: 'A list holds at most 50 lines.',
    LIST_EMPTY: 'There is nothing in it to save as a list.',
    LIST_NOT_FOUND: 'List not found.',
    LIST_NAME_TAKEN: 'You already have a list with this name.',
    PAY_MORE_THAN_OWED:
      'That is more than you owe on your account. Please pay at most your balance.',
    PAYMENT_ON_ACCOUNT:
      'This payment is already entered on a trade account; attaching it to an order would count it twice.',
    ORDER_NOT_PAYABLE: 'This order was cancelled, so it cannot be paid.',
    ORDER_PAID: 'This order is already paid.',
    OWN_ROLES: 'Nobody changes their own roles: ask another owner.',
    PAYMENT_ATTACHED: 'This payment already belongs to an order.',
    COUNTER_PROMPT_PENDING:
      'An M-Pesa prompt is still out for this sale. Wait for the buyer to answer it or for it to end.',
    COUNTER_SALE_NOT_WAITING: 'This sale is not waiting for payment.',
    PAYMENT_NOT_FOUND: 'Payment not found.',
    PAYMENT_PENDING:
      'A payment prompt was already sent for this order. Please answer it on your phone, or wait for it to end before trying again.',
    PAYMENT_UNREADABLE:
      "This payment's amount could not be read. Check it on the M-Pesa statement and record it as a payment by hand.",
    QUOTE_ACCEPTED: 'This quote was already accepted.',
    QUOTE_CHANGED: 'Someone else changed this quote a moment ago. Reload it to see it.',
    QUOTE_NOT_FOUND: 'Quote not found.',
    QUOTE_NOT_SENT:
      'The shop has not priced this quote yet. You can accept it once it is sent to you.',
    QUOTE_SENT:
      "A sent quote's lines and prices are fixed; only 'Valid until' and the note can change. Start a new quote to change prices.",
    PAYLOAD_TOO_LARGE: 'The request body is too large.',
    REASON_REQUIRED: 'Please give a reason for this change.',
    STAFF_NOT_FOUND: 'No such staff member.',
    TOO_MANY_FIELDS: 'The form has too many fields.',
    TOO_MANY_PARTS: 'The form has too many files or fields.',
    TOO_MANY_FILES: 'The form has too many files.',
    UNAUTHORIZED: 'Please log in to continue.',
    USER_EXISTS: 'User already exists.',
    VARIANT_PICTURE_UNKNOWN: "A variant's picture must be one of this product's pictures.",
    REPORT_DATES: 'Please give real dates (YYYY-MM-DD).',
    REFUND_NOT_ON_ACCOUNT: 'Only an order on a trade account can be refunded to the account.',
    REFUND_REFERENCE_REQUIRED: 'Enter the M-Pesa transaction of the money sent back.',
    RETURN_EMPTY: 'Choose at least one line and how much of it comes back.',
    RETURN_LINE_UNKNOWN: 'That line is not on this order.',
    RETURN_NOT_DELIVERED: 'Only a delivered or collected order can take goods back.',
    RETURN_NOT_WHOLE: 'That item is sold whole: return whole units.',
    RETURN_QUANTITY: 'Write the quantity as a number with at most 3 decimals.',
    RETURN_TOO_MUCH: 'That is more than is left to return on this line.',
    REPORT_RANGE_BACKWARDS: 'The first day comes after the last.',
    REPORT_RANGE_TOO_LONG: 'A report covers at most 1000 days.',
    STATEMENT_EMPTY: 'The statement has no completed money in to match.',
  },
};

/** The shape both languages' refused-input texts share. */
export type ErrorMessages = typeof enErrors;
