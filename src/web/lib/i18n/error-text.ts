import { useCallback, useState } from 'react';
import type { ErrorMessages } from '#shared/messages/en.errors.js';
import { defaultText, valuedText } from '#shared/messages/refusal-values.js';
import { errorTextsOf, langOf, loadErrorTexts, useI18n, type Lang } from './index';

// Refused input in the page's language. The form rules (the shared schemas) and the server write
// their messages in English, the words the spec quotes; a page shows each through the
// refused-input messages (en.errors.ts / sw.errors.ts, a chunk loaded on first need). A server
// refusal whose code has a fixed text is shown by its code (`byCode`, decision 137), whatever
// sentence came with it; the form rules' messages, and refusals whose text carries values, by the
// English text or its shape ('Name must be at most {n} characters.'). An unknown message is shown
// as it came (or, for a code with a default sentence such as NOT_FOUND, that sentence: decision
// 181), and an English page shows the server's message unchanged.

type ErrorTexts = ErrorMessages;

/** Whether the server, drawing a page, wrote a refused input in Swahili (entry-server reads it). */
export const serverUse = { translated: false };
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
export function errorTextIn(texts: ErrorTexts, refusal: Refusal): string {
  const { message, code, values } =
    typeof refusal === 'string' ? { message: refusal, values: undefined } : refusal;
  if (code && Object.hasOwn(texts.byCode, code))
    return texts.byCode[code as keyof ErrorTexts['byCode']];
  const valued = valuedText(texts, code, values);
  if (valued !== null) return valued;
  if (code?.startsWith('QTY_') && values?.unit) return texts.quantity(code, values);
  if (Object.hasOwn(texts.fixed, message)) return texts.fixed[message as keyof ErrorTexts['fixed']];
  for (const { pattern, write } of shapes(texts)) {
    const values = pattern.exec(message);
    if (values) return write(...values.slice(1));
  }
  return defaultText(texts, code) ?? message;
}

/**
 * What a component shows a refused input with: `(message) => the message in the page's language`,
 * or in `chosen` where a screen has a language switch of its own (the admin variant screens).
 * The Swahili texts are fetched the first time a message is shown and the component drawn again
 * once they are here; a page the server drew with one loads them before it is taken over.
 */
export function useErrorText(chosen?: Lang): (refusal: Refusal) => string {
  const { lang: pageLang } = useI18n();
  const lang = chosen ?? pageLang;
  const [, setArrived] = useState(false);
  const texts = errorTextsOf(lang);
  return useCallback(
    (refusal: Refusal) => {
      const message = typeof refusal === 'string' ? refusal : refusal.message;
      if (lang === 'en' || !message) return message;
      if (!texts) {
        loadErrorTexts(lang).then(
          () => setArrived(true),
          () => undefined,
        );
        return message;
      }
      const text = errorTextIn(texts, refusal);
      if (typeof window === 'undefined' && text !== message) serverUse.translated = true;
      return text;
    },
    [lang, texts],
  );
}

/**
 * The same outside a component (a toast): the document's language, read from its address, with
 * the Swahili texts fetched when needed.
 */
export async function errorTextNow(
  refusal: Refusal,
  lang: Lang = langOf(location.pathname),
): Promise<string> {
  const message = typeof refusal === 'string' ? refusal : refusal.message;
  if (lang === 'en' || !message) return message;
  return errorTextIn(await loadErrorTexts(lang), refusal);
}
