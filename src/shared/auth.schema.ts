import { z } from 'zod';
import { ROLES } from './constants.js';

/** The user the session check and login return (spec section 3: username, role). */
export const SessionUser = z.object({
  _id: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
});
export type SessionUser = z.infer<typeof SessionUser>;
