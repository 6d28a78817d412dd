// Paged lists' sizes and arithmetic, without the schema library (paging.schema.ts reads the
// parameters).

export const PAGE_SIZE_MAX = 100;
export const SEARCH_MAX = 100;
export const DEFAULT_PAGE_SIZE = 20;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** How many pages a total fills; an empty list still has one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
