// What the Daraja simulator (daraja.simulator.ts) checks in a request before it acts on it, as
// Daraja does: the app's credentials, the STK password, a prompt's phone, amount, reference,
// description and callback address, and the C2B addresses. A request the shop builds wrongly is
// refused here with Daraja's own error code and message before the real Daraja ever sees it.

export interface SimulatorCredentials {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
}

/** Why Daraja refuses a request: its error code and message. */
export interface Refusal {
  code: string;
  message: string;
}

/** Words Daraja refuses in callback addresses. */
export const FORBIDDEN_URL_WORDS = ['mpesa', 'safaricom', 'exe', 'exec', 'cmd', 'sql', 'query'];

const validUrl = (v: unknown) =>
  typeof v === 'string' &&
  /^https?:\/\//.test(v) &&
  !FORBIDDEN_URL_WORDS.some((w) => v.toLowerCase().includes(w));

/** A token request's refusal (grant type, then the Basic credentials), or null to grant it. */
export function refuseToken(
  credentials: SimulatorCredentials,
  grantType: string | null,
  authorization: string | undefined,
): Refusal | null {
  const expected = Buffer.from(`${credentials.consumerKey}:${credentials.consumerSecret}`).toString(
    'base64',
  );
  if (grantType !== 'client_credentials')
    return { code: '400.008.02', message: 'Invalid grant type passed' };
  if (authorization !== `Basic ${expected}`)
    return { code: '400.008.01', message: 'Invalid Authentication passed' };
  return null;
}

/** The STK password: the shortcode, then base64 of shortcode, passkey and a 14-digit timestamp. */
export function passwordOk(
  credentials: SimulatorCredentials,
  body: Record<string, unknown>,
): boolean {
  const expected = Buffer.from(
    `${credentials.shortcode}${credentials.passkey}${String(body.Timestamp)}`,
  ).toString('base64');
  return (
    String(body.BusinessShortCode) === credentials.shortcode &&
    /^\d{14}$/.test(String(body.Timestamp)) &&
    body.Password === expected
  );
}

/** An STK push's refusal, field by field in Daraja's order, or null to accept the prompt. */
export function refusePush(
  credentials: SimulatorCredentials,
  body: Record<string, unknown>,
): Refusal | null {
  const bad = (what: string) => ({ code: '400.002.02', message: `Bad Request - Invalid ${what}` });
  if (!passwordOk(credentials, body)) return bad('Password');
  const phone = String(body.PhoneNumber ?? '');
  if (!/^254[17]\d{8}$/.test(phone) || String(body.PartyA) !== phone) return bad('PhoneNumber');
  const amount = Number(body.Amount);
  if (!Number.isInteger(amount) || amount < 1) return bad('Amount');
  if (typeof body.AccountReference !== 'string' || body.AccountReference.length > 12)
    return bad('AccountReference');
  if (typeof body.TransactionDesc !== 'string' || body.TransactionDesc.length > 13)
    return bad('TransactionDesc');
  if (!validUrl(body.CallBackURL)) return bad('CallBackURL');
  return null;
}

/** A C2B URL registration's refusal (the shortcode, then both addresses), or null. */
export function refuseRegister(
  credentials: SimulatorCredentials,
  body: Record<string, unknown>,
): Refusal | null {
  if (String(body.ShortCode) !== credentials.shortcode)
    return { code: '400.003.02', message: 'Bad Request - Invalid ShortCode' };
  if (!validUrl(body.ConfirmationURL) || !validUrl(body.ValidationURL))
    return { code: '400.003.02', message: 'Bad Request - Invalid ConfirmationURL' };
  return null;
}
