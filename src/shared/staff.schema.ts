import { z } from './zod.js';
import { Email, SessionUser } from './auth.schema.js';
import { CAPABILITIES, STAFF_ROLES } from './staff-roles.js';

// What the admin area asks about the person using it (decision 47): `GET /api/admin/me`.

export const AdminMe = z.object({
  user: SessionUser,
  roles: z.array(z.enum(STAFF_ROLES)),
  capabilities: z.array(z.enum(CAPABILITIES)),
});
export type AdminMe = z.infer<typeof AdminMe>;

export const StaffMember = z.object({
  _id: z.string(),
  email: z.string(),
  username: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  /** Has set a password (a person just added has a code to set one). */
  verified: z.boolean(),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffList = z.object({ items: z.array(StaffMember) });

const Roles = z
  .array(z.enum(STAFF_ROLES, { error: 'Choose owner, cashier, storekeeper or editor.' }))
  .min(1, 'Choose at least one role.')
  .max(STAFF_ROLES.length);

export const StaffAddInput = z.object({
  email: Email,
  roles: Roles,
});
export const StaffRolesInput = z.object({ roles: Roles });

/** One event of the audit log as the Activity and History screens show it (decision 49). */
export const ActivityEvent = z.object({
  _id: z.string(),
  at: z.string(),
  byId: z.string().nullable(),
  by: z.string(),
  roles: z.array(z.string()),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  changes: z.array(z.tuple([z.string(), z.unknown(), z.unknown()])),
  reason: z.string().nullable(),
  requestId: z.string(),
});
export type ActivityEvent = z.infer<typeof ActivityEvent>;

export const ActivityQuery = z.object({
  by: z.string().max(64).optional(),
  action: z.string().max(64).optional(),
  /** ISO dates (YYYY-MM-DD), Nairobi days, both included. */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type ActivityQuery = z.infer<typeof ActivityQuery>;

export const ActivityPage = z.object({
  items: z.array(ActivityEvent),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ActivityPage = z.infer<typeof ActivityPage>;

/** The entities with a History panel and what seeing each asks (decision 49). */
export const HISTORY_ENTITIES = {
  order: 'orders.read',
  quote: 'orders.read',
  payment: 'payments.record',
  product: 'products.text',
} as const;
export const HistoryParams = z.object({
  entity: z.enum(['order', 'quote', 'payment', 'product']),
  id: z.string().min(1).max(64),
});
