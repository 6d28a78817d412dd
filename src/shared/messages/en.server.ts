// The texts only the server writes, in English: each page's <head> (title, description, link
// preview). Kept apart from en.ts so no page's script carries them (docs/decisions/105); sw.server.ts
// holds the same keys in Swahili.

export const enHead = {
  hours: 'Mon to Sat, 8:00 AM to 6:00 PM',
  register: 'Register',
  tagline: 'Building materials in Athi River',
  description:
    'Building materials, power tools, paint, doors and windows, timber, steel, plumbing and electrical supplies in Athi River, Machakos. Delivery across Kenya.',
  products: (shop: string) =>
    `Cement, iron sheets, steel, timber, paint, plumbing, electrical and tools at ${shop}, Athi River. Reserve online and order on WhatsApp.`,
  services: (shop: string) => `Delivery, cutting, hire and advice from ${shop} in Athi River.`,
  gallery: (shop: string) => `Photos of the products and work of ${shop}, Athi River.`,
  blog: (shop: string) => `Building tips, product guides and news from ${shop}.`,
  contact: (shop: string, hours: string) => `Call, e-mail, WhatsApp or visit ${shop}. ${hours}.`,
  quoteTitle: 'Get a Quote',
  quote: (shop: string) =>
    `Paste your materials list, in English or Swahili, and get it priced by ${shop}, Athi River.`,
  forgotPassword: 'Forgot password',
  productBy: (name: string, brand: string | null, shop: string) =>
    `${name}${brand ? ` by ${brand}` : ''} at ${shop}, Athi River.`,
  order: 'Order',
  quoteRef: 'Quote',
  notFound: 'Page not found',
};

/** The shape both languages' server texts share. */
export type ServerMessages = typeof enHead;

/**
 * The mails a customer gets, in the language of the page that asked for them (the shop's staff get
 * theirs in English). sw.server.ts holds the same keys in Swahili.
 */
export const enMail = {
  /** The code to verify an e-mail (registering) or to set a new password. */
  code: {
    hello: (name: string) => `Hello ${name},`,
    verifySubject: (shop: string) => `Your ${shop} verification code`,
    verifyLine: 'Use this code to verify your e-mail and finish registering:',
    verifyIgnore: 'If you did not register, you can ignore this e-mail.',
    resetSubject: (shop: string) => `Your ${shop} password reset code`,
    resetLine: 'Use this code to set a new password for your account:',
    resetIgnore:
      'If you did not ask to reset your password, you can ignore this e-mail; your password stays the same.',
    expires: (minutes: number) => `The code expires in ${minutes} minutes.`,
  },
};

/** The shape both languages' mails share. */
export type MailMessages = typeof enMail;
