// The base styles come first, so every component's own module (in the chunks after) overrides them.
import './styles/global.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppProviders, makeQueryClient } from './app/App';
import { routes } from './app/routes';

// A page the server rendered is hydrated with the data it was rendered from (no second fetch);
// the admin area, which the server never renders, starts in the browser.

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  const queryClient = makeQueryClient();
  const stateBlock = document.getElementById('query-state');
  const rendered = Boolean(stateBlock?.textContent);
  if (stateBlock?.textContent) hydrate(queryClient, JSON.parse(stateBlock.textContent));

  if (rendered) {
    // The page's lazy module must be in place before hydrating, or the first render would differ
    // from the server's HTML.
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
  }
  const router = createBrowserRouter(routes, {
    ...(rendered ? { hydrationData: { loaderData: {}, actionData: null, errors: null } } : {}),
  });
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (rendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
