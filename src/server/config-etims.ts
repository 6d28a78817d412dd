import { z } from 'zod';
import { flag, serviceEnv, url } from './config-rules.js';

// The KRA eTIMS settings (ETIMS_*): the device's PIN, branch and serial, or the simulator's, and
// the checks that a live setting is complete (docs/decisions/155-etims-client-and-simulator.md).

export const EtimsFields = {
  ETIMS_ENV: z.enum(['off', 'simulator', 'sandbox', 'production']).optional(),
  ETIMS_BASE_URL: url(['http', 'https']).optional(),
  ETIMS_PIN: z
    .string()
    .regex(/^[A-Z]\d{9}[A-Z]$/, 'must be a KRA PIN, e.g. P051234567Q')
    .optional(),
  ETIMS_BRANCH: z
    .string()
    .regex(/^\d{2}$/, 'must be the KRA branch id, two digits (00 for the head office)')
    .default('00'),
  ETIMS_DEVICE_SERIAL: z.string().min(1).max(100).optional(),
  ETIMS_VAT: flag.default(true),
};

/** What the eTIMS group reads: its own settings, and the database. */
type EtimsSettings = z.infer<z.ZodObject<typeof EtimsFields>> & {
  DATABASE_URL?: string | undefined;
};

/** The device the simulator knows: its PIN, branch and serial (the demo shop's receipts show them). */
export const ETIMS_SIMULATOR = {
  pin: 'P051234567Q',
  branch: '00',
  deviceSerial: 'SIMULATOR-0001',
} as const;

export function toEtims(s: EtimsSettings) {
  const env = serviceEnv(s.ETIMS_ENV, s.DATABASE_URL);
  const live = env === 'sandbox' || env === 'production';
  return {
    env,
    /** Undefined for the simulator until it listens (unless set: tests run their own). */
    baseUrl: s.ETIMS_BASE_URL?.replace(/\/+$/, ''),
    pin: live ? (s.ETIMS_PIN ?? '') : (s.ETIMS_PIN ?? ETIMS_SIMULATOR.pin),
    branch: s.ETIMS_BRANCH,
    deviceSerial: live
      ? (s.ETIMS_DEVICE_SERIAL ?? '')
      : (s.ETIMS_DEVICE_SERIAL ?? ETIMS_SIMULATOR.deviceSerial),
    vat: s.ETIMS_VAT,
  };
}

export function etimsProblems(s: EtimsSettings): string[] {
  const env = serviceEnv(s.ETIMS_ENV, s.DATABASE_URL);
  if (env !== 'sandbox' && env !== 'production') return [];
  const problems = (['ETIMS_BASE_URL', 'ETIMS_PIN', 'ETIMS_DEVICE_SERIAL'] as const)
    .filter((name) => !s[name])
    .map((name) => `${name} is required with ETIMS_ENV=${env}`);
  if (env === 'production' && s.ETIMS_BASE_URL?.startsWith('http:'))
    problems.push('ETIMS_BASE_URL must start with https: with ETIMS_ENV=production');
  return problems;
}
