import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { NeedsScript, type NeedsScriptPage } from '../components/ui/NeedsScript';
import { lazyPage } from './lazy-page';
import { RootLayout } from './layout/RootLayout';
import { NotFoundPage } from './NotFoundPage';
import { loadPageMessages, type Lang, type PageTexts } from '../lib/i18n';

// Every route of the shop. Pages load lazily; the whole admin area is one separate chunk that a
// visitor never downloads. Public pages are also rendered on the server (entry-server.tsx): each
// names its source module (so the server can link its script and styles) and the queries it
// shows, which the server loads before rendering and hands to the browser with the page.
// The routes are plain route objects for `useRoutes` (React Router's declarative mode, see
// docs/decisions/080-declarative-router.md), so the data router stays out of the entry script.

export interface RouteHandle {
  /** The page's module under src/web, as Vite's manifest names it. */
  module?: string;
  /** Loads the page's code; called for the matched pages before rendering or hydrating. */
  preload?: () => Promise<void>;
  /**
   * The queries this page shows, loaded on the server before it renders. Only the server calls
   * it, so the feature's API module is imported here lazily and stays out of the entry script.
   */
  prefetch?: (queryClient: QueryClient, params: Params, search: URLSearchParams) => Promise<void>;
  /** Rendered in the browser only (the admin area). */
  clientOnly?: boolean;
  /** Which page this is, for its line saying it needs JavaScript (components/ui/NeedsScript). */
  needsScript?: NeedsScriptPage;
  /** Which parts of the messages the page shows beyond the shell (lib/i18n). */
  texts?: PageTexts;
}

type PageModule = { default: React.ComponentType };

function page(
  module: string,
  load: () => Promise<PageModule>,
  handle: Omit<RouteHandle, 'module' | 'preload'> = {},
): Pick<RouteObject, 'element' | 'handle'> {
  // Every page but home shows texts of the pages' message chunks: they come with the page's code.
  // A browsing page names 'browse' and leaves the cart's, orders', accounts' and quotes' texts out.
  const texts: PageTexts =
    module === 'features/home/routes/HomePage.tsx' ? 'none' : (handle.texts ?? 'all');
  const { Page, preload } = lazyPage(
    texts === 'none'
      ? load
      : () => Promise.all([load(), loadPageMessages(texts)]).then(([loaded]) => loaded),
  );
  return {
    element: handle.needsScript ? (
      <>
        <NeedsScript page={handle.needsScript} />
        <Page />
      </>
    ) : (
      <Page />
    ),
    handle: { module, preload, ...handle, texts } satisfies RouteHandle,
  };
}

/**
 * The routes an address opens (inside the router, so without /sw): their handles (outermost
 * first) and the address's parameters.
 */
export function matchPage(
  pathname: string,
  lang: Lang = 'en',
): { handles: RouteHandle[]; params: Params } {
  const matches = matchRoutes(routesIn(lang), pathname) ?? [];
  return {
    handles: matches.map((m) => (m.route.handle ?? {}) as RouteHandle),
    params: matches.at(-1)?.params ?? {},
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        index: true,
        ...page(
          'features/home/routes/HomePage.tsx',
          () => import('../features/home/routes/HomePage'),
          {
            prefetch: async (qc) => {
              const [{ reviewsQuery }, { loadHomePictures }] = await Promise.all([
                import('../features/reviews/api'),
                // Drawn by the server, kept by the browser (features/home/pictures.ts).
                import('../features/home'),
              ]);
              await Promise.all([qc.prefetchInfiniteQuery(reviewsQuery), loadHomePictures()]);
            },
          },
        ),
      },
      {
        path: 'products',
        ...page(
          'features/products/routes/ProductsPage.tsx',
          () => import('../features/products/routes/ProductsPage'),
          {
            texts: 'browse',
            prefetch: async (qc, _params, search) => {
              const [{ catalogueQuery }, { catalogueQueryFromAddress }] = await Promise.all([
                import('../features/products/api'),
                import('../features/products'),
              ]);
              await qc.prefetchQuery(catalogueQuery(catalogueQueryFromAddress(search)));
            },
          },
        ),
      },
      {
        path: 'products/:id',
        ...page(
          'features/products/routes/ProductPage.tsx',
          () => import('../features/products/routes/ProductPage'),
          {
            texts: 'browse',
            prefetch: async (qc, params) => {
              const { productQuery } = await import('../features/products/api');
              await qc.prefetchQuery(productQuery(params.id ?? ''));
            },
          },
        ),
      },
      {
        path: 'services',
        ...page(
          'features/services/routes/ServicesPage.tsx',
          () => import('../features/services/routes/ServicesPage'),
          {
            texts: 'browse',
            prefetch: async (qc) => {
              const { servicesQuery } = await import('../features/services/api');
              await qc.prefetchQuery(servicesQuery);
            },
          },
        ),
      },
      {
        path: 'gallery',
        ...page(
          'features/gallery/routes/GalleryPage.tsx',
          () => import('../features/gallery/routes/GalleryPage'),
          {
            texts: 'browse',
            prefetch: async (qc, _params, search) => {
              const [{ galleryQuery }, { galleryPageOf }] = await Promise.all([
                import('../features/products/api'),
                import('../features/products'),
              ]);
              await qc.prefetchQuery(galleryQuery(galleryPageOf(search)));
            },
          },
        ),
      },
      {
        path: 'blog',
        ...page(
          'features/blog/routes/BlogListPage.tsx',
          () => import('../features/blog/routes/BlogListPage'),
          {
            texts: 'browse',
            prefetch: async (qc) => {
              const { blogsQuery } = await import('../features/blog/api');
              await qc.prefetchQuery(blogsQuery);
            },
          },
        ),
      },
      {
        path: 'blog/:slug',
        ...page(
          'features/blog/routes/BlogDetailPage.tsx',
          () => import('../features/blog/routes/BlogDetailPage'),
          {
            texts: 'browse',
            prefetch: async (qc, params) => {
              const { blogQuery, blogsQuery } = await import('../features/blog/api');
              await Promise.all([
                qc.prefetchQuery(blogQuery(params.slug ?? '')),
                qc.prefetchQuery(blogsQuery),
              ]);
            },
          },
        ),
      },
      {
        path: 'contact',
        ...page(
          'features/contact/routes/ContactPage.tsx',
          () => import('../features/contact/routes/ContactPage'),
          { texts: 'browse' },
        ),
      },
      {
        path: 'cart',
        ...page(
          'features/cart/routes/CartPage.tsx',
          () => import('../features/cart/routes/CartPage'),
          {
            needsScript: 'cart',
          },
        ),
      },
      {
        path: 'orders/:reference',
        ...page(
          'features/orders/routes/OrderStatusPage.tsx',
          () => import('../features/orders/routes/OrderStatusPage'),
          {
            needsScript: 'order',
          },
        ),
      },
      {
        path: 'quote',
        ...page(
          'features/quotes/routes/QuotePage.tsx',
          () => import('../features/quotes/routes/QuotePage'),
        ),
      },
      {
        path: 'quotes/:reference',
        ...page(
          'features/quotes/routes/QuoteStatusPage.tsx',
          () => import('../features/quotes/routes/QuoteStatusPage'),
        ),
      },
      {
        path: 'account',
        ...page(
          'features/account/routes/AccountPage.tsx',
          () => import('../features/account/routes/AccountPage'),
        ),
      },
      {
        path: 'account/statement',
        ...page(
          'features/account/routes/StatementPage.tsx',
          () => import('../features/account/routes/StatementPage'),
        ),
      },
      {
        path: 'statement/:token',
        ...page(
          'features/account/routes/SharedStatementPage.tsx',
          () => import('../features/account/routes/SharedStatementPage'),
          {
            prefetch: async (qc, params) => {
              const { sharedStatementQuery } = await import('../features/account/api');
              await qc.prefetchQuery(sharedStatementQuery(params.token ?? ''));
            },
          },
        ),
      },
      {
        path: 'login',
        ...page(
          'features/auth/routes/LoginPage.tsx',
          () => import('../features/auth/routes/LoginPage'),
          {
            needsScript: 'login',
          },
        ),
      },
      {
        path: 'register',
        ...page(
          'features/auth/routes/RegisterPage.tsx',
          () => import('../features/auth/routes/RegisterPage'),
          {
            needsScript: 'register',
          },
        ),
      },
      {
        path: 'forgot-password',
        ...page(
          'features/auth/routes/ForgotPasswordPage.tsx',
          () => import('../features/auth/routes/ForgotPasswordPage'),
          {
            needsScript: 'reset',
          },
        ),
      },
      {
        path: 'admin/*',
        ...page('app/admin/AdminApp.tsx', () => import('./admin/AdminApp'), { clientOnly: true }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The Swahili pages: the public ones (the admin area stays English, at /admin). */
const swRoutes: RouteObject[] = routes.map((layout) =>
  layout.index
    ? layout
    : {
        ...layout,
        children: layout.children?.filter((route) => !route.path?.startsWith('admin')),
      },
);

/** The route table of a language. */
export const routesIn = (lang: Lang): RouteObject[] => (lang === 'sw' ? swRoutes : routes);
