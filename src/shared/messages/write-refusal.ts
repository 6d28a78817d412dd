import { quantityRefusalText } from '../units.js';
import type { ErrorMessages } from './en.errors.js';
import { defaultText, valuedText } from './refusal-values.js';

// How a refused input is written in a catalogue's language (src/web/lib/i18n/error-text.ts explains
// the order: by code, by the values sent beside it, by its English text or shape, else the code's
// default). It travels inside the error catalogues' chunk (their `write`), with the refusals'
// values table and the unit table, so the script every page loads carries none of them.

type ErrorTexts = ErrorMessages;

type Shape = { pattern: RegExp; write: (...values: string[]) => string };

const shapesOf = new WeakMap<ErrorTexts, Shape[]>();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The messages with values as patterns: each '{name}' in a key matches any text. */
function shapes(texts: ErrorTexts): Shape[] {
  let known = shapesOf.get(texts);
  if (!known) {
    known = Object.entries(texts.withValues).map(([shape, write]) => ({
      pattern: new RegExp(
        `^${shape
          .split(/\{\w+\}/)
          .map(escapeRegExp)
          .join('(.+?)')}$`,
        's',
      ),
      write: write as (...values: string[]) => string,
    }));
    shapesOf.set(texts, known);
  }
  return known;
}

/**
 * A refusal as the server answers it ({message, code, values?}; an ApiError is one), or a bare
 * message.
 */
export type Refusal = string | { message: string; code?: string; values?: Record<string, string> };

/** A message in the language of `texts`, or the message itself when it is not known. */
export function writeRefusal(texts: ErrorTexts, refusal: Refusal): string {
  const { message, code, values } =
    typeof refusal === 'string' ? { message: refusal, values: undefined } : refusal;
  if (code && Object.hasOwn(texts.byCode, code))
    return texts.byCode[code as keyof ErrorTexts['byCode']];
  const valued = valuedText(texts, code, values);
  if (valued !== null) return valued;
  if (code?.startsWith('QTY_') && values?.unit)
    return quantityRefusalText(code, values, texts.lang);
  if (Object.hasOwn(texts.fixed, message)) return texts.fixed[message as keyof ErrorTexts['fixed']];
  for (const { pattern, write } of shapes(texts)) {
    const values = pattern.exec(message);
    if (values) return write(...values.slice(1));
  }
  return defaultText(texts, code) ?? message;
}
