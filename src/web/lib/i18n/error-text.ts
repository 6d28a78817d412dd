import { useCallback, useState } from 'react';
import type { ErrorMessages } from '#shared/messages/en.errors.js';
import type { Refusal } from '#shared/messages/write-refusal.js';
import { errorTextsOf, langOf, loadErrorTexts, useI18n, type Lang } from './index';

// Refused input in the page's language. The form rules (the shared schemas) and the server write
// their messages in English, the words the spec quotes; a page shows each through the
// refused-input messages (en.errors.ts / sw.errors.ts, a chunk loaded on first need). A server
// refusal whose code has a fixed text is shown by its code (`byCode`, decision 137), whatever
// sentence came with it; the form rules' messages, and refusals whose text carries values, by the
// English text or its shape ('Name must be at most {n} characters.'). An unknown message is shown
// as it came (or, for a code with a default sentence such as NOT_FOUND, that sentence: decision
// 181), and an English page shows the server's message unchanged. The writing itself, with the
// tables it reads, travels in the catalogues' chunk (`write`, src/shared/messages/write-refusal.ts).

/** Whether the server, drawing a page, wrote a refused input in Swahili (entry-server reads it). */
export const serverUse = { translated: false };

export type { Refusal };

/** A message in the language of `texts`, or the message itself when it is not known. */
export function errorTextIn(texts: ErrorMessages, refusal: Refusal): string {
  return texts.write(texts, refusal);
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
