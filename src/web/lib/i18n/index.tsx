import { createContext, useContext, type ReactNode } from 'react';
import type { Messages as ShellMessages } from '#shared/messages/en.js';
import type { ErrorMessages } from '#shared/messages/en.errors.js';
import type { PageMessages } from '#shared/messages/en.pages.js';

// The storefront's two languages (docs/decisions/105-swahili-messages.md). English pages live at
// their plain addresses, Swahili ones under /sw/ (the router's basename there, so every link of a
// Swahili page stays in Swahili). Each language's messages are a chunk of their own, loaded before
// the page is rendered or taken over: an English page's script never carries Swahili and the
// reverse.

export type Lang = 'en' | 'sw';
/**
 * A language's texts: the shell's and the home page's (en.ts, loaded with every page) and the
 * other pages' (en.pages.ts, loaded with those pages' code), so the home page's script carries
 * only what it shows (docs/decisions/086's budget).
 */
export type Messages = ShellMessages & PageMessages;

export const SW_PREFIX = '/sw';

/** The language of an address: Swahili under /sw/, English elsewhere. */
export function langOf(pathname: string): Lang {
  return pathname === SW_PREFIX || pathname.startsWith(`${SW_PREFIX}/`) ? 'sw' : 'en';
}

/** The address inside the router (without /sw): what the route table matches. */
export function routerPath(pathname: string): string {
  return langOf(pathname) === 'sw' ? pathname.slice(SW_PREFIX.length) || '/' : pathname;
}

/** The same page in the other language, query kept. */
export function addressIn(lang: Lang, pathname: string, search = ''): string {
  const inner = routerPath(pathname);
  if (lang === 'en') return `${inner}${search}`;
  return `${SW_PREFIX}${inner === '/' ? '/' : inner}${search}`;
}

/** Vite manifest keys of a page's messages (the server preloads them with the page). */
export const messagesModules = (lang: Lang, pages: boolean) => [
  `../shared/messages/${lang}.ts`,
  ...(pages ? [`../shared/messages/${lang}.pages.ts`] : []),
];

const shells: Partial<Record<Lang, ShellMessages>> = {};
const pageTexts: Partial<Record<Lang, PageMessages>> = {};
const merged: Partial<Record<Lang, Messages>> = {};
/** The document's language, known from its address before anything renders. */
let documentLang: Lang = 'en';

/** What has been loaded of a language (the page texts only once a page beyond home asked). */
function messagesOf(lang: Lang): Messages | undefined {
  const shell = shells[lang];
  if (!shell) return undefined;
  const pages = pageTexts[lang];
  if (!pages) return shell as Messages;
  merged[lang] ??= { ...shell, ...pages };
  return merged[lang];
}

/** Loads a language's shell messages (once) and makes it the document's; pages render after. */
export async function loadMessages(lang: Lang): Promise<Messages> {
  documentLang = lang;
  shells[lang] ??=
    lang === 'sw'
      ? (await import('#shared/messages/sw.js')).sw
      : (await import('#shared/messages/en.js')).en;
  return messagesOf(lang)!;
}

/** Loads the other pages' texts of the document's language; every page but home awaits it. */
export async function loadPageMessages(lang: Lang = documentLang): Promise<void> {
  pageTexts[lang] ??=
    lang === 'sw'
      ? (await import('#shared/messages/sw.pages.js')).swPages
      : (await import('#shared/messages/en.pages.js')).enPages;
}

const errorTexts: Partial<Record<Lang, ErrorMessages>> = {};

/** A language's texts of refused input, if loaded (src/web/lib/i18n/error-text.ts). */
export const errorTextsOf = (lang: Lang): ErrorMessages | undefined => errorTexts[lang];

/** Loads them (once): a chunk of its own, asked for only when a Swahili page shows one. */
export async function loadErrorTexts(lang: Lang): Promise<ErrorMessages> {
  errorTexts[lang] ??=
    lang === 'sw'
      ? (await import('#shared/messages/sw.errors.js')).swErrors
      : (await import('#shared/messages/en.errors.js')).enErrors;
  return errorTexts[lang];
}

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
