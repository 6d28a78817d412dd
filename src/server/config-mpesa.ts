import { z } from 'zod';
import { flag, serviceEnv, url } from './config-rules.js';

// The M-Pesa settings (MPESA_*): Daraja's addresses and credentials, or the simulator's, and the
// checks that a live setting is complete (docs/decisions/092-daraja-client-and-simulator.md).

export const MpesaFields = {
  MPESA_ENV: z.enum(['off', 'simulator', 'sandbox', 'production']).optional(),
  MPESA_BASE_URL: url(['http', 'https']).optional(),
  MPESA_CONSUMER_KEY: z.string().min(8).optional(),
  MPESA_CONSUMER_SECRET: z.string().min(8).optional(),
  MPESA_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, 'must be the BusinessShortCode, 5 to 7 digits')
    .optional(),
  MPESA_PASSKEY: z.string().min(16).optional(),
  MPESA_TRANSACTION_TYPE: z
    .enum(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'])
    .default('CustomerPayBillOnline'),
  MPESA_TILL: z
    .string()
    .regex(/^\d{5,8}$/, 'must be the M-Pesa till (Buy Goods) number, 5 to 8 digits')
    .optional(),
  MPESA_C2B: flag.default(false),
  MPESA_RECONCILE_AFTER: z.coerce.number().int().min(1).max(3600).default(30),
  /** Most one M-Pesa payment may carry (docs/decisions/115-mpesa-amount-shapes.md). */
  MPESA_MAX_AMOUNT: z.coerce
    .number({ error: 'must be a whole number of shillings, e.g. 250000' })
    .int('must be a whole number of shillings, e.g. 250000')
    .min(1, 'must be a whole number of shillings, e.g. 250000')
    .max(1e15, 'must be at most 1000000000000000')
    .default(250_000),
  /** Simulator only: how long it waits before it calls back (tests shorten it). */
  MPESA_SIMULATOR_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
};

/** What the M-Pesa group reads: its own settings, and the database and public address. */
type MpesaSettings = z.infer<z.ZodObject<typeof MpesaFields>> & {
  DATABASE_URL?: string | undefined;
  PUBLIC_URL?: string | undefined;
};

/** Daraja's own addresses; the simulator's is known only once it listens. */
export const DARAJA_URLS = {
  sandbox: 'https://sandbox.safaricom.co.ke',
  production: 'https://api.safaricom.co.ke',
} as const;

/** Credentials the simulator accepts: it checks them like Daraja, so the client code is the same. */
export const SIMULATOR_CREDENTIALS = {
  consumerKey: 'simulator-consumer-key',
  consumerSecret: 'simulator-consumer-secret',
  shortcode: '174379',
  passkey: 'simulator-passkey-0000000000000000',
} as const;

export function toMpesa(s: MpesaSettings) {
  const env = serviceEnv(s.MPESA_ENV, s.DATABASE_URL);
  const live = env === 'sandbox' || env === 'production';
  return {
    env,
    /** Undefined for the simulator until it listens (unless set: tests run their own). */
    baseUrl: s.MPESA_BASE_URL?.replace(/\/+$/, '') ?? (live ? DARAJA_URLS[env] : undefined),
    consumerKey: live ? (s.MPESA_CONSUMER_KEY ?? '') : SIMULATOR_CREDENTIALS.consumerKey,
    consumerSecret: live ? (s.MPESA_CONSUMER_SECRET ?? '') : SIMULATOR_CREDENTIALS.consumerSecret,
    shortcode: live ? (s.MPESA_SHORTCODE ?? '') : SIMULATOR_CREDENTIALS.shortcode,
    passkey: live ? (s.MPESA_PASSKEY ?? '') : SIMULATOR_CREDENTIALS.passkey,
    transactionType: s.MPESA_TRANSACTION_TYPE,
    till: s.MPESA_TILL ?? null,
    c2b: s.MPESA_C2B,
    reconcileAfterMs: s.MPESA_RECONCILE_AFTER * 1000,
    maxAmount: s.MPESA_MAX_AMOUNT,
    simulatorDelayMs: s.MPESA_SIMULATOR_DELAY_MS,
  };
}

export function mpesaProblems(s: MpesaSettings): string[] {
  const env = serviceEnv(s.MPESA_ENV, s.DATABASE_URL);
  const problems: string[] = [];
  if (env === 'sandbox' || env === 'production') {
    for (const name of [
      'MPESA_CONSUMER_KEY',
      'MPESA_CONSUMER_SECRET',
      'MPESA_SHORTCODE',
      'MPESA_PASSKEY',
    ] as const) {
      if (!s[name]) problems.push(`${name} is required with MPESA_ENV=${env}`);
    }
  }
  if (env === 'production' && s.MPESA_BASE_URL?.startsWith('http:')) {
    problems.push('MPESA_BASE_URL must start with https: with MPESA_ENV=production');
  }
  if (env === 'production' && !s.PUBLIC_URL?.startsWith('https:')) {
    problems.push(
      'PUBLIC_URL must be the https address Daraja calls back with MPESA_ENV=production',
    );
  }
  if (s.MPESA_TRANSACTION_TYPE === 'CustomerBuyGoodsOnline' && !s.MPESA_TILL) {
    problems.push('MPESA_TILL is required with MPESA_TRANSACTION_TYPE=CustomerBuyGoodsOnline');
  }
  return problems;
}
