import type { MailLang } from '#shared/auth.schema.js';
import { ACCOUNT } from '#shared/constants.js';
import { enMail, type MailMessages } from '#shared/messages/en.server.js';
import { swMail } from '#shared/messages/sw.server.js';
import { escapeHtml } from '../../lib/html.js';
import type { Mail } from '../../plugins/mail-delivery.js';

// The mails of the account flows: plain text and HTML, naming the shop, saying what the code is for,
// in the language of the page that asked (en.server.ts / sw.server.ts).

const MAILS: Record<MailLang, MailMessages> = { en: enMail, sw: swMail };

interface CodeMailInput {
  to: string;
  username: string;
  code: string;
  shopName: string;
  purpose: 'verify' | 'reset';
  /** The language of the page that asked for the code. */
  lang: MailLang;
}

export function codeMail({ to, username, code, shopName, purpose, lang }: CodeMailInput): Mail {
  const t = MAILS[lang].code;
  const what =
    purpose === 'verify'
      ? { subject: t.verifySubject(shopName), line: t.verifyLine, ignore: t.verifyIgnore }
      : { subject: t.resetSubject(shopName), line: t.resetLine, ignore: t.resetIgnore };
  const { ignore } = what;
  const expires = t.expires(ACCOUNT.codeExpiryMinutes);
  const text = [
    t.hello(username),
    '',
    what.line,
    '',
    `    ${code}`,
    '',
    expires,
    ignore,
    '',
    `${shopName}`,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
<h2 style="margin: 0 0 12px">${escapeHtml(shopName)}</h2>
<p>${escapeHtml(t.hello(username))}</p>
<p>${escapeHtml(what.line)}</p>
<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px; margin: 16px 0">${escapeHtml(code)}</p>
<p>${escapeHtml(expires)}</p>
<p style="color: #666">${escapeHtml(ignore)}</p>
</body></html>`;
  return { to, subject: what.subject, text, html };
}
