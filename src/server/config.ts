import path from 'node:path';
import { z } from 'zod';
import { EtimsFields, etimsProblems, toEtims } from './config-etims.js';
import { MpesaFields, mpesaProblems, toMpesa } from './config-mpesa.js';
import { flag, proxyList, url } from './config-rules.js';

// The settings (README.md, Settings), parsed once at start. A bad value stops the server with one
// clear line naming every setting that is wrong. The M-Pesa and eTIMS groups are files of their own
// (config-mpesa.ts, config-etims.ts), each with its defaults and its checks.

const Settings = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(12).max(128).optional(),
  SHOP_NAME: z.string().min(2).max(80).default('Athi River Hardware'),
  SHOP_PHONE: z
    .string()
    .regex(/^\d{9,15}$/, 'must be the phone number in international digits, e.g. 254712345678')
    .default('254712345678'),
  SHOP_EMAIL: z.string().email().default('sales@athiriverhardware.co.ke'),
  SHOP_LOCATION: z.string().min(2).default('Namanga Road, Athi River, Machakos, Kenya'),
  SHOP_TIKTOK_URL: url(['https']).default('https://www.tiktok.com/@athiriverhardware'),
  SHOP_FACEBOOK_URL: url(['https']).default('https://www.facebook.com/athiriverhardware'),
  SEED_DEMO: flag.optional(),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: proxyList.optional(),
  /** Key for HMACs (mailed codes); kept out of the database. */
  APP_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. openssl rand -base64 48)')
    .optional(),
  /** GET /metrics answers only with `Authorization: Bearer METRICS_TOKEN`; unset: no /metrics. */
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters (e.g. openssl rand -hex 24)')
    .regex(/^\S+$/, 'must not contain spaces')
    .optional(),
  /** SIGTERM: how long /readyz answers 503 before the server stops taking requests. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** SIGTERM: the longest the whole shutdown may take; past it the process exits with 1. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1_000).max(300_000).default(25_000),
  /** The shop's public address, for canonical links, sitemap, previews and links in mails/chats. */
  PUBLIC_URL: url(['http', 'https']).optional(),
  /** M-Pesa numbers for the payment instructions in order messages (the reference is the account). */
  SHOP_MPESA_PAYBILL: z
    .string()
    .regex(/^\d{5,7}$/, 'must be the M-Pesa paybill number, 5 to 7 digits')
    .optional(),
  SHOP_MPESA_TILL: z
    .string()
    .regex(/^\d{5,8}$/, 'must be the M-Pesa till (Buy Goods) number, 5 to 8 digits')
    .optional(),
  /** When the daily low-stock mail goes out, in the shop's time (Africa/Nairobi). */
  LOW_STOCK_DIGEST_AT: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM, e.g. 07:00')
    .default('07:00'),
  /** Days a trade account's charge may be overdue before the account is 'On hold' (decision 56). */
  TRADE_HOLD_AFTER_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ...MpesaFields,
  ...EtimsFields,
});

/** Balancers (several servers, so PostgreSQL) need a few checks to notice; a lone server, none. */
function shutdownDelayMs(s: z.infer<typeof Settings>): number {
  return s.SHUTDOWN_DELAY_MS ?? (s.DATABASE_URL ? 5_000 : 0);
}

function shutdownProblems(s: z.infer<typeof Settings>): string[] {
  return shutdownDelayMs(s) + 5_000 > s.SHUTDOWN_GRACE_MS
    ? ['SHUTDOWN_GRACE_MS must be at least 5000 more than SHUTDOWN_DELAY_MS, to drain requests']
    : [];
}

export type Config = ReturnType<typeof toConfig>;

function toConfig(s: z.infer<typeof Settings>) {
  const dataDir = path.resolve(s.DATA_DIR);
  return {
    port: s.PORT,
    host: s.HOST,
    dataDir,
    database: s.DATABASE_URL
      ? ({ kind: 'postgres', url: s.DATABASE_URL } as const)
      : ({ kind: 'sqlite', file: path.join(dataDir, 'shop.sqlite') } as const),
    mail: {
      smtpUrl: s.SMTP_URL,
      from: s.MAIL_FROM ?? `${s.SHOP_NAME} <${s.SHOP_EMAIL}>`,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    admin:
      s.ADMIN_EMAIL && s.ADMIN_PASSWORD
        ? { email: s.ADMIN_EMAIL, password: s.ADMIN_PASSWORD }
        : null,
    shop: {
      name: s.SHOP_NAME,
      phone: s.SHOP_PHONE,
      email: s.SHOP_EMAIL,
      location: s.SHOP_LOCATION,
      tiktokUrl: s.SHOP_TIKTOK_URL,
      facebookUrl: s.SHOP_FACEBOOK_URL,
      mpesa: { paybill: s.SHOP_MPESA_PAYBILL ?? null, till: s.SHOP_MPESA_TILL ?? null },
    },
    // The demo catalogue fills an empty embedded database by default, never PostgreSQL unless asked.
    seedDemo: s.SEED_DEMO ?? !s.DATABASE_URL,
    redisUrl: s.REDIS_URL,
    logLevel: s.LOG_LEVEL,
    /** The trusted proxies (addresses, CIDR ranges), or false when there are none. */
    trustProxy: s.TRUST_PROXY && s.TRUST_PROXY.length > 0 ? s.TRUST_PROXY : (false as const),
    metricsToken: s.METRICS_TOKEN ?? null,
    shutdown: {
      delayMs: shutdownDelayMs(s),
      graceMs: s.SHUTDOWN_GRACE_MS,
    },
    /** APP_SECRET, or undefined on the embedded default (then generated once into DATA_DIR). */
    appSecret: s.APP_SECRET,
    appSecretFile: path.join(dataDir, 'app-secret'),
    // No trailing slash, so paths can be appended as they are.
    publicUrl: (s.PUBLIC_URL ?? `http://${s.HOST}:${s.PORT}`).replace(/\/+$/, ''),
    lowStockDigestAt: {
      hour: Number(s.LOW_STOCK_DIGEST_AT.slice(0, 2)),
      minute: Number(s.LOW_STOCK_DIGEST_AT.slice(3, 5)),
    },
    mpesa: toMpesa(s),
    etims: toEtims(s),
    tradeHoldAfterDays: s.TRADE_HOLD_AFTER_DAYS,
  };
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as they do in most .env tooling.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  if (cleaned.ADMIN_EMAIL && !cleaned.ADMIN_PASSWORD) {
    throw new ConfigError('Invalid settings: ADMIN_PASSWORD is required when ADMIN_EMAIL is set');
  }
  const parsed = Settings.safeParse(cleaned);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
  if (cleaned.DATABASE_URL && !cleaned.APP_SECRET) {
    // Several app servers share one PostgreSQL; a secret made by one would not be known to others.
    problems.push(
      'APP_SECRET is required with DATABASE_URL (at least 32 characters, e.g. openssl rand -base64 48)',
    );
  }
  if (parsed.success)
    problems.push(...mpesaProblems(parsed.data), ...shutdownProblems(parsed.data));
  if (parsed.success) problems.push(...etimsProblems(parsed.data));
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid settings: ${problems.join('; ')}`);
  }
  return toConfig(parsed.data);
}
