// The tables of people (named in database.ts): accounts and their sessions, mailed codes and login
// throttling, staff roles and the audit log (decisions 47, 49), a customer's saved sites and
// orders (decision 54).

type Timestamp = string;
type Bool = number;

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

export interface VerificationCodesTable {
  id: string;
  email_normalized: string;
  /** 'verify' (registration) or 'reset' (forgotten password). */
  purpose: string;
  /** Salted SHA-256 of the code ("salt:hash"); the code itself is never stored. */
  code_hash: string;
  wrong_tries: number;
  /** Codes sent in the current window: the first send plus resends. */
  sends: number;
  window_started_at: Timestamp;
  last_sent_at: Timestamp;
  expires_at: Timestamp;
}

export interface AuthCountersTable {
  key: string;
  hits: number;
  window_ends_at: Timestamp;
}

/** One staff role a person holds (decision 47): owner, cashier, storekeeper or editor. */
export interface StaffRolesTable {
  user_id: string;
  role: string;
  granted_at: Timestamp;
}

/** One staff write (decision 49). Never updated or deleted: triggers refuse it. */
export interface AuditEventsTable {
  id: string;
  at: Timestamp;
  by_id: string | null;
  by_name: string;
  /** JSON: the roles the person held when writing. */
  roles: string;
  action: string;
  entity: string;
  entity_id: string;
  /** JSON: [[field, before, after], ...]. */
  changes: string;
  reason: string | null;
  request_id: string;
}

/* ---------- the customer's account (decision 54) ---------- */

/** A customer's saved delivery site (issue 45): where the cart's delivery goes, and to whom. */
export interface SavedSitesTable {
  id: string;
  user_id: string;
  label: string;
  county: string;
  area: string;
  contact_name: string;
  contact_phone: string;
  created_at: Timestamp;
}

export interface CustomerOrdersTable {
  /** One customer per order at most. */
  order_id: string;
  user_id: string;
  /** 'placed' (logged in when ordering) or 'claimed' (by reference and phone). */
  how: string;
  linked_at: Timestamp;
}

/** A customer's saved list (decision 55): its name, unique per customer by `name_key`. */
export interface SavedListsTable {
  id: string;
  user_id: string;
  name: string;
  /** The trimmed name in lower case: one 'Plot 12 roofing' per customer, whatever its case. */
  name_key: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One line of a saved list: what the cart holds, with the price of one unit when saved. */
export interface SavedListLinesTable {
  list_id: string;
  position: number;
  product_id: string;
  variant_id: string | null;
  name: string;
  variant_title: string | null;
  unit: string;
  quantity: string;
  unit_price: number;
  stock_unit: string;
}
