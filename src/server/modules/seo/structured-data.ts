import type { Config } from '../../config.js';
import { CURRENCY } from '#shared/constants.js';
import { LOGO_SIZE, SHOP_LOGO_PATH, SHOP_SHARE_PATH } from './shop-pictures.js';

// What schema.org learns of the shop and where a page sits: the store, the shop as a publisher,
// and breadcrumbs. Page heads (page-head.ts) put these in their JSON-LD.

/** The shop as a publisher, with its square logo (BlogPosting, docs/decisions/101). */
export function publisherOf(shopName: string, publicUrl: string): object {
  return {
    '@type': 'Organization',
    name: shopName,
    url: `${publicUrl}/`,
    logo: {
      '@type': 'ImageObject',
      url: `${publicUrl}${SHOP_LOGO_PATH}`,
      width: LOGO_SIZE,
      height: LOGO_SIZE,
    },
  };
}

/** The shop as schema.org sees it (home and contact pages). */
export function storeJsonLd(app: { config: Config }): object {
  const { shop, publicUrl } = app.config;
  return {
    '@context': 'https://schema.org',
    '@type': 'HardwareStore',
    name: shop.name,
    url: `${publicUrl}/`,
    telephone: `+${shop.phone}`,
    email: shop.email,
    image: `${publicUrl}${SHOP_SHARE_PATH}`,
    logo: `${publicUrl}${SHOP_LOGO_PATH}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.location,
      addressLocality: 'Athi River',
      addressRegion: 'Machakos',
      addressCountry: 'KE',
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '08:00',
        closes: '18:00',
      },
    ],
    sameAs: [shop.tiktokUrl, shop.facebookUrl],
    currenciesAccepted: CURRENCY.card,
  };
}

export function breadcrumbs(publicUrl: string, trail: Array<[name: string, path: string]>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: `${publicUrl}${path}`,
    })),
  };
}
