import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { moduleCircles, moduleGraph, pathBetween } from './module-circles.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// A small modules folder on disk, as the rule reads it: payments → orders → stock, and orders
// back to payments only in the line being linted.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'module-circles-'));
const modules = path.join(tmp, 'src', 'server', 'modules');
const files = {
  'payments/payment.service.ts': "import { moveOrder } from '../orders/order.status.js';",
  'orders/order.status.ts': "import { takeLines } from '../stock/stock.service.js';",
  'orders/order.api.test.ts': "import { x } from '../payments/payment.service.js';",
  'stock/stock.service.ts': "import type { Db } from '../../db/database.js';",
  'quotes/quote.service.ts': "import { getOrder } from '../orders/order.view.js';",
};
for (const [name, code] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(modules, name)), { recursive: true });
  fs.writeFileSync(path.join(modules, name), code);
}
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('module-circles', moduleCircles, {
  valid: [
    // Down a one-way chain: quotes → orders → stock, and nothing comes back.
    {
      filename: path.join(modules, 'quotes/quote.service.ts'),
      code: "import { getOrder } from '../orders/order.view.js';",
    },
    {
      filename: path.join(modules, 'orders/order.status.ts'),
      code: "import { takeLines } from '../stock/stock.service.js';",
    },
    // Inside one module, and out of the modules.
    {
      filename: path.join(modules, 'orders/order.status.ts'),
      code: "import { x } from './order.view.js'; import { y } from '../../lib/events.js';",
    },
    // Tests may reach anywhere.
    {
      filename: path.join(modules, 'stock/stock.api.test.ts'),
      code: "import { x } from '../payments/payment.service.js';",
    },
    // A circle listed as left on purpose.
    {
      filename: path.join(modules, 'orders/order.view.ts'),
      code: "import { paymentsOf } from '../payments/payment.view.js';",
      options: [{ allow: ['orders ↔ payments'] }],
    },
  ],
  invalid: [
    // Orders importing payments while payments imports orders: the circle issue 41 ends.
    {
      filename: path.join(modules, 'orders/order.view.ts'),
      code: "import { paymentsOf } from '../payments/payment.view.js';",
      errors: [
        {
          messageId: 'circle',
          data: { spec: '../payments/payment.view.js', path: 'orders → payments → orders' },
        },
      ],
    },
    // Through a third module, and by a type-only import.
    {
      filename: path.join(modules, 'stock/stock.service.ts'),
      code: "import type { Quote } from '../quotes/quote.repository.js';",
      errors: [
        {
          messageId: 'circle',
          data: { spec: '../quotes/quote.repository.js', path: 'stock → quotes → orders → stock' },
        },
      ],
    },
  ],
});

describe('the module graph', () => {
  it('is read from the files, leaving tests out', () => {
    const graph = moduleGraph(modules);
    expect(graph.get('payments')).toEqual(new Set(['orders']));
    expect(graph.get('orders')).toEqual(new Set(['stock']));
    expect(graph.get('stock')).toEqual(new Set());
    expect(pathBetween(graph, 'quotes', 'stock')).toEqual(['quotes', 'orders', 'stock']);
    expect(pathBetween(graph, 'stock', 'quotes')).toBeNull();
  });
});
