import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { SiteInfo } from '#shared/api.js';
import { AppProviders, makeQueryClient } from './app/App';
import { ImagePreloads, type PreloadedImage } from './components/ui/MediaImage';
import { AppRoutes } from './app/AppRoutes';
import { matchPage } from './app/routes';
import { setApiTransport } from './lib/api-client';
import { queryKeys } from './lib/query-keys';
import {
  I18nProvider,
  SW_PREFIX,
  langOf,
  loadErrorTexts,
  loadMessages,
  loadPageMessages,
  messagesModules,
  routerPath,
  type Lang,
} from './lib/i18n';
import { serverUse } from './lib/i18n/error-text';

// The server's half of the storefront: the same route tree and components as the browser, data
// loaded before rendering (each route's `prefetch`), and the query cache handed over as JSON so
// the browser hydrates without asking again. Built by `vite build --ssr` into dist/ssr.

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The dehydrated query cache, for a JSON data block. */
  state: unknown;
  /** Source modules of the matched routes (Vite manifest keys), for their scripts and styles. */
  modules: string[];
  /** The page's main picture(s), for `<link rel="preload">` in the head. */
  preloads: PreloadedImage[];
  /** The page's language: 'sw' under /sw/. */
  lang: Lang;
  /** Whether it shows a refused input in Swahili: the browser loads those texts before taking over. */
  errorTexts: boolean;
}

/** Requests from the components go to the app's own routes; the server supplies how. */
export function setTransport(transport: (url: string, init: RequestInit) => Promise<Response>) {
  setApiTransport(transport, { logFailures: false });
}

/** Whether this address is rendered in the browser only (the admin area). */
export function isClientOnly(pathname: string): boolean {
  return matchPage(routerPath(pathname), langOf(pathname)).handles.some((h) => h.clientOnly);
}

/** A form the server answered (a plain POST), for the page it renders: see queryKeys.formAnswer. */
export interface FormAnswer {
  form: string;
  answer: unknown;
}

export async function render(
  url: URL,
  site: SiteInfo,
  formAnswer?: FormAnswer,
): Promise<RenderedPage> {
  const lang = langOf(url.pathname);
  const { handles, params } = matchPage(routerPath(url.pathname), lang);
  const queryClient = makeQueryClient({ server: true });
  queryClient.setQueryData(queryKeys.site, site);
  if (formAnswer)
    queryClient.setQueryData(queryKeys.formAnswer(formAnswer.form), formAnswer.answer);
  await Promise.all([
    loadMessages(lang),
    // Named: the server renders both languages at once, the document's language is the browser's.
    loadPageMessages('all', lang),
    // A refused input the page shows (a form the server answered) is drawn in the page's language.
    ...(lang === 'sw' ? [loadErrorTexts(lang)] : []),
    ...handles.map((h) => h.preload?.()),
    ...handles.map((h) => h.prefetch?.(queryClient, params, url.searchParams)),
  ]);

  const preloads: PreloadedImage[] = [];
  serverUse.translated = false;
  const html = renderToString(
    <StrictMode>
      <I18nProvider value={{ lang }}>
        <ImagePreloads value={preloads}>
          <AppProviders queryClient={queryClient}>
            <StaticRouter
              location={url.pathname + url.search}
              basename={lang === 'sw' ? SW_PREFIX : undefined}
            >
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </ImagePreloads>
      </I18nProvider>
    </StrictMode>,
  );
  const state = dehydrate(queryClient);
  queryClient.clear();
  // The browser must have the same texts before it takes such a page over (main.tsx).
  const errorTexts = serverUse.translated;
  return {
    html,
    state,
    modules: [
      ...messagesModules(lang, handles.at(-1)?.texts ?? 'none'),
      ...handles.flatMap((h) => (h.module ? [h.module] : [])),
      ...(errorTexts ? [`../shared/messages/${lang}.errors.ts`] : []),
    ],
    errorTexts,
    preloads: preloads.filter((p, i) => preloads.findIndex((q) => q.href === p.href) === i),
    lang,
  };
}
