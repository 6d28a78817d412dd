/**
 * Whether a write failed on a unique index (PostgreSQL 23505, SQLite's UNIQUE constraint): two
 * saves at the same moment both pass a check, and the index stops the second.
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint/i.test(typeof e?.message === 'string' ? e.message : '')
  );
}
