// Business constants used by the SPA and the server alike (what only the browser uses lives in
// src/web); most are the old site's values,
// kept as they were (docs/decisions/060-old-site-spec.md).
// Nothing here may import node or DOM modules.

export const REVIEW = {
  nameMin: 2,
  nameMax: 80,
  messageMin: 6,
  messageMax: 1000,
  ratingMin: 1,
  ratingMax: 5,
} as const;

export const ACCOUNT = {
  passwordMin: 12,
  /** Longer passwords are refused before hashing (docs/decisions/075-password-hashing.md). */
  passwordMax: 128,
  nameMin: 3,
  nameMax: 40,
  /** The longest e-mail address a mail system accepts (RFC 5321 path limit). */
  emailMax: 254,
  codeLength: 6,
  codeExpiryMinutes: 10,
  codeMaxWrongTries: 5,
  resendCooldownSeconds: 60,
  resendAttempts: 3,
} as const;

export const PRICE_FILTER = {
  min: 0,
  max: 500000,
  step: 1000,
  anyLabel: 'Any',
} as const;

/** How long a post's excerpt is, on the blog list and in page descriptions. */
export const BLOG = {
  excerptLength: 120,
} as const;

/** One limit for every uploaded image, blog or product (docs/decisions/063-image-limit.md). */
export const IMAGE_MAX_BYTES = 4 * 1024 * 1024;
export const IMAGE_MAX_LABEL = '4MB';

export const CURRENCY = {
  card: 'KES',
  cart: 'KSh',
  admin: 'Ksh',
} as const;

export const PRODUCT_CATEGORIES = [
  'Cement',
  'Steel',
  'Paints',
  'Plumbing',
  'Electrical',
  'Timber',
  'Tools',
  'Fasteners',
  'Tiles',
  'Roofing',
  'Safety Gear',
  'Others',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_UNITS = [
  'kg',
  'litre',
  'piece',
  'packet',
  'roll',
  'bag',
  'set',
  'meter',
  'square_meter',
  // Added with variants and sell units (DESIGN decision 41): steel by the bar and the tonne,
  // sheets, paint tins, timber by the foot.
  'bar',
  'sheet',
  'tin',
  'tonne',
  'foot',
] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

export const PRODUCT_STATUSES = ['In Stock', 'Out of Stock', 'Discontinued'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const DEFAULT_PRODUCT_STATUS: ProductStatus = 'In Stock';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The shop's clock (docs/decisions/073-locale.md, 084): Africa/Nairobi, UTC+3 all year (Kenya keeps no summer time). Dates on screen
 * are the shop's day, whatever the phone's or the server's zone.
 */
export const SHOP_TIME_ZONE = 'Africa/Nairobi';
export const SHOP_UTC_OFFSET_HOURS = 3;

/** Contact form limits (the spec only says required; the caps keep the table and chat link sane). */
export const CONTACT = {
  nameMax: 100,
  emailMax: ACCOUNT.emailMax,
  messageMax: 2000,
  /** POST /api/contact per address. */
  rateLimitMax: 5,
  rateLimitWindow: '10 minutes',
  /** How many messages the admin list shows, newest first. */
  listLimit: 200,
} as const;

/**
 * The name of the <meta> a server-drawn page carries when it shows a refused input in Swahili:
 * the browser then loads those texts before taking it over (src/web/lib/i18n/error-text.ts).
 */
export const ERROR_TEXTS_MARK = 'shop:error-texts';
