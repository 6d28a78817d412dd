import { excerpt } from '#shared/blog.schema.js';
import { addressIn, langOf } from '#shared/languages.js';
import { mediaShareUrl } from '#shared/media.js';
import { findBlogBySlug } from '../blogs/blog.repository.js';
import { blogCover } from '../blogs/blog.service.js';
import { notFound, type Messages, type SeoDeps } from './head-basics.js';
import type { PageHead } from './head-tags.js';
import { breadcrumbs, publisherOf } from './structured-data.js';

// A blog post's head (page-head.ts): its title, excerpt and cover, and its schema.org BlogPosting.

export async function blogHead(
  app: SeoDeps,
  slug: string,
  path: string,
  m: Messages,
): Promise<PageHead> {
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
