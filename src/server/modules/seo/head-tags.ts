import { escapeHtml, scriptJson } from '../../lib/html.js';
import { SHARE_HEIGHT, SHARE_WIDTH } from '../media/share-image.js';

// A page's head as data (page-head.ts decides it) and as the tags the server writes into the
// page: title, description, canonical address, Open Graph and Twitter preview, structured data.

export interface PageHead {
  status: 200 | 404;
  title: string;
  description: string;
  /** Path of the canonical address (joined to PUBLIC_URL). */
  path: string;
  type: 'website' | 'product' | 'article';
  /** Path or address of the 1200x630 preview picture. */
  image?: string;
  /** What the preview picture shows, for people who cannot see it (og:image:alt). */
  imageAlt?: string;
  /** Pages that make no sense in search results (cart, sign-in, admin, not found). */
  noindex?: boolean;
  jsonLd: object[];
}

/** The <head> tags of a page, absolute addresses from PUBLIC_URL. */
export function headTags(head: PageHead, publicUrl: string, shopName: string): string {
  const canonical = `${publicUrl}${head.path}`;
  const image = head.image
    ? head.image.startsWith('http')
      ? head.image
      : `${publicUrl}${head.image}`
    : undefined;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    head.status === 200 ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '',
    `<meta property="og:site_name" content="${escapeHtml(shopName)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="en_KE" />`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}" />` : '',
    image ? `<meta property="og:image:type" content="image/jpeg" />` : '',
    image ? `<meta property="og:image:width" content="${SHARE_WIDTH}" />` : '',
    image ? `<meta property="og:image:height" content="${SHARE_HEIGHT}" />` : '',
    image
      ? `<meta property="og:image:alt" content="${escapeHtml(head.imageAlt ?? head.title)}" />`
      : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
    image ? `<meta name="twitter:image" content="${escapeHtml(image)}" />` : '',
    image
      ? `<meta name="twitter:image:alt" content="${escapeHtml(head.imageAlt ?? head.title)}" />`
      : '',
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}
