import type { Kysely } from 'kysely';
import { excerpt } from '#shared/blog.schema.js';
import { CURRENCY } from '#shared/constants.js';
import { addressIn, langOf, routerPath, type Lang } from '#shared/languages.js';
import { en, type Messages as PageMessages } from '#shared/messages/en.js';
import { enHead, type ServerMessages } from '#shared/messages/en.server.js';
import { enShop, type ShopMessages } from '#shared/messages/en.shop.js';
import { sw } from '#shared/messages/sw.js';
import { swHead } from '#shared/messages/sw.server.js';
import { swShop } from '#shared/messages/sw.shop.js';
import { mediaShareUrl } from '#shared/media.js';
import { finalPrice, formatMoney } from '#shared/pricing.js';
import { findBlogBySlug } from '../blogs/blog.repository.js';
import { blogCover } from '../blogs/blog.service.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { NotFoundError } from '../../lib/errors.js';
import { getProduct } from '../products/product.service.js';
import type { Product } from '#shared/product.schema.js';
import type { Variant } from '#shared/variant.schema.js';
import type { PageHead } from './head-tags.js';
import { SHOP_SHARE_PATH } from './shop-pictures.js';
import { breadcrumbs, publisherOf, storeJsonLd } from './structured-data.js';

// What a crawler that runs no JavaScript (WhatsApp's link preview, Facebook, search engines)
// learns from a page's <head>: its title, description, canonical address, preview picture and
// structured data, and whether the page exists at all (404 for unknown paths, products and posts).
// The SPA still draws the page; this only makes each address describe itself. The tags are
// written by head-tags.ts, the schema.org data by structured-data.ts.

/** What a page's head needs of the app: its settings and its database, not the whole app. */
export interface SeoDeps {
  config: Config;
  db: Kysely<Database>;
}

export type { PageHead };

type Messages = PageMessages & { head: ServerMessages } & Pick<
    ShopMessages,
    'account' | 'statement'
  >;
const MESSAGES: Record<Lang, Messages> = {
  en: { ...en, head: enHead, account: enShop.account, statement: enShop.statement },
  sw: { ...sw, head: swHead, account: swShop.account, statement: swShop.statement },
};

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

function notFound(shopName: string, path: string, m: Messages): PageHead {
  return {
    status: 404,
    title: `${m.head.notFound} | ${shopName}`,
    description: m.head.description,
    path,
    type: 'website',
    noindex: true,
    jsonLd: [],
  };
}

const AVAILABILITY = {
  in: 'https://schema.org/InStock',
  out: 'https://schema.org/OutOfStock',
  gone: 'https://schema.org/Discontinued',
} as const;

/** What one sell unit of a variant costs: its default sell unit's final price (what its page shows). */
function variantPrice(variant: Variant): number | null {
  const unit = variant.sellUnits.find((u) => u.default) ?? variant.sellUnits[0];
  return unit ? unit.finalPrice : variant.finalPrice;
}

/**
 * The product's offers (DESIGN decision 44): a product sold in one variant keeps its one Offer at
 * the product's address; one with several has one Offer per active priced variant, each at its
 * own address (?v=...), gathered in an AggregateOffer with the lowest and highest price.
 */
function offersOf(product: Product, publicUrl: string, url: string, shopName: string): object {
  // A variant's own picture (decision 160) goes with its Offer, when the product still has it.
  const pictureOf = (variant: Variant) =>
    variant.image && product.images.includes(variant.image)
      ? { image: `${publicUrl}${variant.image}` }
      : {};
  const seller = { '@type': 'Organization', name: shopName };
  const availability = (variant: Variant | undefined) =>
    product.status === 'Discontinued'
      ? AVAILABILITY.gone
      : product.status === 'Out of Stock' || variant?.stock.status === 'out'
        ? AVAILABILITY.out
        : AVAILABILITY.in;
  const priced = (product.variants ?? []).flatMap((variant) => {
    const price = variantPrice(variant);
    return variant.active && price !== null ? [{ variant, price }] : [];
  });
  if (priced.length <= 1) {
    const only = priced[0];
    const price =
      only?.price ?? (product.price === null ? null : finalPrice(product.price, product.discount));
    if (price === null) return {};
    return {
      offers: {
        '@type': 'Offer',
        url,
        ...(only ? { sku: only.variant.sku } : {}),
        priceCurrency: CURRENCY.card,
        price,
        availability: availability(only?.variant),
        seller,
      },
    };
  }
  const prices = priced.map((p) => p.price);
  return {
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: CURRENCY.card,
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: priced.length,
      offers: priced.map(({ variant, price }) => ({
        '@type': 'Offer',
        url: `${url}?v=${encodeURIComponent(variant._id)}`,
        sku: variant.sku,
        ...(variant.title ? { name: `${product.name} ${variant.title}` } : {}),
        ...pictureOf(variant),
        priceCurrency: CURRENCY.card,
        price,
        availability: availability(variant),
        seller,
      })),
    },
  };
}

async function productHead(app: SeoDeps, id: string, path: string, m: Messages): Promise<PageHead> {
  const { shop, publicUrl } = app.config;
  const product =
    id.length > 64
      ? null
      : await getProduct(app.db, id).catch((err: unknown) => {
          if (err instanceof NotFoundError) return null;
          throw err;
        });
  if (!product) return notFound(shop.name, path, m);
  const price = product.price === null ? null : finalPrice(product.price, product.discount);
  const priceText = price === null ? '' : ` ${formatMoney(price)}.`;
  const description = product.description
    ? excerpt(product.description, 180)
    : m.head.productBy(product.name, product.brand, shop.name);
  const image = product.image ? mediaShareUrl(product.image) : undefined;
  return {
    status: 200,
    title: `${product.name} | ${shop.name}`,
    description: `${description}${priceText}`.trim(),
    path,
    type: 'product',
    image,
    imageAlt: product.name,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        sku: product.sku,
        ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
        ...(product.category ? { category: product.category } : {}),
        ...(product.description ? { description: product.description } : {}),
        image: product.images.map((url) => `${publicUrl}${url}`),
        ...offersOf(product, publicUrl, `${publicUrl}${path}`, shop.name),
      },
      breadcrumbs(publicUrl, [
        [m.nav.home, addressIn(langOf(path), '/')],
        [m.nav.products, addressIn(langOf(path), '/products')],
        [product.name, path],
      ]),
    ],
  };
}

async function blogHead(app: SeoDeps, slug: string, path: string, m: Messages): Promise<PageHead> {
  const { shop, publicUrl } = app.config;
  const post = slug.length > 200 ? undefined : await findBlogBySlug(app.db, slug);
  if (!post) return notFound(shop.name, path, m);
  const cover = await blogCover(app.db, post.id);
  const image = cover ? mediaShareUrl(cover) : undefined;
  return {
    status: 200,
    title: `${post.title} | ${shop.name}`,
    description: excerpt(post.content, 180),
    path,
    type: 'article',
    image,
    imageAlt: post.title,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        datePublished: post.created_at,
        dateModified: post.updated_at,
        mainEntityOfPage: `${publicUrl}${path}`,
        ...(cover ? { image: `${publicUrl}${cover}` } : {}),
        author: { '@type': 'Organization', name: shop.name },
        publisher: publisherOf(shop.name, publicUrl),
      },
      breadcrumbs(publicUrl, [
        [m.nav.home, addressIn(langOf(path), '/')],
        [m.nav.blog, addressIn(langOf(path), '/blog')],
        [post.title, path],
      ]),
    ],
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
