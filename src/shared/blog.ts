import { BLOG } from './constants.js';

// The blog's limits and pure reading rules (excerpt, paragraphs, image interleaving, slugs),
// shared by the server and the pages. No schema library here: the blog pages load this alone.

export const BLOG_LIMITS = {
  titleMax: 160,
  contentMax: 50_000,
  commentMax: 2000,
  /** Gallery images per post; the cover is separate. */
  imagesMax: 12,
  slugMax: 80,
} as const;

export const REACTION_TYPES = ['like', 'heart', 'dislike'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

/** Comments shown with a post; older ones are fetched page by page. */
export const COMMENTS_PAGE_SIZE = 20;

export const ANONYMOUS = 'Anonymous';

/** The first 120 characters of the content (whitespace runs count as one space), then '...' if cut. */
export function excerpt(content: string, length: number = BLOG.excerptLength): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  return `${flat.slice(0, length).trimEnd()}...`;
}

/** Paragraphs are separated by blank lines (lines holding only whitespace count as blank). */
export function paragraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

export type BlogBlock =
  { kind: 'paragraph'; text: string } | { kind: 'image'; src: string; index: number };

/**
 * The reading order of a post: the nth image follows the nth paragraph. Images beyond the number
 * of paragraphs follow the last one, in order, so none is lost.
 */
export function interleave(content: string, images: readonly string[]): BlogBlock[] {
  const blocks: BlogBlock[] = [];
  const texts = paragraphs(content);
  texts.forEach((text, i) => {
    blocks.push({ kind: 'paragraph', text });
    const src = images[i];
    if (src !== undefined) blocks.push({ kind: 'image', src, index: i });
  });
  for (let i = texts.length; i < images.length; i += 1) {
    blocks.push({ kind: 'image', src: images[i]!, index: i });
  }
  return blocks;
}

/** A URL-safe slug from a title: lower case ASCII words joined by hyphens. */
export function slugify(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BLOG_LIMITS.slugMax)
    .replace(/-+$/g, '');
  return base || 'post';
}
