import { useCallback, useState } from 'react';
import type { PageMessages } from '#shared/messages/en.pages.js';
import { langOf, loadPageMessages, useI18n, type Lang } from './index';

// Refused input in the page's language. The form rules (the shared schemas) and the server write
// their messages in English, the words the spec quotes; a Swahili page shows each through the
// `errors` section of its messages, keyed by the English text or, for a message with values, by
// its English shape ('Name must be at most {n} characters.'). An unknown message is shown as it
// came, and an English page shows every message unchanged.

type ErrorTexts = PageMessages['errors'];
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

/** A message in the language of `texts`, or the message itself when it is not known. */
export function errorTextIn(texts: ErrorTexts, message: string): string {
  if (Object.hasOwn(texts.fixed, message)) return texts.fixed[message as keyof ErrorTexts['fixed']];
  for (const { pattern, write } of shapes(texts)) {
    const values = pattern.exec(message);
    if (values) return write(...values.slice(1));
  }
  return message;
}

/**
 * What a component shows a refused input with: `(message) => the message in the page's language`.
 * On the home page (whose script carries only the shell's texts) the Swahili texts are fetched the
 * first time a message is shown, and the component drawn again once they are here.
 */
export function useErrorText(): (message: string) => string {
  const { lang, m } = useI18n();
  const [, setArrived] = useState(false);
  // Typed as always there; absent on the home page until the other pages' texts are loaded.
  const texts = (m as Partial<PageMessages>).errors;
  return useCallback(
    (message: string) => {
      if (lang === 'en' || !message) return message;
      if (!texts) {
        loadPageMessages(lang).then(
          () => setArrived(true),
          () => undefined,
        );
        return message;
      }
      return errorTextIn(texts, message);
    },
    [lang, texts],
  );
}

/**
 * The same outside a component (a toast): the document's language, read from its address, with
 * the Swahili texts fetched when needed.
 */
export async function errorTextNow(
  message: string,
  lang: Lang = langOf(location.pathname),
): Promise<string> {
  if (lang === 'en' || !message) return message;
  const { swPages } = await import('#shared/messages/sw.pages.js');
  return errorTextIn(swPages.errors, message);
}
