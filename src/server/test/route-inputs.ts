import { CATALOGUE_PARAMS } from '#shared/catalogue-query.js';

// What the whole-API tests (api-fuzz, prototype names) send to each route: a valid body per
// route that takes one, so that one changed field at a time gets past the others and reaches the
// handler and the database; and the names of every field a route reads, from its declared schema.

/** A valid body per route, from the shared schemas' rules. */
export const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/auth/login': { email: 'someone@example.test', password: 'Correct-Horse-42!' },
  'POST /api/auth/check-user': { email: 'someone@example.test', name: 'Someone' },
  'POST /api/auth/register': {
    email: 'fresh@example.test',
    name: 'Fresh Person',
    password: 'Correct-Horse-42!',
  },
  'POST /api/email/sendcode': { email: 'fresh@example.test' },
  'POST /api/email/verify-email': { email: 'fresh@example.test', code: '123456' },
  'POST /api/auth/forgot-password': { email: 'fresh@example.test' },
  'POST /api/auth/reset-password': {
    email: 'fresh@example.test',
    code: '123456',
    password: 'Correct-Horse-42!',
  },
  'POST /api/reviews': { name: 'Jo', message: 'Good service here', rating: 4 },
  'POST /api/contact': { name: 'Jo', email: 'jo@example.test', message: 'Hello there' },
  'POST /api/services': { name: 'Delivery', description: 'To site' },
  'POST /api/blogs/:slug/comments': { text: 'Nice post' },
  'POST /api/blogs/:slug/comments/:commentId/replies': { text: 'Thanks' },
  'POST /api/blogs/:slug/reactions': { type: 'like' },
  'POST /api/me/orders/claim': { reference: 'ARH-2222-2222', phone: '0712345678' },
  'POST /api/me/statement/pay': { phone: '0712345678', amount: 100 },
  'POST /api/me/sites': {
    label: 'Plot 12',
    county: 'Machakos',
    area: 'Syokimau, near the water tower',
    contactName: 'Kamau',
    contactPhone: '0712345678',
  },
};

/** An import's cells beside its SKU (the tests send them as a CSV file). */
const IMPORT_ROW = { name: 'Pipe', category: 'Plumbing', unit: 'piece', price: '100' };

/** Valid bodies of routes that need a record made first (a product to order, for one). */
export function validBodiesWith(real: { productId: string }): typeof VALID_BODIES {
  return {
    ...VALID_BODIES,
    'POST /api/blogs': { title: 'A post', content: 'Text.' },
    'PUT /api/blogs/:slug': { title: 'A post', content: 'Text.' },
    'POST /api/products': {
      sku: 'NEW-1',
      name: 'Pipe',
      category: 'Plumbing',
      unit: 'piece',
      price: '100',
    },
    'PUT /api/products/:id': {
      sku: 'NEW-2',
      name: 'Pipe',
      category: 'Plumbing',
      unit: 'piece',
      price: '100',
    },
    'PATCH /api/products/:id': { price: 120 },
    'POST /api/products/import/preview': IMPORT_ROW,
    'POST /api/products/import/apply': IMPORT_ROW,
    'POST /api/orders': {
      customerName: 'Buyer',
      phone: '0712345678',
      items: [{ productId: real.productId, qty: 1 }],
      delivery: { method: 'delivery', county: 'Machakos', area: 'Kitengela' },
      note: 'Call first',
    },
    'POST /api/admin/orders/:reference/status': { status: 'Confirmed' },
    'POST /api/me/lists': {
      name: 'Plot 12 roofing',
      items: [{ productId: real.productId, unit: 'bag', quantity: '2.5' }],
    },
    'PATCH /api/me/lists/:id': { name: 'Plot 12 walls' },
    'POST /api/me/account-orders': {
      customerName: 'Buyer',
      phone: '0712345678',
      items: [{ productId: real.productId, qty: 1 }],
      delivery: { method: 'pickup' },
    },
    'POST /api/admin/trade-accounts': {
      userId: 'someone',
      creditLimit: 100_000,
      termsDays: 30,
      overrunPct: 0,
    },
    'POST /api/admin/account-orders/:reference/decision': { decision: 'approve' },
    'POST /api/admin/orders/:reference/notes': { text: 'Called the buyer' },
    'POST /api/admin/delivery-zones': { name: 'Near', counties: ['Machakos'], fee: 200 },
    'PUT /api/admin/delivery-zones/:id': { name: 'Near', counties: ['Machakos'], fee: 250 },
  };
}

/** Query parameters a route reads without declaring a schema for them. */
const UNDECLARED_QUERIES: Record<string, readonly string[]> = {
  'GET /api/products': CATALOGUE_PARAMS,
};

interface SchemaNode {
  shape?: Record<string, SchemaNode>;
  def?: {
    type?: string;
    in?: SchemaNode;
    innerType?: SchemaNode;
    element?: SchemaNode;
    options?: SchemaNode[];
  };
}

/**
 * Every field path a zod schema names: `['delivery', 'county']`, `['items', 0, 'qty']`. Wrappers
 * (optional, default, pipes, refinements) are looked through; each union option adds its fields.
 */
export function fieldPaths(
  schema: unknown,
  prefix: (string | number)[] = [],
): (string | number)[][] {
  const node = schema as SchemaNode | undefined;
  if (!node || typeof node !== 'object') return [];
  if (node.shape) {
    return Object.entries(node.shape).flatMap(([key, child]) => {
      const inner = fieldPaths(child, [...prefix, key]);
      return inner.length > 0 ? [[...prefix, key], ...inner] : [[...prefix, key]];
    });
  }
  const def = node.def ?? {};
  if (def.type === 'array' && def.element) return fieldPaths(def.element, [...prefix, 0]);
  if (def.type === 'pipe' && def.in) return fieldPaths(def.in, prefix);
  if (def.innerType) return fieldPaths(def.innerType, prefix);
  if (def.options) {
    const seen = new Set<string>();
    return def.options
      .flatMap((option) => fieldPaths(option, prefix))
      .filter((path) => !seen.has(path.join('.')) && seen.add(path.join('.')));
  }
  return [];
}

/** The query parameters a route reads: its declared querystring schema's, and any it parses itself. */
export function queryNames(route: {
  method: string;
  url: string;
  schema?: { querystring?: unknown };
}) {
  const declared = fieldPaths(route.schema?.querystring)
    .filter((p) => p.length === 1)
    .map((p) => String(p[0]));
  return [...new Set([...declared, ...(UNDECLARED_QUERIES[`${route.method} ${route.url}`] ?? [])])];
}

/** A copy of `body` with `value` at `path`, making the objects and lists on the way. */
export function withValueAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const list = Array.isArray(body) ? [...(body as unknown[])] : [];
    list[head] = withValueAt(list[head], rest, value);
    return list;
  }
  const object =
    body && typeof body === 'object' && !Array.isArray(body)
      ? { ...(body as Record<string, unknown>) }
      : {};
  Object.defineProperty(object, head, {
    value: withValueAt(object[head], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return object;
}
