import { z } from 'zod';
import { BLOG } from './constants.js';
import { pageOf } from './paging.schema.js';

// The blog contract (spec sections 3, 4 and 7): what GET /api/blogs and /api/blogs/{slug} return,
// what the comment, reply and reaction calls accept, and the pure reading rules (excerpt,
// paragraphs, image interleaving, slugs) that the server and the SPA share.

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

/** The text fields of the multipart create/update form. */
export const BlogTextInput = z.object({
  title: z
    .string('Title is required.')
    .trim()
    .min(1, 'Title is required.')
    .max(BLOG_LIMITS.titleMax, `Title must be at most ${BLOG_LIMITS.titleMax} characters.`),
  content: z
    .string('Content is required.')
    .trim()
    .min(1, 'Content is required.')
    .max(BLOG_LIMITS.contentMax, `Content must be at most ${BLOG_LIMITS.contentMax} characters.`),
});
export type BlogTextInput = z.infer<typeof BlogTextInput>;

export const CommentInput = z.object({
  text: z
    .string('Write a comment first.')
    .trim()
    .min(1, 'Write a comment first.')
    .max(BLOG_LIMITS.commentMax, `A comment can be at most ${BLOG_LIMITS.commentMax} characters.`),
});
export type CommentInput = z.infer<typeof CommentInput>;

export const ReactionInput = z.object({
  type: z.enum(REACTION_TYPES, 'Reaction type must be like, heart or dislike.'),
});
export type ReactionInput = z.infer<typeof ReactionInput>;

export const SlugParam = z.object({ slug: z.string().min(1).max(200) });
export const CommentParams = z.object({
  slug: z.string().min(1).max(200),
  commentId: z.string().min(1).max(64),
});

export const Reactions = z.object({
  likes: z.number().int(),
  hearts: z.number().int(),
  dislikes: z.number().int(),
});
export type Reactions = z.infer<typeof Reactions>;

export const UserReactions = z.object({
  like: z.boolean(),
  heart: z.boolean(),
  dislike: z.boolean(),
});
export type UserReactions = z.infer<typeof UserReactions>;

export const ReactionsAnswer = z.object({ reactions: Reactions, userReactions: UserReactions });
export type ReactionsAnswer = z.infer<typeof ReactionsAnswer>;

export const Reply = z.object({
  _id: z.string(),
  /** null when the author's account is gone: shown as 'Anonymous'. */
  user: z.object({ username: z.string() }).nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export type Reply = z.infer<typeof Reply>;

export const Comment = Reply.extend({ replies: z.array(Reply) });
export type Comment = z.infer<typeof Comment>;

export const CommentPage = pageOf(Comment);
export type CommentPage = z.infer<typeof CommentPage>;

/** A comment or a reply as the moderation list shows it, with the post it belongs to. */
export const AdminComment = Reply.extend({
  /** null for a comment, the comment's id for a reply. */
  parentId: z.string().nullable(),
  replyCount: z.number().int(),
  blog: z.object({ slug: z.string(), title: z.string() }),
});
export type AdminComment = z.infer<typeof AdminComment>;
export const AdminCommentPage = pageOf(AdminComment);

export const BlogSummary = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  /** Address under /media, or null without a cover. */
  coverImage: z.string().nullable(),
  createdAt: z.string(),
});
export type BlogSummary = z.infer<typeof BlogSummary>;

export const BlogList = z.array(BlogSummary);

/** Comments shown with a post; older ones are fetched page by page. */
export const COMMENTS_PAGE_SIZE = 20;

export const BlogDetail = BlogSummary.extend({
  images: z.array(z.string()),
  updatedAt: z.string(),
  reactions: Reactions,
  userReactions: UserReactions,
  /** The newest comments (the first page), not the whole history. */
  comments: z.array(Comment),
  /** How many comments the post has in all (replies not counted). */
  commentsTotal: z.number().int(),
});
export type BlogDetail = z.infer<typeof BlogDetail>;

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
