import { z } from './zod.js';
import { BLOG_LIMITS, REACTION_TYPES } from './blog.js';
import { pageOf } from './paging.schema.js';

// The blog contract: what GET /api/blogs and /api/blogs/{slug} return
// and what the comment, reply and reaction calls accept. The limits and reading rules live in
// blog.ts, which pages can load without the schema library.

export {
  BLOG_LIMITS,
  COMMENTS_PAGE_SIZE,
  excerpt,
  interleave,
  paragraphs,
  REACTION_TYPES,
  slugify,
  type ReactionType,
} from './blog.js';

/** Form text keeps plain LF line breaks (browsers send a form's text fields with CRLF). */
const lfLineBreaks = (v: string) => v.replace(/\r\n?/g, '\n');

/** The text fields of the multipart create/update form. */
export const BlogTextInput = z.object({
  title: z
    .string('Title is required.')
    .overwrite(lfLineBreaks)
    .trim()
    .min(1, 'Title is required.')
    .max(BLOG_LIMITS.titleMax, `Title must be at most ${BLOG_LIMITS.titleMax} characters.`),
  content: z
    .string('Content is required.')
    .overwrite(lfLineBreaks)
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
export type AdminCommentPage = z.infer<typeof AdminCommentPage>;

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
