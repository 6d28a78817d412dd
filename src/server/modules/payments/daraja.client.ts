import { z } from 'zod';

// Our own thin, typed client of Safaricom's Daraja API (docs/decisions/092-daraja-client-and-simulator.md):
// OAuth client credentials, M-Pesa Express (STK push) and its query, C2B URL registration. The
// same code talks to the simulator and to Daraja. Every request gives up after 10 s, and every
// answer Daraja can give becomes either a typed result or a DarajaError with a clear message.

export const DARAJA_TIMEOUT_MS = 10_000;
/** The token is renewed this long before Daraja says it expires. */
const TOKEN_MARGIN_MS = 60_000;

/** Daraja's error codes the shop acts on. */
export const DARAJA_CODES = {
  invalidToken: '404.001.03',
  /** STK query while the customer has not answered yet. */
  beingProcessed: '500.001.1001',
  invalidPhone: '400.002.02',
} as const;

export type DarajaErrorKind = 'refused' | 'unreachable' | 'pending' | 'bad-answer';

export class DarajaError extends Error {
  constructor(
    readonly kind: DarajaErrorKind,
    message: string,
    readonly errorCode: string | null = null,
    readonly httpStatus: number | null = null,
    /** The request went out and no answer came in time: Daraja may have acted on it. */
    readonly mayHaveArrived = false,
  ) {
    super(message);
    this.name = 'DarajaError';
  }
}

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

/* ---------- answer shapes (as documented; numbers often come as strings) ---------- */

const numberish = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const codeText = z.union([z.string(), z.number()]).transform(String);

const TokenAnswer = z.object({ access_token: z.string().min(1), expires_in: numberish });

export const DarajaErrorBody = z.object({
  requestId: z.string().optional(),
  errorCode: codeText,
  errorMessage: z.string(),
});

const PushAnswer = z.object({
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string().min(1),
  ResponseCode: codeText,
  ResponseDescription: z.string().optional(),
  CustomerMessage: z.string().optional(),
});
export type PushAnswer = z.output<typeof PushAnswer>;

const QueryAnswer = z.object({
  ResponseCode: codeText,
  ResponseDescription: z.string().optional(),
  MerchantRequestID: z.string().optional(),
  CheckoutRequestID: z.string().optional(),
  ResultCode: codeText,
  ResultDesc: z.string().optional().default(''),
});
export type QueryAnswer = z.output<typeof QueryAnswer>;

const RegisterAnswer = z.object({
  OriginatorCoversationID: z.string().optional(),
  ResponseCode: codeText,
  ResponseDescription: z.string().optional(),
});

/* ---------- callback shapes ---------- */

const MetadataItem = z.object({
  Name: z.string(),
  // Balance usually comes without a Value at all; any other shape is read (or not) by Name.
  Value: z.unknown().optional(),
});

export const StkCallbackBody = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string(),
      CheckoutRequestID: z.string().min(1).max(100),
      ResultCode: numberish,
      ResultDesc: z.string().max(500).optional().default(''),
      CallbackMetadata: z.object({ Item: z.array(MetadataItem).max(20) }).optional(),
    }),
  }),
});

/**
 * An amount as M-Pesa writes it (docs/decisions/115-mpesa-amount-shapes.md): a whole number of
 * shillings, as a number or as a string ('1500', '1500.00'). Fractions, zero, negatives, numbers
 * past 2^53 and words are not amounts.
 */
const Shillings = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,16}(\.0+)?$/)
      .transform(Number),
  ])
  .pipe(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER));

/** Whole shillings, or null when the value is not one (the shop's own cap is checked apart). */
export function readShillings(value: unknown): number | null {
  const parsed = Shillings.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** What was sent as an amount, short enough to show staff: 'missing' when nothing was. */
export function amountAsSent(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'missing';
  return (typeof value === 'string' ? JSON.stringify(value) : String(value)).slice(0, 40);
}

export interface StkResult {
  checkoutRequestId: string;
  resultCode: number;
  resultDesc: string;
  /** Whole shillings, or null when the callback carries no readable amount. */
  amount: number | null;
  /** The amount as it came, for staff when it could not be read (absent in older jobs). */
  amountText?: string;
  receipt: string | null;
  phone: string | null;
  /** Our payment's id, from the callback address of prompts that carry it (decision 115). */
  paymentId?: string;
}

/** Reads a callback body: metadata by Name, never by position; numbers as numbers or strings. */
export function readStkCallback(body: unknown): StkResult | null {
  const parsed = StkCallbackBody.safeParse(body);
  if (!parsed.success) return null;
  const cb = parsed.data.Body.stkCallback;
  const items = new Map((cb.CallbackMetadata?.Item ?? []).map((i) => [i.Name, i.Value]));
  const amount = items.get('Amount');
  const receipt = items.get('MpesaReceiptNumber');
  const phone = items.get('PhoneNumber');
  return {
    checkoutRequestId: cb.CheckoutRequestID,
    resultCode: cb.ResultCode,
    resultDesc: cb.ResultDesc,
    amount: readShillings(amount),
    amountText: amountAsSent(amount),
    receipt:
      receipt !== undefined && /^[A-Z0-9]{6,20}$/i.test(String(receipt))
        ? String(receipt).toUpperCase()
        : null,
    phone: /^\d{9,15}$/.test(String(phone)) ? String(phone) : null,
  };
}

export const C2bConfirmationBody = z.object({
  TransactionType: z.string().max(40).optional(),
  TransID: z.string().regex(/^[A-Za-z0-9]{6,20}$/),
  TransTime: z.string().max(20).optional(),
  // Read by readShillings: a confirmation whose amount is not one is kept for staff, not refused.
  TransAmount: z.union([z.string().max(60), z.number()]).optional(),
  BusinessShortCode: codeText,
  BillRefNumber: z.string().max(40).optional().default(''),
  InvoiceNumber: z.string().max(40).optional(),
  OrgAccountBalance: z.union([z.string(), z.number()]).optional(),
  ThirdPartyTransID: z.string().max(40).optional(),
  MSISDN: codeText.optional(),
  FirstName: z.string().max(60).optional(),
  MiddleName: z.string().max(60).optional(),
  LastName: z.string().max(60).optional(),
});
export type C2bConfirmation = z.output<typeof C2bConfirmationBody>;

/* ---------- the client ---------- */

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

  function errorFrom(status: number, json: unknown): DarajaError {
    const err = DarajaErrorBody.safeParse(json);
    if (err.success) {
      const { errorCode, errorMessage } = err.data;
      if (errorCode === DARAJA_CODES.beingProcessed) {
        return new DarajaError('pending', 'The transaction is being processed.', errorCode, status);
      }
      return new DarajaError(
        'refused',
        `M-Pesa refused the request: ${errorMessage}`,
        errorCode,
        status,
      );
    }
    if (status >= 500) {
      return new DarajaError(
        'unreachable',
        'M-Pesa is not answering properly just now.',
        null,
        status,
      );
    }
    return new DarajaError(
      'bad-answer',
      `M-Pesa answered in a way the shop does not understand (HTTP ${status}).`,
      null,
      status,
    );
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

  function parse<T extends z.ZodTypeAny>(schema: T, json: unknown): z.output<T> {
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const err = DarajaErrorBody.safeParse(json);
      if (err.success) throw errorFrom(200, json);
      throw new DarajaError('bad-answer', 'M-Pesa answered in a way the shop does not understand.');
    }
    return parsed.data as z.output<T>;
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
      const answer = parse(PushAnswer, json);
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
      return parse(QueryAnswer, json);
    },

    async registerC2bUrls({ confirmationUrl, validationUrl }) {
      const json = await authorised('/mpesa/c2b/v1/registerurl', {
        ShortCode: settings.shortcode,
        ResponseType: 'Completed',
        ConfirmationURL: confirmationUrl,
        ValidationURL: validationUrl,
      });
      const answer = parse(RegisterAnswer, json);
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

/** A result code of M-Pesa Express in words, for 'Payment failed: <reason>'. */
export function resultReason(code: number, desc: string): string {
  switch (code) {
    case 1:
      return 'not enough money in the M-Pesa account.';
    case 1001:
      return 'another M-Pesa payment was in progress on that phone.';
    case 1019:
      return 'the prompt expired before it was answered.';
    case 1025:
    case 9999:
      return 'M-Pesa could not send the prompt.';
    case 1037:
      return 'the phone could not be reached.';
    case 2001:
      return 'wrong M-Pesa PIN.';
    default:
      return desc ? `${desc.replace(/[.\s]+$/, '')}.` : `M-Pesa answered ${code}.`;
  }
}

/** Daraja's answer code for a cancelled prompt. */
export const CANCELLED_CODE = 1032;
