import { createContext, useContext, type ReactNode } from 'react';
import type { Lang } from '#shared/languages.js';
import type { Messages as ShellMessages } from '#shared/messages/en.js';
import type { ErrorMessages } from '#shared/messages/en.errors.js';
import type { PageMessages } from '#shared/messages/en.pages.js';
import type { ShopMessages } from '#shared/messages/en.shop.js';

// The storefront's two languages (docs/decisions/105-swahili-messages.md). English pages live at
// their plain addresses, Swahili ones under /sw/ (the router's basename there, so every link of a
// Swahili page stays in Swahili). Each language's messages are a chunk of their own, loaded before
// the page is rendered or taken over: an English page's script never carries Swahili and the
// reverse.

export { SW_PREFIX, addressIn, langOf, routerPath, type Lang } from '#shared/languages.js';
/**
 * A language's texts: the shell's and the home page's (en.ts, loaded with every page), the other
 * browsing pages' (en.pages.ts) and those of the pages that take an order or an account
 * (en.shop.ts), each loaded with its pages' code, so a page's script carries only what it shows
 * (docs/decisions/086's budget). A page reads only the parts its route loads (app/routes.tsx).
 */
export type Messages = ShellMessages & PageMessages & ShopMessages;

/** Which parts of the messages a page shows beyond the shell: none (home), browse, or all. */
export type PageTexts = 'none' | 'browse' | 'all';

/** Vite manifest keys of a page's messages (the server preloads them with the page). */
export const messagesModules = (lang: Lang, texts: PageTexts) => [
  `../shared/messages/${lang}.ts`,
  ...(texts !== 'none' ? [`../shared/messages/${lang}.pages.ts`] : []),
  ...(texts === 'all' ? [`../shared/messages/${lang}.shop.ts`] : []),
];

/** One part of every language's messages, each language a chunk loaded once, on first need. */
function messagePart<T>(load: Record<Lang, () => Promise<T>>) {
  const loaded: Partial<Record<Lang, T>> = {};
  return {
    of: (lang: Lang): T | undefined => loaded[lang],
    load: async (lang: Lang): Promise<T> => (loaded[lang] ??= await load[lang]()),
  };
}

const shells = messagePart<ShellMessages>({
  en: () => import('#shared/messages/en.js').then((m) => m.en),
  sw: () => import('#shared/messages/sw.js').then((m) => m.sw),
});
const pageTexts = messagePart<PageMessages>({
  en: () => import('#shared/messages/en.pages.js').then((m) => m.enPages),
  sw: () => import('#shared/messages/sw.pages.js').then((m) => m.swPages),
});
const shopTexts = messagePart<ShopMessages>({
  en: () => import('#shared/messages/en.shop.js').then((m) => m.enShop),
  sw: () => import('#shared/messages/sw.shop.js').then((m) => m.swShop),
});
const errorTexts = messagePart<ErrorMessages>({
  en: () => import('#shared/messages/en.errors.js').then((m) => m.enErrors),
  sw: () => import('#shared/messages/sw.errors.js').then((m) => m.swErrors),
});
/** Each language's loaded parts in one object, made again when a part arrives. */
const merged: Partial<
  Record<Lang, { pages?: PageMessages; shop?: ShopMessages; messages: Messages }>
> = {};
/** The document's language, known from its address before anything renders. */
let documentLang: Lang = 'en';

/** What has been loaded of a language (the page texts only once a page beyond home asked). */
function messagesOf(lang: Lang): Messages | undefined {
  const shell = shells.of(lang);
  if (!shell) return undefined;
  const pages = pageTexts.of(lang);
  const shop = shopTexts.of(lang);
  const made = merged[lang];
  if (made && made.pages === pages && made.shop === shop) return made.messages;
  merged[lang] = { pages, shop, messages: { ...shell, ...pages, ...shop } as Messages };
  return merged[lang].messages;
}

/** Loads a language's shell messages (once) and makes it the document's; pages render after. */
export async function loadMessages(lang: Lang): Promise<Messages> {
  documentLang = lang;
  await shells.load(lang);
  return messagesOf(lang)!;
}

/** Loads a page's texts beyond the shell in the document's language; every page but home awaits it. */
export async function loadPageMessages(
  texts: PageTexts = 'all',
  lang: Lang = documentLang,
): Promise<void> {
  if (texts === 'none') return;
  await Promise.all([pageTexts.load(lang), texts === 'all' ? shopTexts.load(lang) : null]);
}

/** A language's texts of refused input, if loaded (src/web/lib/i18n/error-text.ts). */
export const errorTextsOf = errorTexts.of;

/** Loads them (once): a chunk of its own, asked for only when a Swahili page shows one. */
export const loadErrorTexts = errorTexts.load;

export interface I18n {
  lang: Lang;
  m: Messages;
}

/** The language the provider gives; the texts are read when a component renders. */
type LangOnly = { lang: Lang; m?: Messages };

const I18nContext = createContext<LangOnly | null>(null);

export function I18nProvider({ value, children }: { value: LangOnly; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The page's language and its messages. */
export function useI18n(): I18n {
  // A component drawn on its own (a unit test) reads English once it has been loaded.
  const lang = useContext(I18nContext)?.lang ?? 'en';
  const m = messagesOf(lang);
  if (!m) throw new Error(`The ${lang} messages are not loaded`);
  return { lang, m };
}

/** The cookie that remembers the visitor's choice (read by the server at `/`). */
export const LANG_COOKIE = 'lang';

/** Remembers the visitor's choice for a year. */
export function rememberLang(lang: Lang): void {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}
