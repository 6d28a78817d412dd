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
}

/** Requests from the components go to the app's own routes; the server supplies how. */
export function setTransport(transport: (url: string, init: RequestInit) => Promise<Response>) {
  setApiTransport(transport, { logFailures: false });
}

/** Whether this address is rendered in the browser only (the admin area). */
export function isClientOnly(pathname: string): boolean {
  return matchPage(pathname).handles.some((h) => h.clientOnly);
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
  const { handles, params } = matchPage(url.pathname);
  const queryClient = makeQueryClient({ server: true });
  queryClient.setQueryData(queryKeys.site, site);
  if (formAnswer)
    queryClient.setQueryData(queryKeys.formAnswer(formAnswer.form), formAnswer.answer);
  await Promise.all([
    ...handles.map((h) => h.preload?.()),
    ...handles.map((h) => h.prefetch?.(queryClient, params, url.searchParams)),
  ]);

  const preloads: PreloadedImage[] = [];
  const html = renderToString(
    <StrictMode>
      <ImagePreloads value={preloads}>
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={url.pathname + url.search}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </ImagePreloads>
    </StrictMode>,
  );
  const state = dehydrate(queryClient);
  queryClient.clear();
  return {
    html,
    state,
    modules: handles.flatMap((h) => (h.module ? [h.module] : [])),
    preloads: preloads.filter((p, i) => preloads.findIndex((q) => q.href === p.href) === i),
  };
}
