import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const SECRET = 'a-test-secret-that-is-long-enough-for-hmac';

describe('settings', () => {
  it('runs on the embedded default with nothing configured', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('data', 'shop.sqlite') });
    expect(config.seedDemo).toBe(true);
    expect(config.admin).toBeNull();
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it('selects PostgreSQL from DATABASE_URL and then seeds nothing unless asked', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://shop@db.internal:5432/shop',
      APP_SECRET: SECRET,
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://shop@db.internal:5432/shop',
    });
    expect(config.seedDemo).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://x@y/z', SEED_DEMO: 'true', APP_SECRET: SECRET })
        .seedDemo,
    ).toBe(true);
  });

  it('takes the public address from PUBLIC_URL, or the listen address when unset', () => {
    expect(loadConfig({}).publicUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.co.ke/' }).publicUrl).toBe(
      'https://shop.example.co.ke',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://shop' })).toThrow(/PUBLIC_URL/);
  });

  it('reads the M-Pesa paybill and till for order messages, unset by default', () => {
    expect(loadConfig({}).shop.mpesa).toEqual({ paybill: null, till: null });
    expect(
      loadConfig({ SHOP_MPESA_PAYBILL: '247247', SHOP_MPESA_TILL: '5123456' }).shop.mpesa,
    ).toEqual({ paybill: '247247', till: '5123456' });
    expect(() => loadConfig({ SHOP_MPESA_PAYBILL: '24 72 47' })).toThrow(
      /SHOP_MPESA_PAYBILL must be the M-Pesa paybill number/,
    );
    expect(() => loadConfig({ SHOP_MPESA_TILL: 'till-1' })).toThrow(/SHOP_MPESA_TILL/);
  });

  it('sends the low-stock mail at LOW_STOCK_DIGEST_AT, 07:00 unless set', () => {
    expect(loadConfig({}).lowStockDigestAt).toEqual({ hour: 7, minute: 0 });
    expect(loadConfig({ LOW_STOCK_DIGEST_AT: '18:45' }).lowStockDigestAt).toEqual({
      hour: 18,
      minute: 45,
    });
    for (const bad of ['7:00', '24:00', '07:60', 'seven']) {
      expect(() => loadConfig({ LOW_STOCK_DIGEST_AT: bad })).toThrow(
        /LOW_STOCK_DIGEST_AT must be a time of day as HH:MM/,
      );
    }
  });

  it('reads TRUST_PROXY as a list of proxy addresses and ranges, trusting none when unset', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(
      loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8', 'loopback']);
  });

  it('takes APP_SECRET as given, or leaves it to a file in DATA_DIR on the embedded default', () => {
    expect(loadConfig({ APP_SECRET: SECRET }).appSecret).toBe(SECRET);
    const embedded = loadConfig({ DATA_DIR: '/srv/shop' });
    expect(embedded.appSecret).toBeUndefined();
    expect(embedded.appSecretFile).toBe(path.resolve('/srv/shop', 'app-secret'));
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).database.kind).toBe('sqlite');
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /DATABASE_URL must start with postgres: or postgresql:/],
    [
      { SHOP_PHONE: '+254 712 345 678' },
      /SHOP_PHONE must be the phone number in international digits/,
    ],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO/],
    [{ ADMIN_EMAIL: 'boss@shop.test' }, /ADMIN_PASSWORD is required when ADMIN_EMAIL is set/],
    [{ ADMIN_EMAIL: 'boss@shop.test', ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY must list the proxies/],
    [{ DATABASE_URL: 'postgres://x@y/z' }, /APP_SECRET is required with DATABASE_URL/],
    [{ APP_SECRET: 'short' }, /APP_SECRET must be at least 32 characters/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY must list the proxies/],
    [{ TRUST_PROXY: '127.0.0.1,proxy.internal' }, /TRUST_PROXY must list the proxies/],
  ])('stops with one clear line for %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as Error).message).not.toContain('\n');
    }
  });

  it('names every bad setting at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(
      /PORT.*LOG_LEVEL|LOG_LEVEL.*PORT/,
    );
  });

  it('runs M-Pesa on the simulator by default, off with PostgreSQL, and checks live settings', () => {
    expect(loadConfig({}).mpesa).toMatchObject({
      env: 'simulator',
      baseUrl: undefined,
      c2b: false,
    });
    expect(loadConfig({}).mpesa.reconcileAfterMs).toBe(30_000);
    // One M-Pesa transaction carries at most KSh 250,000 unless the shop says otherwise.
    expect(loadConfig({}).mpesa.maxAmount).toBe(250_000);
    expect(loadConfig({ MPESA_MAX_AMOUNT: '150000' }).mpesa.maxAmount).toBe(150_000);
    for (const bad of ['0', '-5', '2500.5', 'lots', '1e16'])
      expect(() => loadConfig({ MPESA_MAX_AMOUNT: bad }), bad).toThrow(/MPESA_MAX_AMOUNT must be/);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@y/z', APP_SECRET: SECRET }).mpesa.env).toBe(
      'off',
    );
    expect(() => loadConfig({ MPESA_ENV: 'sandbox' })).toThrow(
      /MPESA_CONSUMER_KEY is required with MPESA_ENV=sandbox/,
    );
    const live = {
      MPESA_ENV: 'production',
      MPESA_CONSUMER_KEY: 'key-12345678',
      MPESA_CONSUMER_SECRET: 'secret-12345678',
      MPESA_SHORTCODE: '174379',
      MPESA_PASSKEY: 'passkey-0123456789abcdef',
      PUBLIC_URL: 'https://shop.example.co.ke',
    };
    expect(loadConfig(live).mpesa.baseUrl).toBe('https://api.safaricom.co.ke');
    expect(() => loadConfig({ ...live, MPESA_BASE_URL: 'http://proxy.local' })).toThrow(
      /MPESA_BASE_URL must start with https/,
    );
    expect(() => loadConfig({ ...live, PUBLIC_URL: 'http://shop.local' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ MPESA_TRANSACTION_TYPE: 'CustomerBuyGoodsOnline' })).toThrow(
      /MPESA_TILL is required/,
    );
    expect(() => loadConfig({ MPESA_ENV: 'live' })).toThrow(/MPESA_ENV/);
  });
});
