import path from 'node:path';
import { z } from 'zod';

// Settings of DESIGN.md section 2, parsed once at start. A bad value stops the server with one
// clear line naming every setting that is wrong.

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}:`).join(' or ')}`,
    });

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
  TRUST_PROXY: flag.default(false),
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
});

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
    trustProxy: s.TRUST_PROXY,
    // No trailing slash, so paths can be appended as they are.
    publicUrl: (s.PUBLIC_URL ?? `http://${s.HOST}:${s.PORT}`).replace(/\/+$/, ''),
    lowStockDigestAt: {
      hour: Number(s.LOW_STOCK_DIGEST_AT.slice(0, 2)),
      minute: Number(s.LOW_STOCK_DIGEST_AT.slice(3, 5)),
    },
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
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    throw new ConfigError(`Invalid settings: ${problems}`);
  }
  return toConfig(parsed.data);
}
