import { createContext, useContext, type ReactNode } from 'react';
import { formatDate, formatDateTime, formatNumber } from '#shared/shop-format.js';
import type { Messages } from '#shared/messages/en.js';

// The storefront's two languages (docs/decisions/105-swahili-messages.md). English pages live at
// their plain addresses, Swahili ones under /sw/ (the router's basename there, so every link of a
// Swahili page stays in Swahili). Each language's messages are a chunk of their own, loaded before
// the page is rendered or taken over: an English page's script never carries Swahili and the
// reverse.

export type { Messages } from '#shared/messages/en.js';
export type Lang = 'en' | 'sw';

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

/** Vite manifest key of a language's messages (the server preloads it with the page). */
export const messagesModule = (lang: Lang) => `../shared/messages/${lang}.ts`;

const loaded: Partial<Record<Lang, Messages>> = {};

/** Loads a language's messages (once); the page renders only after. */
export async function loadMessages(lang: Lang): Promise<Messages> {
  const cached = loaded[lang];
  if (cached) return cached;
  const messages =
    lang === 'sw'
      ? (await import('#shared/messages/sw.js')).sw
      : (await import('#shared/messages/en.js')).en;
  loaded[lang] = messages;
  return messages;
}

export interface I18n {
  lang: Lang;
  m: Messages;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The page's language and its messages. */
export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (value) return value;
  // A component drawn on its own (a unit test) reads English once it has been loaded.
  if (loaded.en) return { lang: 'en', m: loaded.en };
  throw new Error('useI18n outside I18nProvider');
}

/** The page's messages. */
export const useMessages = (): Messages => useI18n().m;

/** The cookie that remembers the visitor's choice (read by the server at `/`). */
export const LANG_COOKIE = 'lang';

/** Remembers the visitor's choice for a year. */
export function rememberLang(lang: Lang): void {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Dates and card prices in the page's language, written the same way on the server and in the
 * browser (no Intl: docs/decisions/084): '5 Machi 2026', 'KSh 1,500' on a Swahili page.
 */
export function useFormat() {
  const { m } = useI18n();
  return {
    date: (iso: string) => formatDate(iso, m.months),
    dateTime: (iso: string) => formatDateTime(iso, m.months),
    cardPrice: (amount: number) => `${m.common.cardCurrency} ${formatNumber(amount, 2)}`,
  };
}
