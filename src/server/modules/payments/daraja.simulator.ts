import { randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  passwordOk,
  refusePush,
  refuseRegister,
  refuseToken,
  type SimulatorCredentials,
} from './daraja.simulator-checks.js';
import {
  c2bConfirmation,
  callbackBody,
  RESULTS,
  scenarioFor,
  type Push,
} from './daraja.simulator-scenarios.js';

// The project's own Daraja simulator (docs/decisions/092-daraja-client-and-simulator.md): a small
// HTTP service speaking Daraja's documented shapes (OAuth, STK push and query, C2B URL registration
// and a C2B 'simulate' that sends a confirmation), its error shapes and result codes, with the
// callbacks sent after a delay. The phone number chooses what happens, so a newcomer can try every
// outcome from the order page (daraja.simulator-scenarios.ts). What it checks in a request is
// daraja.simulator-checks.ts. The app starts it when MPESA_ENV=simulator; tests start their own.

export interface SimulatorOptions {
  /** How long the 'customer' takes to answer a prompt. */
  delayMs?: number;
  port?: number;
  credentials: SimulatorCredentials;
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

  function bearerOk(req: http.IncomingMessage): boolean {
    const auth = req.headers.authorization ?? '';
    return auth.startsWith('Bearer ') && tokens.has(auth.slice(7));
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://simulator');
    if (req.method === 'GET' && url.pathname === '/oauth/v1/generate') {
      const refused = refuseToken(
        credentials,
        url.searchParams.get('grant_type'),
        req.headers.authorization,
      );
      if (refused) return daraja(res, 400, errorBody(refused.code, refused.message));
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
      const refused = refusePush(credentials, body);
      if (refused) return daraja(res, 400, errorBody(refused.code, refused.message));
      const phone = String(body.PhoneNumber);
      const amount = Number(body.Amount);
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
      if (!passwordOk(credentials, body)) {
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
      const refused = refuseRegister(credentials, body);
      if (refused) return daraja(res, 400, errorBody(refused.code, refused.message));
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
      const confirmation = c2bConfirmation(credentials.shortcode, body);
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
