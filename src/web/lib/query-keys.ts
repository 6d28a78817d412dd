// Every query key of the SPA, by what it holds. Features build their queries from these and
// invalidate through them, so a write in one feature refreshes another's view (a new product
// changes the dashboard) without either reaching into the other. Whatever only a signed-in
// admin may read sits under `admin`, and what only the signed-in customer may under `me`; sign-out
// drops both from the cache.

const admin = ['admin'] as const;

export const queryKeys = {
  site: ['site'] as const,
  /** The full list, catalogue pages and single products all live under it. */
  products: ['products'] as const,
  services: ['services'] as const,
  blogs: ['blogs'] as const,
  blog: (slug: string) => ['blogs', slug] as const,
  reviews: ['reviews'] as const,
  deliveryZones: ['delivery-zones'] as const,
  order: (reference: string) => ['order', reference.toUpperCase()] as const,
  quote: (reference: string) => ['quote', reference.toUpperCase()] as const,
  /**
   * The server's answer to a page's form sent without the script (the contact form as a plain
   * POST): what it kept, refused or saved, handed to the page it rendered (docs/decisions/103).
   */
  formAnswer: (form: string) => ['form-answer', form] as const,

  /** Everything private to the signed-in customer (orders, lists, sites), dropped at sign-out. */
  me: ['me'] as const,

  /** Everything private to admins. */
  admin,
  dashboard: [...admin, 'dashboard'] as const,
  adminOrders: [...admin, 'orders'] as const,
  adminOrder: (reference: string) => [...admin, 'order', reference.toUpperCase()] as const,
  adminOrderAll: [...admin, 'order'] as const,
  adminPayments: [...admin, 'payments'] as const,
  adminQuotes: [...admin, 'quotes'] as const,
  adminQuote: (reference: string) => [...admin, 'quote', reference.toUpperCase()] as const,
  adminComments: [...admin, 'comments'] as const,
  adminReviews: [...admin, 'reviews'] as const,
  contactMessages: [...admin, 'contact-messages'] as const,
  deadJobs: [...admin, 'jobs', 'dead'] as const,
  etims: [...admin, 'etims'] as const,
  adminMe: [...admin, 'me'] as const,
  staff: [...admin, 'staff'] as const,
  activity: [...admin, 'activity'] as const,
  history: (entity: string, id: string) => [...admin, 'history', entity, id] as const,
};
