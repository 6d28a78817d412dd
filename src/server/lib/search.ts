import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

// Case-insensitive "contains" that means the same on SQLite and PostgreSQL: both sides lower-cased
// (PostgreSQL's LIKE is case-sensitive, SQLite's only folds ASCII), and the wildcards a person
// types (% and _) are matched literally.

export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function containsText(column: Expression<unknown>, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${likePattern(text)} escape '\\'`;
}

/** Row offset of a 1-based page. */
export function offsetOf(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
