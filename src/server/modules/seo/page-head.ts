import { addressIn, langOf, routerPath, type Lang } from '#shared/languages.js';
import { blogHead } from './blog-head.js';
import { MESSAGES, notFound, type Messages, type SeoDeps } from './head-basics.js';
import type { PageHead } from './head-tags.js';
import { productHead } from './product-head.js';
import { SHOP_SHARE_PATH } from './shop-pictures.js';
import { storeJsonLd } from './structured-data.js';

// What a crawler that runs no JavaScript (WhatsApp's link preview, Facebook, search engines)
// learns from a page's <head>: its title, description, canonical address, preview picture and
// structured data, and whether the page exists at all (404 for unknown paths, products and posts).
// The SPA still draws the page; this only makes each address describe itself. The tags are
// written by head-tags.ts, the schema.org data by structured-data.ts; a product's and a post's head
// by product-head.ts and blog-head.ts.

export type { PageHead };

type Described = Omit<PageHead, 'status' | 'path' | 'jsonLd' | 'type'> &
  Partial<Pick<PageHead, 'jsonLd' | 'type'>>;

const shopPictureAlt = (shopName: string, m: Messages) => `${shopName} logo: ${m.head.tagline}`;

/** Pages whose head depends only on the shop, by path. */
function fixedPages(shopName: string, store: object, m: Messages): Record<string, Described> {
  const h = m.head;
  return {
    '/': {
      title: `${shopName} | ${h.tagline}`,
      description: h.description,
      image: SHOP_SHARE_PATH,
      imageAlt: shopPictureAlt(shopName, m),
      jsonLd: [store],
    },
    '/products': {
      title: `${m.nav.products} | ${shopName}`,
      description: h.products(shopName),
    },
    '/services': {
      title: `${m.nav.services} | ${shopName}`,
      description: h.services(shopName),
    },
    '/gallery': {
      title: `${m.nav.gallery} | ${shopName}`,
      description: h.gallery(shopName),
    },
    '/blog': {
      title: `${m.nav.blog} | ${shopName}`,
      description: h.blog(shopName),
    },
    '/contact': {
      title: `${m.nav.contact} | ${shopName}`,
      description: h.contact(shopName, h.hours),
      image: SHOP_SHARE_PATH,
      imageAlt: shopPictureAlt(shopName, m),
      jsonLd: [store],
    },
    '/quote': {
      title: `${h.quoteTitle} | ${shopName}`,
      description: h.quote(shopName),
    },
    '/cart': { title: `${m.nav.cart} | ${shopName}`, description: h.description, noindex: true },
    '/login': { title: `${m.nav.login} | ${shopName}`, description: h.description, noindex: true },
    '/register': {
      title: `${h.register} | ${shopName}`,
      description: h.description,
      noindex: true,
    },
    '/forgot-password': {
      title: `${h.forgotPassword} | ${shopName}`,
      description: h.description,
      noindex: true,
    },
    // A signed-in customer's own pages (decisions 54 and 57): drawn for whoever is signed in.
    '/account': {
      title: `${m.account.title} | ${shopName}`,
      description: h.description,
      noindex: true,
    },
    '/account/statement': {
      title: `${m.statement.title} | ${shopName}`,
      description: h.description,
      noindex: true,
    },
  };
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The head of the page at this path (no query string), with 404 for what does not exist. A path
 * under /sw/ is the Swahili twin of the English page at the rest of it.
 */
export async function pageHeadFor(app: SeoDeps, rawPath: string): Promise<PageHead> {
  const trimmed = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const lang = langOf(trimmed);
  const enPath = routerPath(trimmed);
  const shown = addressIn(lang, enPath);
  const head = await headIn(app, enPath, shown, MESSAGES[lang], lang);
  return { ...head, lang, enPath };
}

async function headIn(
  app: SeoDeps,
  key: string,
  path: string,
  m: Messages,
  lang: Lang,
): Promise<PageHead> {
  const { shop } = app.config;
  const pages = fixedPages(shop.name, storeJsonLd(app), m);
  // The path is the visitor's: only the table's own entries count, never what objects inherit.
  const fixed = Object.hasOwn(pages, key) ? pages[key] : undefined;
  if (fixed) return { status: 200, type: 'website', jsonLd: [], path, ...fixed };

  const [, first, second, ...rest] = key.split('/');
  const param = second === undefined ? null : decodeSegment(second);
  if (first === 'products' && param && rest.length === 0) return productHead(app, param, path, m);
  if (first === 'blog' && param && rest.length === 0) return blogHead(app, param, path, m);
  if ((first === 'orders' || first === 'quotes') && param && rest.length === 0) {
    // An order's or a quote's page is for whoever holds its reference; its existence is answered
    // by the rate-limited API only, never by this page's status.
    return {
      status: 200,
      title: `${first === 'orders' ? m.head.order : m.head.quoteRef} ${param.slice(0, 20)} | ${shop.name}`,
      description: m.head.description,
      path,
      type: 'website',
      noindex: true,
      jsonLd: [],
    };
  }
  if (first === 'admin' && lang === 'en') {
    return {
      status: 200,
      title: `Admin | ${shop.name}`,
      description: m.head.description,
      path,
      type: 'website',
      noindex: true,
      jsonLd: [],
    };
  }
  return notFound(shop.name, path, m);
}
