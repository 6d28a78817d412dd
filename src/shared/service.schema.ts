import { z } from './zod.js';

// A service the shop offers, managed by admins on /admin/services and listed on /services.

export const SERVICE_LIMITS = { nameMax: 120, descriptionMax: 2000 } as const;

export const Service = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export type Service = z.infer<typeof Service>;

export const ServiceList = z.array(Service);

/** The spec shows no validation for the service form; a service needs at least a name. */
export const ServiceInput = z.object({
  name: z
    .string({ message: 'Service name is required.' })
    .trim()
    .min(1, 'Service name is required.')
    .max(
      SERVICE_LIMITS.nameMax,
      `Service name must be at most ${SERVICE_LIMITS.nameMax} characters.`,
    ),
  description: z
    .string()
    .trim()
    .max(
      SERVICE_LIMITS.descriptionMax,
      `Description must be at most ${SERVICE_LIMITS.descriptionMax} characters.`,
    )
    .optional()
    .default(''),
});
export type ServiceInput = z.output<typeof ServiceInput>;
