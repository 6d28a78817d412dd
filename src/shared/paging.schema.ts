import { z } from './zod.js';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_MAX, SEARCH_MAX } from './paging.js';

export { DEFAULT_PAGE_SIZE, type Page } from './paging.js';

// Paged lists: `?page&pageSize` (and `q` where a list can be searched) in, one page plus the
// total out. Visitors' lists and admin lists alike never answer unbounded.

const pageNumber = z.coerce
  .number('Page must be a number.')
  .int('Page must be a whole number.')
  .min(1, 'Page must be 1 or more.')
  .max(100_000, 'Page is too large.');
const pageSize = z.coerce
  .number('Page size must be a number.')
  .int('Page size must be a whole number.')
  .min(1, 'Page size must be 1 or more.')
  .max(PAGE_SIZE_MAX, `Page size must be at most ${PAGE_SIZE_MAX}.`);

export const PageQuery = z.object({
  page: pageNumber.default(1),
  pageSize: pageSize.default(DEFAULT_PAGE_SIZE),
});

/** For lists whose unparameterised answer predates paging: no parameters, the old answer. */
export const OptionalPageQuery = z.object({
  page: pageNumber.optional(),
  pageSize: pageSize.optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const SearchPageQuery = PageQuery.extend({
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters.`)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type SearchPageQuery = z.infer<typeof SearchPageQuery>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
