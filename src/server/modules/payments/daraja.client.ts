import {
  DARAJA_CODES,
  DarajaError,
  errorFrom,
  parseAnswer,
  PushAnswer,
  QueryAnswer,
  RegisterAnswer,
  TokenAnswer,
} from './daraja.answers.js';

// Our own thin, typed client of Safaricom's Daraja API (docs/decisions/092-daraja-client-and-simulator.md):
// OAuth client credentials, M-Pesa Express (STK push) and its query, C2B URL registration. The
// same code talks to the simulator and to Daraja. Every request gives up after 10 s, and every
// answer Daraja can give becomes either a typed result or a DarajaError with a clear message
// (daraja.answers.ts reads them).

export const DARAJA_TIMEOUT_MS = 10_000;
/** The token is renewed this long before Daraja says it expires. */
const TOKEN_MARGIN_MS = 60_000;

export interface DarajaSettings {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  /** PartyB for a till (Buy Goods); the shortcode otherwise. */
  till: string | null;
  timeoutMs?: number;
  now?: () => Date;
}

/** YYYYMMDDHHmmss in Nairobi time (UTC+3 all year: Kenya keeps no summer time). */
export function darajaTimestamp(at: Date): string {
  const nairobi = new Date(at.getTime() + 3 * 3600_000);
  return nairobi.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
}

export interface StkPushRequest {
  phone: string;
  amount: number;
  accountReference: string;
  description: string;
  callbackUrl: string;
}

export interface DarajaClient {
  stkPush(request: StkPushRequest): Promise<PushAnswer>;
  /** Throws DarajaError kind 'pending' while the customer has not answered. */
  stkQuery(checkoutRequestId: string): Promise<QueryAnswer>;
  registerC2bUrls(urls: { confirmationUrl: string; validationUrl: string }): Promise<void>;
}

export function createDarajaClient(settings: DarajaSettings): DarajaClient {
  const timeoutMs = settings.timeoutMs ?? DARAJA_TIMEOUT_MS;
  const now = settings.now ?? (() => new Date());
  const base = settings.baseUrl.replace(/\/+$/, '');
  let token: { value: string; until: number } | undefined;
  let tokenRequest: Promise<string> | undefined;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...headers,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = (err as { name?: string }).name === 'TimeoutError';
      throw new DarajaError(
        'unreachable',
        timedOut ? 'M-Pesa did not answer in time.' : 'M-Pesa could not be reached.',
        null,
        null,
        timedOut,
      );
    }
    const text = await res.text().catch(() => '');
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, json };
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${settings.consumerKey}:${settings.consumerSecret}`).toString(
      'base64',
    );
    const { status, json } = await call('GET', '/oauth/v1/generate?grant_type=client_credentials', {
      authorization: `Basic ${basic}`,
    });
    const answer = TokenAnswer.safeParse(json);
    if (status !== 200 || !answer.success) {
      const err = errorFrom(status, json);
      throw status === 400 || status === 401
        ? new DarajaError(
            'refused',
            "M-Pesa refused the shop's credentials (MPESA_CONSUMER_KEY/SECRET).",
            err.errorCode,
            status,
          )
        : err;
    }
    const lifetimeMs = answer.data.expires_in * 1000;
    token = {
      value: answer.data.access_token,
      until: now().getTime() + lifetimeMs - TOKEN_MARGIN_MS,
    };
    return token.value;
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > now().getTime()) return token.value;
    // Concurrent requests share one token request.
    tokenRequest ??= fetchToken().finally(() => {
      tokenRequest = undefined;
    });
    return tokenRequest;
  }

  /** A Bearer call; a token Daraja calls invalid is renewed and the call made once more. */
  async function authorised(path: string, body: unknown): Promise<unknown> {
    for (let attempt = 1; ; attempt += 1) {
      const bearer = await accessToken().catch((err: unknown) => {
        // No token, so the call itself never went out.
        throw err instanceof DarajaError && err.mayHaveArrived
          ? new DarajaError(err.kind, err.message, err.errorCode, err.httpStatus)
          : err;
      });
      const { status, json } = await call(
        'POST',
        path,
        { authorization: `Bearer ${bearer}` },
        body,
      );
      if (status === 200) return json;
      const err = errorFrom(status, json);
      if (err.errorCode === DARAJA_CODES.invalidToken && attempt === 1) {
        token = undefined;
        continue;
      }
      throw err;
    }
  }

  function password() {
    const timestamp = darajaTimestamp(now());
    return {
      Password: stkPassword(settings.shortcode, settings.passkey, timestamp),
      Timestamp: timestamp,
    };
  }

  return {
    async stkPush(request) {
      const json = await authorised('/mpesa/stkpush/v1/processrequest', {
        BusinessShortCode: settings.shortcode,
        ...password(),
        TransactionType: settings.transactionType,
        Amount: Math.round(request.amount),
        PartyA: request.phone,
        PartyB:
          settings.transactionType === 'CustomerBuyGoodsOnline'
            ? settings.till
            : settings.shortcode,
        PhoneNumber: request.phone,
        CallBackURL: request.callbackUrl,
        AccountReference: request.accountReference.slice(0, 12),
        TransactionDesc: request.description.slice(0, 13),
      });
      const answer = parseAnswer(PushAnswer, json);
      if (answer.ResponseCode !== '0') {
        throw new DarajaError(
          'refused',
          `M-Pesa refused the request: ${answer.ResponseDescription ?? answer.ResponseCode}`,
          answer.ResponseCode,
        );
      }
      return answer;
    },

    async stkQuery(checkoutRequestId) {
      const json = await authorised('/mpesa/stkpushquery/v1/query', {
        BusinessShortCode: settings.shortcode,
        ...password(),
        CheckoutRequestID: checkoutRequestId,
      });
      return parseAnswer(QueryAnswer, json);
    },

    async registerC2bUrls({ confirmationUrl, validationUrl }) {
      const json = await authorised('/mpesa/c2b/v1/registerurl', {
        ShortCode: settings.shortcode,
        ResponseType: 'Completed',
        ConfirmationURL: confirmationUrl,
        ValidationURL: validationUrl,
      });
      const answer = parseAnswer(RegisterAnswer, json);
      if (answer.ResponseCode !== '0') {
        throw new DarajaError(
          'refused',
          `M-Pesa refused the URLs: ${answer.ResponseDescription ?? ''}`,
          answer.ResponseCode,
        );
      }
    },
  };
}
