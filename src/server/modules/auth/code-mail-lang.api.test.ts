import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../../test/harness.js';
import { codeIn, lastMailTo } from '../../test/outbox.js';
import { makeCodeMail, type AuthDeps } from './auth.service.js';

// A code is mailed in the language of the page that asked for it (issue 28): the Swahili pages
// send `lang: 'sw'`, the English ones send 'en' or nothing, and the English mail stays word for
// word what it was.

const PASSWORD = 'Correct-Horse-42!';

let ipCounter = 0;
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describe(`a code mail in the asking page's language (${dialectUnderTest})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, ip: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  async function register(email: string, name: string, ip: string) {
    const reg = await post('/api/auth/register', { email, name, password: PASSWORD }, ip);
    expect(reg.statusCode).toBe(201);
  }

  it('mails the verification code in Swahili to a customer registering on a Swahili page', async () => {
    const ip = freshIp();
    await register('neema@example.test', 'Neema M', ip);
    const sent = await post('/api/email/sendcode', { email: 'neema@example.test', lang: 'sw' }, ip);
    expect(sent.statusCode).toBe(200);
    const mail = await lastMailTo(t, 'neema@example.test');
    expect(mail).toContain('Subject: Msimbo wako wa uthibitisho wa Athi River Hardware');
    expect(mail).toContain('Habari Neema M,');
    expect(mail).toContain('Tumia msimbo huu kuthibitisha barua pepe yako na kukamilisha usajili:');
    expect(mail).toContain('Muda wa msimbo utakwisha baada ya dakika 10.');
    expect(mail).toContain('<p>Habari Neema M,</p>');
    expect(mail).not.toContain('Hello');
    expect(mail).not.toContain('verification code');

    // The Swahili code works like any other.
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await post(
      '/api/email/verify-email',
      { email: 'neema@example.test', code },
      ip,
    );
    expect(verified.statusCode).toBe(200);
  });

  it('keeps the English mail word for word with lang en or none', async () => {
    for (const [email, name, lang] of [
      ['baraka@example.test', 'Baraka O', 'en'],
      ['otieno@example.test', 'Otieno P', undefined],
    ] as const) {
      const ip = freshIp();
      await register(email, name, ip);
      expect((await post('/api/email/sendcode', { email, lang }, ip)).statusCode).toBe(200);
      const mail = await lastMailTo(t, email);
      expect(mail).toContain('Subject: Your Athi River Hardware verification code');
      expect(mail).toContain(`Hello ${name},`);
      expect(mail).toContain('Use this code to verify your e-mail and finish registering:');
      expect(mail).toContain('The code expires in 10 minutes.');
      expect(mail).toContain('If you did not register, you can ignore this e-mail.');
      expect(mail).not.toContain('Habari');
    }
  });

  it('mails a password reset code in Swahili when asked from a Swahili page', async () => {
    const ip = freshIp();
    await register('wanjiku@example.test', 'Wanjiku K', ip);
    const asked = await post(
      '/api/auth/forgot-password',
      { email: 'wanjiku@example.test', lang: 'sw' },
      ip,
    );
    expect(asked.statusCode).toBe(200);
    const mail = await lastMailTo(t, 'wanjiku@example.test');
    expect(mail).toContain('Subject: Msimbo wako wa kubadilisha nenosiri wa Athi River Hardware');
    expect(mail).toContain('Tumia msimbo huu kuweka nenosiri jipya la akaunti yako:');
    expect(mail).toContain('Ikiwa hukuomba kubadilisha nenosiri lako');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);

    const english = await post(
      '/api/auth/forgot-password',
      { email: 'wanjiku@example.test', lang: 'en' },
      freshIp(),
    );
    expect(english.statusCode).toBe(200);
    expect(await lastMailTo(t, 'wanjiku@example.test')).toContain(
      'Subject: Your Athi River Hardware password reset code',
    );
  });

  it('refuses a language the shop does not write', async () => {
    const res = await post(
      '/api/auth/forgot-password',
      { email: 'wanjiku@example.test', lang: 'fr' },
      freshIp(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('writes in English a code queued before mails had a language', async () => {
    const ip = freshIp();
    await register('kamau@example.test', 'Kamau J', ip);
    const deps: AuthDeps = {
      db: t.db,
      clock: t.app.clock,
      mailer: t.app.mailer,
      appSecret: t.app.appSecret,
      shopName: 'Athi River Hardware',
    };
    const mail = await makeCodeMail(deps, {
      email: 'kamau@example.test',
      purpose: 'verify',
      requestedAt: t.app.clock.now().toISOString(),
    });
    expect(mail?.subject).toBe('Your Athi River Hardware verification code');
    expect(mail?.text).toContain('Hello Kamau J,');
  });
});
