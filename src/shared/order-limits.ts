// The limits of an order, shared by the cart, the admin screens and the server (order.schema.ts
// builds its rules on them and re-exports them).

export const ORDER = {
  itemsMax: 50,
  qtyMax: 10_000,
  nameMax: 100,
  areaMax: 120,
  noteMax: 500,
  locationLinkMax: 300,
  staffNoteMax: 1000,
  /** POST /api/orders per address: room for several shoppers behind one mobile-network address. */
  rateLimitMax: 20,
  rateLimitWindow: '10 minutes',
  /** GET /api/orders/:reference per address; references are unguessable, this keeps it so. */
  lookupRateLimitMax: 60,
  lookupRateLimitWindow: '1 minute',
  adminPageSize: 20,
  adminPageSizeMax: 100,
} as const;

/** Texts the cart shows and the server answers with, written once. */
export const ORDER_TEXTS = {
  /** A delivery to a county no zone covers: the cart says it before sending, the server refuses. */
  noDeliveryZone: (county: string) =>
    `We do not deliver to ${county} yet. Please choose pickup, or call the shop to arrange delivery.`,
} as const;
