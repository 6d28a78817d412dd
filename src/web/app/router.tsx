import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/RootLayout';
import { NotFoundPage } from './NotFoundPage';

// Every route of spec section 2. Pages load lazily; the whole admin area is one separate chunk
// that a visitor never downloads.

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, ...page(() => import('../features/home/routes/HomePage')) },
      { path: 'products', ...page(() => import('../features/products/routes/ProductsPage')) },
      { path: 'services', ...page(() => import('../features/services/routes/ServicesPage')) },
      { path: 'gallery', ...page(() => import('../features/gallery/routes/GalleryPage')) },
      { path: 'blog', ...page(() => import('../features/blog/routes/BlogListPage')) },
      { path: 'blog/:slug', ...page(() => import('../features/blog/routes/BlogDetailPage')) },
      { path: 'contact', ...page(() => import('../features/contact/routes/ContactPage')) },
      { path: 'cart', ...page(() => import('../features/cart/routes/CartPage')) },
      {
        path: 'orders/:reference',
        ...page(() => import('../features/orders/routes/OrderStatusPage')),
      },
      { path: 'login', ...page(() => import('../features/auth/routes/LoginPage')) },
      { path: 'register', ...page(() => import('../features/auth/routes/RegisterPage')) },
      {
        path: 'forgot-password',
        ...page(() => import('../features/auth/routes/ForgotPasswordPage')),
      },
      { path: 'admin/*', ...page(() => import('../features/admin/AdminApp')) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
