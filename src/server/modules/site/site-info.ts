import type { SiteInfo } from '#shared/api.js';
import type { Config } from '../../config.js';

function displayPhone(digits: string): string {
  // 254712345678 -> +254 712 345 678
  const m = /^(\d{3})(\d{3})(\d{3})(\d{3})$/.exec(digits);
  return m ? `+${m[1]} ${m[2]} ${m[3]} ${m[4]}` : `+${digits}`;
}

/** The public part of the settings: what the SPA may know about the shop. */
export function siteInfo(config: Config): SiteInfo {
  const { shop } = config;
  return {
    name: shop.name,
    phone: shop.phone,
    phoneDisplay: displayPhone(shop.phone),
    email: shop.email,
    location: shop.location,
    social: {
      tiktok: shop.tiktokUrl,
      facebook: shop.facebookUrl,
      whatsapp: `https://wa.me/${shop.phone}`,
    },
  };
}
