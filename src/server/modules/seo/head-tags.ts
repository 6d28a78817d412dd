import { addressIn, type Lang } from '#shared/languages.js';
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
  /** The page's language: Swahili pages live under /sw/ (docs/decisions/105). */
  lang?: Lang;
  /** The page's path in English (without /sw), for the hreflang alternates. */
  enPath?: string;
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
    `<meta property="og:locale" content="${head.lang === 'sw' ? 'sw_KE' : 'en_KE'}" />`,
    `<meta property="og:locale:alternate" content="${head.lang === 'sw' ? 'en_KE' : 'sw_KE'}" />`,
    ...alternateTags(head, publicUrl),
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
    ...withLanguage(head, canonical).map(
      (data) => `<script type="application/ld+json">${scriptJson(data)}</script>`,
    ),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** The page in each language for search engines: en-KE, sw-KE, and English as the default. */
function alternateTags(head: PageHead, publicUrl: string): string[] {
  if (head.status !== 200 || head.enPath === undefined || head.noindex) return [];
  const en = `${publicUrl}${head.enPath}`;
  const sw = `${publicUrl}${addressIn('sw', head.enPath)}`;
  return [
    `<link rel="alternate" hreflang="en-KE" href="${escapeHtml(en)}" />`,
    `<link rel="alternate" hreflang="sw-KE" href="${escapeHtml(sw)}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(en)}" />`,
  ];
}

/**
 * The structured data with the page's language: a WebPage naming it, and `inLanguage` on the
 * articles (a Product or a store has no language of its own in schema.org).
 */
function withLanguage(head: PageHead, canonical: string): object[] {
  if (head.status !== 200) return head.jsonLd;
  const inLanguage = head.lang === 'sw' ? 'sw-KE' : 'en-KE';
  return [
    ...head.jsonLd.map((data) =>
      (data as { '@type'?: string })['@type'] === 'BlogPosting' ? { ...data, inLanguage } : data,
    ),
    {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      url: canonical,
      name: head.title,
      inLanguage,
    },
  ];
}
