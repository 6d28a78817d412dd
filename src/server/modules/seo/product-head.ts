import { excerpt } from '#shared/blog.schema.js';
import { CURRENCY } from '#shared/constants.js';
import { addressIn, langOf } from '#shared/languages.js';
import { mediaShareUrl } from '#shared/media.js';
import { finalPrice, formatMoney } from '#shared/pricing.js';
import type { Product } from '#shared/product.schema.js';
import type { Variant } from '#shared/variant.schema.js';
import { NotFoundError } from '../../lib/errors.js';
import { getProduct } from '../products/product.service.js';
import { notFound, type Messages, type SeoDeps } from './head-basics.js';
import type { PageHead } from './head-tags.js';
import { breadcrumbs } from './structured-data.js';

// A product page's head (page-head.ts): its name, price and picture, and its schema.org Product
// with an Offer per variant it is sold in.

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

export async function productHead(
  app: SeoDeps,
  id: string,
  path: string,
  m: Messages,
): Promise<PageHead> {
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
