import { randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// The project's own Daraja simulator (docs/decisions/092-daraja-client-and-simulator.md): a small
// HTTP service speaking Daraja's documented shapes (OAuth, STK push and query, C2B URL registration
// and a C2B 'simulate' that sends a confirmation), its error shapes and result codes, with the
// callbacks sent after a delay. The phone number chooses what happens, so a newcomer can try every
// outcome from the order page. The app starts it when MPESA_ENV=simulator; tests start their own.

export const DEMO_PHONES = {
  '254708374149': 'success',
  '254700000001': 'cancelled',
  '254700000002': 'insufficient-balance',
  '254700000003': 'wrong-pin',
  '254700000004': 'unreachable',
  '254700000005': 'no-callback-then-query-success',
  '254700000006': 'duplicate-callbacks',
  '254700000007': 'short-amount',
  '254700000008': 'no-answer',
} as const;
export type DemoScenario = (typeof DEMO_PHONES)[keyof typeof DEMO_PHONES] | 'success';

const RESULTS: Record<DemoScenario, { code: number; desc: string }> = {
  success: { code: 0, desc: 'The service request is processed successfully.' },
  'duplicate-callbacks': { code: 0, desc: 'The service request is processed successfully.' },
  'short-amount': { code: 0, desc: 'The service request is processed successfully.' },
  'no-callback-then-query-success': {
    code: 0,
    desc: 'The service request is processed successfully.',
  },
  cancelled: { code: 1032, desc: 'Request cancelled by user' },
  'insufficient-balance': { code: 1, desc: 'The balance is insufficient for the transaction.' },
  'wrong-pin': { code: 2001, desc: 'The initiator information is invalid.' },
  unreachable: { code: 1037, desc: 'DS timeout user cannot be reached' },
  'no-answer': { code: 1037, desc: 'DS timeout user cannot be reached' },
};

/** Words Daraja refuses in callback addresses. */
export const FORBIDDEN_URL_WORDS = ['mpesa', 'safaricom', 'exe', 'exec', 'cmd', 'sql', 'query'];

export function scenarioFor(phone: string): DemoScenario {
  return (DEMO_PHONES as Record<string, DemoScenario>)[phone] ?? 'success';
}

interface Push {
  checkoutRequestId: string;
  merchantRequestId: string;
  scenario: DemoScenario;
  amount: number;
  phone: string;
  callbackUrl: string;
  answersAt: number;
}

export interface SimulatorOptions {
  /** How long the 'customer' takes to answer a prompt. */
  delayMs?: number;
  port?: number;
  credentials: { consumerKey: string; consumerSecret: string; shortcode: string; passkey: string };
  onError?: (message: string) => void;
}

export interface DarajaSimulator {
  url: string;
  /** Every prompt received, newest last. */
  pushes: Push[];
  /** The CheckoutRequestID of every STK query asked, in order. */
  queries: string[];
  c2bUrls: { confirmationUrl: string; validationUrl: string } | null;
  /** Makes every token issued so far invalid (Daraja's 404.001.03 on the next call). */
  revokeTokens(): void;
  /**
   * Test hook: the next prompt is accepted (and listed in `pushes`) but its answer is never sent,
   * as if the shop died waiting for it, and its customer answers only on `answer()`. Resolves
   * once the prompt is accepted.
   */
  holdNextPush(): Promise<Push>;
  /** The customer of a held prompt answers now: its callback goes to the address it named. */
  answer(checkoutRequestId: string): Promise<void>;
  /** Callbacks still to be sent, or being sent. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const receipt = () =>
  Array.from({ length: 10 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[randomInt(34)]).join('');

function daraja(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function errorBody(errorCode: string, errorMessage: string) {
  return { requestId: randomBytes(8).toString('hex'), errorCode, errorMessage };
}

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 64 * 1024) return null;
    chunks.push(chunk);
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function startDarajaSimulator(options: SimulatorOptions): Promise<DarajaSimulator> {
  const delayMs = options.delayMs ?? 3000;
  const { credentials } = options;
  const tokens = new Set<string>();
  const pushes = new Map<string, Push>();
  const pushList: Push[] = [];
  const queries: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const sending = new Set<Promise<void>>();
  let c2bUrls: DarajaSimulator['c2bUrls'] = null;
  let holdNext: ((push: Push) => void) | undefined;

  const post = (url: string, body: unknown) => {
    const p = fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
      .then(async (r) => {
        await r.arrayBuffer();
      })
      .catch((err: unknown) => options.onError?.(`callback to the shop failed: ${String(err)}`))
      .finally(() => sending.delete(p));
    sending.add(p);
    return p;
  };

  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  function callbackBody(push: Push) {
    const result = RESULTS[push.scenario];
    const stkCallback: Record<string, unknown> = {
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResultCode: result.code,
      ResultDesc: result.desc,
    };
    if (result.code === 0) {
      const now = new Date(Date.now() + 3 * 3600_000).toISOString().replace(/[-:T]/g, '');
      stkCallback.CallbackMetadata = {
        Item: [
          {
            Name: 'Amount',
            Value: push.scenario === 'short-amount' ? push.amount - 1 : push.amount,
          },
          { Name: 'MpesaReceiptNumber', Value: receipt() },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: Number(now.slice(0, 14)) },
          { Name: 'PhoneNumber', Value: Number(push.phone) },
        ],
      };
    }
    return { Body: { stkCallback } };
  }

  function bearerOk(req: http.IncomingMessage): boolean {
    const auth = req.headers.authorization ?? '';
    return auth.startsWith('Bearer ') && tokens.has(auth.slice(7));
  }

  function passwordOk(body: Record<string, unknown>): boolean {
    const expected = Buffer.from(
      `${credentials.shortcode}${credentials.passkey}${String(body.Timestamp)}`,
    ).toString('base64');
    return (
      String(body.BusinessShortCode) === credentials.shortcode &&
      /^\d{14}$/.test(String(body.Timestamp)) &&
      body.Password === expected
    );
  }

  const validUrl = (v: unknown) =>
    typeof v === 'string' &&
    /^https?:\/\//.test(v) &&
    !FORBIDDEN_URL_WORDS.some((w) => v.toLowerCase().includes(w));

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://simulator');
    if (req.method === 'GET' && url.pathname === '/oauth/v1/generate') {
      const expected = Buffer.from(
        `${credentials.consumerKey}:${credentials.consumerSecret}`,
      ).toString('base64');
      if (url.searchParams.get('grant_type') !== 'client_credentials') {
        return daraja(res, 400, errorBody('400.008.02', 'Invalid grant type passed'));
      }
      if (req.headers.authorization !== `Basic ${expected}`) {
        return daraja(res, 400, errorBody('400.008.01', 'Invalid Authentication passed'));
      }
      const token = randomBytes(18).toString('base64url');
      tokens.add(token);
      return daraja(res, 200, { access_token: token, expires_in: '3599' });
    }
    if (req.method !== 'POST')
      return daraja(res, 404, errorBody('404.001.01', 'Resource not found'));
    if (!bearerOk(req)) {
      return daraja(res, 401, errorBody('404.001.03', 'Invalid Access Token'));
    }
    const body = await readJson(req);
    if (!body) return daraja(res, 400, errorBody('400.002.05', 'Invalid Request Payload'));

    if (url.pathname === '/mpesa/stkpush/v1/processrequest') {
      if (!passwordOk(body)) {
        return daraja(res, 400, errorBody('400.002.02', 'Bad Request - Invalid Password'));
      }
      const phone = String(body.PhoneNumber ?? '');
      if (!/^254[17]\d{8}$/.test(phone) || String(body.PartyA) !== phone) {
        return daraja(res, 400, errorBody('400.002.02', 'Bad Request - Invalid PhoneNumber'));
      }
      const amount = Number(body.Amount);
      if (!Number.isInteger(amount) || amount < 1) {
        return daraja(res, 400, errorBody('400.002.02', 'Bad Request - Invalid Amount'));
      }
      if (typeof body.AccountReference !== 'string' || body.AccountReference.length > 12) {
        return daraja(res, 400, errorBody('400.002.02', 'Bad Request - Invalid AccountReference'));
      }
      if (typeof body.TransactionDesc !== 'string' || body.TransactionDesc.length > 13) {
        return daraja(res, 400, errorBody('400.002.02', 'Bad Request - Invalid TransactionDesc'));
      }
      if (!validUrl(body.CallBackURL)) {
        return daraja(res, 400, errorBody('400.002.02', 'Bad Request - Invalid CallBackURL'));
      }
      const push: Push = {
        checkoutRequestId: `ws_CO_${Date.now()}${randomInt(1_000_000)}`,
        merchantRequestId: `${randomInt(10_000, 99_999)}-${randomInt(1_000_000, 9_999_999)}-1`,
        scenario: scenarioFor(phone),
        amount,
        phone,
        callbackUrl: body.CallBackURL as string,
        answersAt: Date.now() + delayMs,
      };
      pushes.set(push.checkoutRequestId, push);
      pushList.push(push);
      if (holdNext) {
        // Accepted, never answered: the connection stays open until the shop goes away.
        holdNext(push);
        holdNext = undefined;
        return;
      }
      const silent =
        push.scenario === 'no-callback-then-query-success' || push.scenario === 'no-answer';
      if (!silent) {
        later(delayMs, () => {
          const copies = push.scenario === 'duplicate-callbacks' ? 3 : 1;
          const body = callbackBody(push);
          for (let i = 0; i < copies; i += 1) void post(push.callbackUrl, body);
        });
      }
      return daraja(res, 200, {
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResponseCode: '0',
        ResponseDescription: 'Success. Request accepted for processing',
        CustomerMessage: 'Success. Request accepted for processing',
      });
    }

    if (url.pathname === '/mpesa/stkpushquery/v1/query') {
      if (!passwordOk(body)) {
        return daraja(res, 400, errorBody('400.002.02', 'Bad Request - Invalid Password'));
      }
      queries.push(String(body.CheckoutRequestID));
      const push = pushes.get(String(body.CheckoutRequestID));
      if (!push) {
        return daraja(res, 500, errorBody('500.001.1001', 'The transaction is being processed'));
      }
      if (push.scenario === 'no-answer' || Date.now() < push.answersAt) {
        return daraja(res, 500, errorBody('500.001.1001', 'The transaction is being processed'));
      }
      const result = RESULTS[push.scenario];
      // The query answers ResultCode as a string, unlike the callback.
      return daraja(res, 200, {
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successsfully',
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResultCode: String(result.code),
        ResultDesc: result.desc,
      });
    }

    if (url.pathname === '/mpesa/c2b/v1/registerurl') {
      if (String(body.ShortCode) !== credentials.shortcode) {
        return daraja(res, 400, errorBody('400.003.02', 'Bad Request - Invalid ShortCode'));
      }
      if (!validUrl(body.ConfirmationURL) || !validUrl(body.ValidationURL)) {
        return daraja(res, 400, errorBody('400.003.02', 'Bad Request - Invalid ConfirmationURL'));
      }
      c2bUrls = {
        confirmationUrl: body.ConfirmationURL as string,
        validationUrl: body.ValidationURL as string,
      };
      return daraja(res, 200, {
        OriginatorCoversationID: randomBytes(8).toString('hex'),
        ResponseCode: '0',
        ResponseDescription: 'success',
      });
    }

    if (url.pathname === '/mpesa/c2b/v1/simulate') {
      if (!c2bUrls) {
        return daraja(res, 400, errorBody('400.003.01', 'No confirmation URL is registered'));
      }
      const msisdn = String(body.Msisdn ?? '254708374149');
      const confirmation = {
        TransactionType: 'Pay Bill',
        TransID: receipt(),
        TransTime: new Date(Date.now() + 3 * 3600_000)
          .toISOString()
          .replace(/[-:T]/g, '')
          .slice(0, 14),
        TransAmount: String(body.Amount),
        BusinessShortCode: credentials.shortcode,
        BillRefNumber: String(body.BillRefNumber ?? ''),
        InvoiceNumber: '',
        OrgAccountBalance: '',
        ThirdPartyTransID: '',
        MSISDN: msisdn,
        FirstName: 'John',
        MiddleName: '',
        LastName: 'Doe',
      };
      const target = c2bUrls.confirmationUrl;
      later(Math.min(delayMs, 500), () => void post(target, confirmation));
      return daraja(res, 200, {
        OriginatorCoversationID: randomBytes(8).toString('hex'),
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
        TransID: confirmation.TransID,
      });
    }

    return daraja(res, 404, errorBody('404.001.01', 'Resource not found'));
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      options.onError?.(`simulator: ${String(err)}`);
      if (!res.headersSent) daraja(res, 500, errorBody('500.003.02', 'System is busy'));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    pushes: pushList,
    queries,
    get c2bUrls() {
      return c2bUrls;
    },
    revokeTokens: () => tokens.clear(),
    holdNextPush: () =>
      new Promise<Push>((resolve) => {
        holdNext = resolve;
      }),
    async answer(checkoutRequestId) {
      const push = pushes.get(checkoutRequestId);
      if (!push) throw new Error(`no prompt ${checkoutRequestId}`);
      push.answersAt = Date.now();
      await post(push.callbackUrl, callbackBody(push));
    },
    async idle() {
      while (timers.size > 0 || sending.size > 0) {
        await new Promise((r) => setTimeout(r, 10));
        await Promise.all([...sending]);
      }
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await Promise.all([...sending]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
