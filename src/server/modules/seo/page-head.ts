import type { FastifyInstance } from 'fastify';
import { excerpt } from '#shared/blog.schema.js';
import { CURRENCY, WORKING_HOURS } from '#shared/constants.js';
import { mediaShareUrl } from '#shared/media.js';
import { finalPrice, formatMoney } from '#shared/pricing.js';
import { findBlogBySlug } from '../blogs/blog.repository.js';
import { blogCover } from '../blogs/blog.service.js';
import { NotFoundError } from '../../lib/errors.js';
import { getProduct } from '../products/product.service.js';
import type { PageHead } from './head-tags.js';
import { SHOP_SHARE_PATH } from './shop-pictures.js';
import { breadcrumbs, publisherOf, storeJsonLd } from './structured-data.js';

// What a crawler that runs no JavaScript (WhatsApp's link preview, Facebook, search engines)
// learns from a page's <head>: its title, description, canonical address, preview picture and
// structured data, and whether the page exists at all (404 for unknown paths, products and posts).
// The SPA still draws the page; this only makes each address describe itself. The tags are
// written by head-tags.ts, the schema.org data by structured-data.ts.

export type { PageHead };

export const SHOP_TAGLINE = 'Building materials in Athi River';
const SHOP_DESCRIPTION =
  'Building materials, power tools, paint, doors and windows, timber, steel, plumbing and electrical supplies in Athi River, Machakos. Delivery across Kenya.';

type Described = Omit<PageHead, 'status' | 'path' | 'jsonLd' | 'type'> &
  Partial<Pick<PageHead, 'jsonLd' | 'type'>>;

const shopPictureAlt = (shopName: string) => `${shopName} logo: ${SHOP_TAGLINE}`;

/** Pages whose head depends only on the shop, by path. */
function fixedPages(shopName: string, store: object): Record<string, Described> {
  return {
    '/': {
      title: `${shopName} | ${SHOP_TAGLINE}`,
      description: SHOP_DESCRIPTION,
      image: SHOP_SHARE_PATH,
      imageAlt: shopPictureAlt(shopName),
      jsonLd: [store],
    },
    '/products': {
      title: `Products | ${shopName}`,
      description: `Cement, iron sheets, steel, timber, paint, plumbing, electrical and tools at ${shopName}, Athi River. Reserve online and order on WhatsApp.`,
    },
    '/services': {
      title: `Services | ${shopName}`,
      description: `Delivery, cutting, hire and advice from ${shopName} in Athi River.`,
    },
    '/gallery': {
      title: `Gallery | ${shopName}`,
      description: `Photos of the products and work of ${shopName}, Athi River.`,
    },
    '/blog': {
      title: `Blog | ${shopName}`,
      description: `Building tips, product guides and news from ${shopName}.`,
    },
    '/contact': {
      title: `Contact | ${shopName}`,
      description: `Call, e-mail, WhatsApp or visit ${shopName}. ${WORKING_HOURS}.`,
      image: SHOP_SHARE_PATH,
      imageAlt: shopPictureAlt(shopName),
      jsonLd: [store],
    },
    '/quote': {
      title: `Get a Quote | ${shopName}`,
      description: `Paste your materials list, in English or Swahili, and get it priced by ${shopName}, Athi River.`,
    },
    '/cart': { title: `Cart | ${shopName}`, description: SHOP_DESCRIPTION, noindex: true },
    '/login': { title: `Login | ${shopName}`, description: SHOP_DESCRIPTION, noindex: true },
    '/register': { title: `Register | ${shopName}`, description: SHOP_DESCRIPTION, noindex: true },
    '/forgot-password': {
      title: `Forgot password | ${shopName}`,
      description: SHOP_DESCRIPTION,
      noindex: true,
    },
  };
}

function notFound(shopName: string, path: string): PageHead {
  return {
    status: 404,
    title: `Page not found | ${shopName}`,
    description: SHOP_DESCRIPTION,
    path,
    type: 'website',
    noindex: true,
    jsonLd: [],
  };
}

async function productHead(app: FastifyInstance, id: string, path: string): Promise<PageHead> {
  const { shop, publicUrl } = app.config;
  const product =
    id.length > 64
      ? null
      : await getProduct(app.db, id).catch((err: unknown) => {
          if (err instanceof NotFoundError) return null;
          throw err;
        });
  if (!product) return notFound(shop.name, path);
  const price = product.price === null ? null : finalPrice(product.price, product.discount);
  const priceText = price === null ? '' : ` ${formatMoney(price)}.`;
  const description = product.description
    ? excerpt(product.description, 180)
    : `${product.name}${product.brand ? ` by ${product.brand}` : ''} at ${shop.name}, Athi River.`;
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
        ...(price === null
          ? {}
          : {
              offers: {
                '@type': 'Offer',
                url: `${publicUrl}${path}`,
                priceCurrency: CURRENCY.card,
                price,
                availability:
                  product.status === 'In Stock'
                    ? 'https://schema.org/InStock'
                    : product.status === 'Out of Stock'
                      ? 'https://schema.org/OutOfStock'
                      : 'https://schema.org/Discontinued',
                seller: { '@type': 'Organization', name: shop.name },
              },
            }),
      },
      breadcrumbs(publicUrl, [
        ['Home', '/'],
        ['Products', '/products'],
        [product.name, path],
      ]),
    ],
  };
}

async function blogHead(app: FastifyInstance, slug: string, path: string): Promise<PageHead> {
  const { shop, publicUrl } = app.config;
  const post = slug.length > 200 ? undefined : await findBlogBySlug(app.db, slug);
  if (!post) return notFound(shop.name, path);
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
        ['Home', '/'],
        ['Blog', '/blog'],
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

/** The head of the page at this path (no query string), with 404 for what does not exist. */
export async function pageHeadFor(app: FastifyInstance, rawPath: string): Promise<PageHead> {
  const { shop } = app.config;
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const pages = fixedPages(shop.name, storeJsonLd(app));
  // The path is the visitor's: only the table's own entries count, never what objects inherit.
  const fixed = Object.hasOwn(pages, path) ? pages[path] : undefined;
  if (fixed) return { status: 200, type: 'website', jsonLd: [], path, ...fixed };

  const [, first, second, ...rest] = path.split('/');
  const param = second === undefined ? null : decodeSegment(second);
  if (first === 'products' && param && rest.length === 0) return productHead(app, param, path);
  if (first === 'blog' && param && rest.length === 0) return blogHead(app, param, path);
  if ((first === 'orders' || first === 'quotes') && param && rest.length === 0) {
    // An order's or a quote's page is for whoever holds its reference; its existence is answered
    // by the rate-limited API only, never by this page's status.
    return {
      status: 200,
      title: `${first === 'orders' ? 'Order' : 'Quote'} ${param.slice(0, 20)} | ${shop.name}`,
      description: SHOP_DESCRIPTION,
      path,
      type: 'website',
      noindex: true,
      jsonLd: [],
    };
  }
  if (first === 'admin') {
    return {
      status: 200,
      title: `Admin | ${shop.name}`,
      description: SHOP_DESCRIPTION,
      path,
      type: 'website',
      noindex: true,
      jsonLd: [],
    };
  }
  return notFound(shop.name, path);
}
