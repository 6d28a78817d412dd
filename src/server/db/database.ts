// Table types for both dialects. Conventions that keep one query code base on SQLite and
// PostgreSQL alike:
// - ids are server-made text (lib/ids.ts), never database sequences;
// - timestamps are ISO-8601 UTC text, which sorts correctly as text;
// - booleans are integers 0/1 (SQLite has no boolean type);
// - lists and small objects that are never queried inside are JSON text.
// Nullable columns are `T | null`, never optional.

type Timestamp = string;
type Bool = number;

/* ---------- accounts ---------- */

export interface UsersTable {
  id: string;
  email: string;
  /** Lower-cased e-mail: the unique key, so e-mail is case-insensitive. */
  email_normalized: string;
  username: string;
  password_hash: string;
  role: string;
  verified: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/* ---------- reviews ---------- */

export interface ReviewsTable {
  id: string;
  name: string;
  message: string;
  rating: number;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  reviews: ReviewsTable;
}
