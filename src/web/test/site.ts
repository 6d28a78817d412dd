import type { SiteInfo } from '#shared/api.js';

/** The shop's details as GET /api/site answers them, for tests that render a page. */
export const aSite: SiteInfo = {
  name: 'Athi River Hardware',
  phone: '254712345678',
  phoneDisplay: '0712 345 678',
  email: 'shop@example.co.ke',
  location: 'Athi River',
  social: {
    tiktok: 'https://tiktok.example/shop',
    facebook: 'https://facebook.example/shop',
    whatsapp: 'https://wa.me/254712345678',
  },
};
