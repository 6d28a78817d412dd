import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { COMMENTS_PAGE_SIZE } from '#shared/blog.js';
import type {
  AdminCommentPage,
  BlogDetail,
  BlogSummary,
  CommentPage,
  ReactionsAnswer,
  ReactionType,
} from '#shared/blog.schema.js';
import { api, apiOrNull } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

// The blog feature's calls: list, one post, comments, replies, reactions, and the
// admin writes. Answers are typed by the shared schemas,
// which the server checks every answer against.

export const blogsQuery = queryOptions({
  queryKey: queryKeys.blogs,
  queryFn: async () => await api<BlogSummary[]>('/blogs'),
});

/** One post, or null when there is no such post (an answer the page shows, not a failure). */
export const blogQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.blog(slug),
    queryFn: async () => apiOrNull<BlogDetail>(`/blogs/${encodeURIComponent(slug)}`),
  });

export function useBlogs() {
  return useQuery(blogsQuery);
}

export function useBlog(slug: string) {
  return useQuery(blogQuery(slug));
}

function useSetBlog(slug: string) {
  const queryClient = useQueryClient();
  return (blog: BlogDetail) => queryClient.setQueryData(blogQuery(slug).queryKey, blog);
}

export function useAddComment(slug: string) {
  const setBlog = useSetBlog(slug);
  return useMutation({
    mutationFn: async (text: string) =>
      await api<BlogDetail>(`/blogs/${encodeURIComponent(slug)}/comments`, {
        method: 'POST',
        body: { text },
      }),
    onSuccess: setBlog,
  });
}

export function useAddReply(slug: string) {
  const setBlog = useSetBlog(slug);
  return useMutation({
    mutationFn: async ({ commentId, text }: { commentId: string; text: string }) =>
      await api<BlogDetail>(
        `/blogs/${encodeURIComponent(slug)}/comments/${encodeURIComponent(commentId)}/replies`,
        {
          method: 'POST',
          body: { text },
        },
      ),
    onSuccess: setBlog,
  });
}

export function useReact(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (type: ReactionType) =>
      await api<ReactionsAnswer>(`/blogs/${encodeURIComponent(slug)}/reactions`, {
        method: 'POST',
        body: { type },
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(blogQuery(slug).queryKey, (old: BlogDetail | null | undefined) =>
        old ? { ...old, ...answer } : old,
      );
    },
  });
}

/** Older comments, from page 2 on (page 1 comes with the post); fetched only when asked for. */
export function useOlderComments(slug: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.blog(slug), 'comments'],
    queryFn: async ({ pageParam }) =>
      await api<CommentPage>(
        `/blogs/${encodeURIComponent(slug)}/comments?page=${pageParam}&pageSize=${COMMENTS_PAGE_SIZE}`,
      ),
    initialPageParam: 2,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    enabled,
  });
}

/* ---------- admin ---------- */

/** What an admin is told before deleting a comment: its replies go with it. */
export function deleteCommentQuestion(replies: number): string {
  if (replies === 0) return 'Delete this comment?';
  const noun = replies === 1 ? 'reply' : 'replies';
  return `Delete this comment and its ${replies} ${noun}? The ${noun} will be deleted too.`;
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, commentId }: { slug: string; commentId: string }) =>
      api<{ deleted: true; replies: number }>(
        `/blogs/${encodeURIComponent(slug)}/comments/${encodeURIComponent(commentId)}`,
        { method: 'DELETE' },
      ),
    onSuccess: async (_answer, { slug }) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.blog(slug) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminComments });
    },
  });
}

export const adminCommentsQuery = (page: number, q: string) => ({
  queryKey: [...queryKeys.adminComments, page, q] as const,
  queryFn: async () => {
    const params = new URLSearchParams({ page: String(page), pageSize: '20' });
    if (q) params.set('q', q);
    return await api<AdminCommentPage>(`/admin/comments?${params.toString()}`);
  },
});

export interface BlogFormValues {
  title: string;
  content: string;
  cover: File | null;
  images: File[];
}

function toFormData(values: BlogFormValues): FormData {
  const form = new FormData();
  form.append('title', values.title);
  form.append('content', values.content);
  if (values.cover) form.append('coverImage', values.cover, values.cover.name);
  for (const file of values.images) form.append('images', file, file.name);
  return form;
}

export function useSaveBlog(slug: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: BlogFormValues) =>
      await api<BlogDetail>(slug ? `/blogs/${encodeURIComponent(slug)}` : '/blogs', {
        method: slug ? 'PUT' : 'POST',
        body: toFormData(values),
      }),
    onSuccess: async (blog) => {
      queryClient.setQueryData(blogQuery(blog.slug).queryKey, blog);
      await queryClient.invalidateQueries({ queryKey: blogsQuery.queryKey, exact: true });
    },
  });
}

export function useDeleteBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) =>
      api<{ deleted: true }>(`/blogs/${encodeURIComponent(slug)}`, { method: 'DELETE' }),
    onSuccess: async (_answer, slug) => {
      queryClient.removeQueries({ queryKey: blogQuery(slug).queryKey });
      await queryClient.invalidateQueries({ queryKey: blogsQuery.queryKey, exact: true });
    },
  });
}
