import { z } from './zod.js';
import { SessionUser } from './auth.schema.js';
import { CAPABILITIES, STAFF_ROLES } from './staff-roles.js';

// What the admin area asks about the person using it (decision 47): `GET /api/admin/me`.

export const AdminMe = z.object({
  user: SessionUser,
  roles: z.array(z.enum(STAFF_ROLES)),
  capabilities: z.array(z.enum(CAPABILITIES)),
});
export type AdminMe = z.infer<typeof AdminMe>;
