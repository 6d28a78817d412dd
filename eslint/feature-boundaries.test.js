import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { featureBoundaries } from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const web = path.resolve('src/web');
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    // Through the other feature's public modules.
    {
      filename: `${web}/features/home/routes/HomePage.tsx`,
      code: "import { x } from '../../reviews';",
    },
    {
      filename: `${web}/features/gallery/routes/GalleryPage.tsx`,
      code: "import { q } from '../../products/api';",
    },
    {
      filename: `${web}/app/routes.tsx`,
      code: "const p = () => import('../features/blog/routes/BlogListPage');",
    },
    {
      filename: `${web}/app/admin/AdminApp.tsx`,
      code: "import P from '../../features/orders/admin/ManageOrdersPage';",
    },
    // Inside one feature anything goes; shared code is not a feature.
    {
      filename: `${web}/features/blog/routes/BlogListPage.tsx`,
      code: "import { CoverImage } from '../components/BlogBits';",
    },
    {
      filename: `${web}/features/blog/routes/BlogListPage.tsx`,
      code: "import { PageLinks } from '../../../components/ui/PageLinks';",
    },
  ],
  invalid: [
    {
      filename: `${web}/features/home/routes/HomePage.tsx`,
      code: "import { ReviewsSection } from '../../reviews/components/ReviewsSection';",
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: `${web}/app/layout/Navbar.tsx`,
      code: "import { useCartCount } from '../../features/cart/cart-store';",
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: `${web}/features/gallery/routes/GalleryPage.tsx`,
      code: "const m = () => import('../../products/components/Modal');",
      errors: [{ messageId: 'internal' }],
    },
    // Only app/ composes features: a feature does not show another feature's page.
    {
      filename: `${web}/features/dashboard/DashboardPage.tsx`,
      code: "import P from '../orders/admin/ManageOrdersPage';",
      errors: [{ messageId: 'page' }],
    },
  ],
});
