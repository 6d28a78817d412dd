import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { layers } from './layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const src = path.resolve('src');
const server = `${src}/server`;
// The TypeScript parser, so `import type` lines are checked like the rest.
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('layers', layers, {
  valid: [
    // Down the layers.
    {
      filename: `${server}/modules/orders/order.service.ts`,
      code: "import { lowStock } from '../stock/stock.service.js';",
    },
    {
      filename: `${server}/modules/orders/order.mails.ts`,
      code: "import type { Mail } from '../../plugins/mail.js'; import type { Config } from '../../config.js';",
    },
    {
      filename: `${server}/config.ts`,
      code: "import { MpesaFields } from './config-mpesa.js';",
    },
    {
      filename: `${server}/plugins/auth.ts`,
      code: "import { ForbiddenError } from '../lib/errors.js'; import type { AuthUser } from '../types.js';",
    },
    {
      filename: `${server}/seed/catalogue.seed.ts`,
      code: "import { addService } from '../modules/services/service.service.js';",
    },
    { filename: `${server}/app.ts`, code: "import { seed } from './seed/blogs.seed.js';" },
    { filename: `${server}/db/migrate.ts`, code: "const m = import('./migrations/x.js');" },
    {
      filename: `${server}/db/migrations/2026-11-21T2130-catalogue.ts`,
      code: "import { isPostgres } from './dialect.js';",
    },
    {
      filename: `${src}/web/lib/api.ts`,
      code: "import type { Product } from '#shared/product.schema.js';",
    },
    // The browser's layers: the app shell uses features, features use components/ui and lib.
    {
      filename: `${src}/web/app/routes.tsx`,
      code: "const p = () => import('../features/blog/routes/BlogListPage');",
    },
    {
      filename: `${src}/web/features/cart/routes/CartPage.tsx`,
      code: "import { Button } from '../../../components/ui/Button'; import { api } from '../../../lib/api';",
    },
    { filename: `${src}/web/main.tsx`, code: "import { App } from './app/App';" },
    // Processes sit above the modules: they use modules, app.ts registers them.
    {
      filename: `${server}/processes/money-arriving.ts`,
      code: "import { moveOrder } from '../modules/orders/order.status.js';",
    },
    {
      filename: `${server}/app.ts`,
      code: "import { placeOrderRoutes } from './processes/place-order.js';",
    },
    // Tests may reach anywhere to build what they check.
    {
      filename: `${server}/plugins/mail.api.test.ts`,
      code: "import { x } from '../modules/orders/order.service.js';",
    },
  ],
  invalid: [
    // A module reaching up into a process (payments calling money-arriving back).
    {
      filename: `${server}/modules/payments/payment.callbacks.ts`,
      code: "import { moneyArrived } from '../../processes/money-arriving.js';",
      errors: [
        {
          messageId: 'against',
          data: { spec: '../../processes/money-arriving.js', from: 'modules', to: 'processes' },
        },
      ],
    },
    {
      filename: `${server}/plugins/jobs.ts`,
      code: "import type { X } from '../processes/place-order.js';",
      errors: [{ messageId: 'against' }],
    },
    // lib knows nothing of the app.
    {
      filename: `${server}/lib/events.ts`,
      code: "import type { OrderRow } from '../modules/orders/order.repository.js';",
      errors: [{ messageId: 'against' }],
    },
    {
      filename: `${server}/plugins/auth.ts`,
      code: "import { findSessionUser } from '../modules/auth/auth.service.js';",
      errors: [
        {
          messageId: 'against',
          data: { spec: '../modules/auth/auth.service.js', from: 'plugins', to: 'modules' },
        },
      ],
    },
    {
      filename: `${server}/db/seed/blogs.seed.ts`,
      code: "import { createBlog } from '../../modules/blogs/blog.service.js';",
      errors: [{ messageId: 'against' }],
    },
    {
      filename: `${server}/modules/products/catalogue.repository.ts`,
      code: "import { isPostgres } from '../../db/migrations/dialect.js';",
      errors: [{ messageId: 'against' }],
    },
    {
      filename: `${server}/db/migrations/2026-11-25T1100-quotes.ts`,
      code: "import { newId } from '../../lib/ids.js';",
      errors: [{ messageId: 'against' }],
    },
    {
      filename: `${server}/lib/html.ts`,
      code: "import type { Database } from '../db/database.js';",
      errors: [{ messageId: 'against' }],
    },
    {
      filename: `${server}/modules/orders/order.routes.ts`,
      code: "export { seedDemoCatalogue } from '../../seed/catalogue.seed.js';",
      errors: [{ messageId: 'against' }],
    },
    {
      filename: `${server}/modules/site/site-info.ts`,
      code: "const app = () => import('../../app.js');",
      errors: [{ messageId: 'against' }],
    },
    {
      filename: `${src}/shared/order.schema.ts`,
      code: "import type { Config } from '../server/config.js';",
      errors: [{ messageId: 'against' }],
    },
    {
      filename: `${src}/web/features/cart/api.ts`,
      code: "import { toZone } from '../../../server/modules/orders/delivery-zone.service.js';",
      errors: [{ messageId: 'against' }],
    },
    {
      filename: `${src}/web/lib/api.ts`,
      code: "import { useCart } from '../features/cart';",
      errors: [
        {
          messageId: 'against',
          data: { spec: '../features/cart', from: 'web-lib', to: 'web-features' },
        },
      ],
    },
    {
      filename: `${src}/web/components/ui/Modal.tsx`,
      code: "import { Navbar } from '../../app/layout/Navbar';",
      errors: [{ messageId: 'against' }],
    },
    {
      filename: `${src}/web/features/products/routes/ProductPage.tsx`,
      code: "import { routes } from '../../../app/routes';",
      errors: [{ messageId: 'against' }],
    },
  ],
});
