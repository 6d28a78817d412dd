// The shop's four staff roles and what each may do (DESIGN decision 47). One capability per admin
// route, declared in the route's config beside its policy; the server checks it and the admin
// sidebar shows only what a person's capabilities open. Shared by client and server.

export const STAFF_ROLES = ['owner', 'cashier', 'storekeeper', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const CAPABILITIES = [
  /** See orders and quotes. */
  'orders.read',
  /** Confirm orders, answer and send quotes. */
  'orders.confirm',
  /** Mark orders dispatched or collected. */
  'orders.dispatch',
  /** Record cash or bank payments, attach M-Pesa payments. */
  'payments.record',
  /** Sell at the counter (/admin/counter). */
  'counter.sell',
  /** Cancel a paid order, refund. */
  'orders.cancel-paid',
  /** Take back goods of a delivered or collected order, and give the money back (a return). */
  'orders.return',
  /** Products: options, variants, sell units, SKUs (with text and pictures). */
  'products.edit',
  /** Products: text and pictures only. */
  'products.text',
  /** Prices, costs and delivery fees. */
  'prices.edit',
  /** Stock: receive, count, adjust. */
  'stock.adjust',
  /** Blog, services, gallery, reviews and comments moderation, contact messages. */
  'content.edit',
  /** Every report (takings, sales, by product, customers, quotes, M-Pesa statement). */
  'reports.all',
  /** The stock reports: stock value, low stock, slow movers. */
  'reports.stock',
  /** Today's takings of the person asking. */
  'reports.own-takings',
  /** Trade accounts: open, limits, approve or decline over-limit orders; customers' pages. */
  'accounts.manage',
  /** Staff: add, change roles, deactivate; the activity log. */
  'staff.manage',
  /** Settings, jobs, eTIMS documents and the shop's other machinery. */
  'settings.manage',
  /** The admin area's home: the dashboard's counts and one's own roles (every staff role). */
  'admin.home',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const ALL: readonly Capability[] = CAPABILITIES;

/** Decision 47's table, role by role. */
export const ROLE_CAPABILITIES: Record<StaffRole, readonly Capability[]> = {
  owner: ALL,
  cashier: [
    'orders.read',
    'orders.confirm',
    'orders.dispatch',
    'payments.record',
    'counter.sell',
    'orders.return',
    'reports.own-takings',
    'admin.home',
  ],
  storekeeper: [
    'orders.read',
    'orders.dispatch',
    'products.edit',
    'products.text',
    'stock.adjust',
    'reports.stock',
    'admin.home',
  ],
  editor: ['products.text', 'content.edit', 'admin.home'],
};

/** What a person holding `roles` may do (the union of their roles' capabilities). */
export function capabilitiesOf(roles: readonly StaffRole[]): Capability[] {
  const held = new Set<Capability>();
  for (const role of roles) for (const c of ROLE_CAPABILITIES[role]) held.add(c);
  return CAPABILITIES.filter((c) => held.has(c));
}
