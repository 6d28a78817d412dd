import { z } from './zod.js';

/** Every failure of the API answers with this body (docs/decisions/072-api-errors.md). */
export const ApiErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  requestId: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/** Public shop identity, served by GET /api/site and shown across the site. */
export const SiteInfo = z.object({
  name: z.string(),
  phone: z.string(),
  phoneDisplay: z.string(),
  email: z.string(),
  location: z.string(),
  social: z.object({
    tiktok: z.string(),
    facebook: z.string(),
    whatsapp: z.string(),
  }),
});
export type SiteInfo = z.infer<typeof SiteInfo>;

/** Ids are server-made opaque strings; params carrying them are checked for shape only. */
export const IdParam = z.object({ id: z.string().min(1).max(64) });
