// The base styles come before every page's and feature's own module, which override them. (The
// "common" chunk's few sheets come just before them; they style only their own classes.)
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, hydrateServerState, makeQueryClient } from './app/App';
import { AppRoutes } from './app/AppRoutes';
import { matchPage } from './app/routes';
import { takeOverInParts } from './components/ui/Later';
import { ERROR_TEXTS_MARK } from '#shared/constants.js';
import {
  I18nProvider,
  SW_PREFIX,
  langOf,
  loadErrorTexts,
  loadMessages,
  routerPath,
} from './lib/i18n';

// A page the server rendered is hydrated with the data it was rendered from (no second fetch);
// the admin area, which the server never renders, starts in the browser.

async function start() {
  // The starter may add this script before the browser has read the whole page (its pictures
  // in, the rest still arriving); hydrating half a page would not match.
  if (document.readyState === 'loading')
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve));
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  const queryClient = makeQueryClient();
  const stateBlock = document.getElementById('query-state');
  const rendered = Boolean(stateBlock?.textContent);
  if (stateBlock?.textContent) hydrateServerState(queryClient, JSON.parse(stateBlock.textContent));

  // The page's module must be in place before the first render: a hydrated page would otherwise
  // differ from the server's HTML, and a client-only one would flash the loading state.
  // So must the page's language: a Swahili page runs under /sw/, the router's basename there.
  const lang = langOf(window.location.pathname);
  // All at once, the language first (it names the language the pages' own texts load in).
  await Promise.all([
    loadMessages(lang),
    // A page drawn with a refused input in Swahili needs those texts to match (entry-server).
    document.querySelector(`meta[name="${ERROR_TEXTS_MARK}"]`) ? loadErrorTexts(lang) : null,
    ...matchPage(routerPath(window.location.pathname), lang).handles.map((h) => h.preload?.()),
  ]);
  const app = (
    <StrictMode>
      <I18nProvider value={{ lang }}>
        <AppProviders queryClient={queryClient} hydrating={rendered}>
          <BrowserRouter basename={lang === 'sw' ? SW_PREFIX : undefined}>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </I18nProvider>
    </StrictMode>
  );
  // As a transition: React (if the browser runs it again, decision 114) then works in short
  // slices and gives the phone back between them. Preact hydrates at once, in one pass, all but
  // the parts below the fold (components/ui/Later), each taken over in a task of its own after.
  if (rendered) startTransition(() => takeOverInParts(() => void hydrateRoot(root, app)));
  else createRoot(root).render(app);
}

void start();
