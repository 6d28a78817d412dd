import { ACCOUNT } from '#shared/constants.js';
import { escapeHtml } from '../../lib/html.js';
import type { Mail } from '../../plugins/mail.js';

// The mails of the account flows: plain text and HTML, naming the shop, saying what the code is for.

interface CodeMailInput {
  to: string;
  username: string;
  code: string;
  shopName: string;
  purpose: 'verify' | 'reset';
}

export function codeMail({ to, username, code, shopName, purpose }: CodeMailInput): Mail {
  const what =
    purpose === 'verify'
      ? {
          subject: `Your ${shopName} verification code`,
          line: 'Use this code to verify your e-mail and finish registering:',
        }
      : {
          subject: `Your ${shopName} password reset code`,
          line: 'Use this code to set a new password for your account:',
        };
  const ignore =
    purpose === 'verify'
      ? 'If you did not register, you can ignore this e-mail.'
      : 'If you did not ask to reset your password, you can ignore this e-mail; your password stays the same.';
  const text = [
    `Hello ${username},`,
    '',
    what.line,
    '',
    `    ${code}`,
    '',
    `The code expires in ${ACCOUNT.codeExpiryMinutes} minutes.`,
    ignore,
    '',
    `${shopName}`,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
<h2 style="margin: 0 0 12px">${escapeHtml(shopName)}</h2>
<p>Hello ${escapeHtml(username)},</p>
<p>${escapeHtml(what.line)}</p>
<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px; margin: 16px 0">${escapeHtml(code)}</p>
<p>The code expires in ${ACCOUNT.codeExpiryMinutes} minutes.</p>
<p style="color: #666">${escapeHtml(ignore)}</p>
</body></html>`;
  return { to, subject: what.subject, text, html };
}
