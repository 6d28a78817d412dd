import { afterEach, describe, expect, it, vi } from 'vitest';
import { DarajaError, resultReason } from './daraja.answers.js';
import { C2bConfirmationBody, readShillings, readStkCallback } from './daraja.callbacks.js';
import { createDarajaClient, darajaTimestamp, stkPassword } from './daraja.client.js';

// The client against bodies as Daraja documents and sends them, odd ones included: numbers as
// strings, Balance without a Value, ResultCode as a string in the query, the 'being processed'
// error, an expired token.

/* ---------- recorded bodies ---------- */

const TOKEN = { access_token: 'c9SQxWWhmdVRlyh0zh8gZDTkubVF', expires_in: '3599' };
const PUSH_OK = {
  MerchantRequestID: '29115-34620561-1',
  CheckoutRequestID: 'ws_CO_191220191020363925',
  ResponseCode: '0',
  ResponseDescription: 'Success. Request accepted for processing',
  CustomerMessage: 'Success. Request accepted for processing',
};
const CALLBACK_OK = {
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: 'ws_CO_191220191020363925',
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: 1.0 },
          { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
          { Name: 'TransactionDate', Value: 20191219102115 },
          { Name: 'PhoneNumber', Value: 254708374149 },
        ],
      },
    },
  },
};
const CALLBACK_CANCELLED = {
  Body: {
    stkCallback: {
      MerchantRequestID: '8555-67195-1',
      CheckoutRequestID: 'ws_CO_27072017151044001',
      ResultCode: 1032,
      ResultDesc: '[STK_CB - ]Request cancelled by user',
    },
  },
};
const QUERY_OK = {
  ResponseCode: '0',
  ResponseDescription: 'The service request has been accepted successsfully',
  MerchantRequestID: '22205-34066-1',
  CheckoutRequestID: 'ws_CO_13012021093521236557',
  ResultCode: '0',
  ResultDesc: 'The service request is processed successfully.',
};
const BEING_PROCESSED = {
  requestId: 'ws_CO_13012021093521236557',
  errorCode: '500.001.1001',
  errorMessage: 'The transaction is being processed',
};
const INVALID_TOKEN = {
  requestId: '11728-2929992-1',
  errorCode: '404.001.03',
  errorMessage: 'Invalid Access Token',
};
const INVALID_PHONE = {
  requestId: '6913-12385935-1',
  errorCode: '400.002.02',
  errorMessage: 'Bad Request - Invalid PhoneNumber',
};

type Reply = { status: number; body: unknown } | Error;

/** A fetch that answers each call from the list, and remembers what it was asked. */
function fakeDaraja(replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const reply = replies.shift();
      if (!reply) throw new Error('unexpected call');
      if (reply instanceof Error) throw reply;
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return calls;
}

const at = new Date('2026-11-25T07:30:05Z');
const client = () =>
  createDarajaClient({
    baseUrl: 'https://daraja.example/',
    consumerKey: 'key-12345678',
    consumerSecret: 'secret-12345678',
    shortcode: '174379',
    passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
    transactionType: 'CustomerPayBillOnline',
    till: null,
    now: () => at,
  });
const push = {
  phone: '254708374149',
  amount: 1500,
  accountReference: 'ARH7K3Q9XF2',
  description: 'Order payment',
  callbackUrl: 'https://shop.example/api/payments/lipa/abc/stk',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Daraja client', () => {
  it('stamps the password with Nairobi time', () => {
    expect(darajaTimestamp(at)).toBe('20261125103005');
    expect(stkPassword('174379', 'pk', '20261125103005')).toBe(
      Buffer.from('174379pk20261125103005').toString('base64'),
    );
  });

  it('sends the documented STK push and reads the answer, reusing the token', async () => {
    const calls = fakeDaraja([
      { status: 200, body: TOKEN },
      { status: 200, body: PUSH_OK },
      { status: 200, body: PUSH_OK },
    ]);
    const daraja = client();
    const answer = await daraja.stkPush(push);
    await daraja.stkPush(push);
    expect(answer.CheckoutRequestID).toBe('ws_CO_191220191020363925');
    expect(calls.map((c) => c.url)).toEqual([
      'https://daraja.example/oauth/v1/generate?grant_type=client_credentials',
      'https://daraja.example/mpesa/stkpush/v1/processrequest',
      'https://daraja.example/mpesa/stkpush/v1/processrequest',
    ]);
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from('key-12345678:secret-12345678').toString('base64')}`,
    );
    const body = JSON.parse(String(calls[1]!.init.body)) as Record<string, unknown>;
    expect(body).toEqual({
      BusinessShortCode: '174379',
      Password: stkPassword(
        '174379',
        'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
        '20261125103005',
      ),
      Timestamp: '20261125103005',
      TransactionType: 'CustomerPayBillOnline',
      Amount: 1500,
      PartyA: '254708374149',
      PartyB: '174379',
      PhoneNumber: '254708374149',
      CallBackURL: push.callbackUrl,
      AccountReference: 'ARH7K3Q9XF2',
      TransactionDesc: 'Order payment',
    });
    expect(calls[1]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('renews a token Daraja calls invalid, once, then gives up', async () => {
    fakeDaraja([
      { status: 200, body: TOKEN },
      { status: 401, body: INVALID_TOKEN },
      { status: 200, body: TOKEN },
      { status: 200, body: PUSH_OK },
    ]);
    expect((await client().stkPush(push)).ResponseCode).toBe('0');

    fakeDaraja([
      { status: 200, body: TOKEN },
      { status: 401, body: INVALID_TOKEN },
      { status: 200, body: TOKEN },
      { status: 401, body: INVALID_TOKEN },
    ]);
    await expect(client().stkPush(push)).rejects.toMatchObject({
      kind: 'refused',
      errorCode: '404.001.03',
    });
  });

  it("turns Daraja's error shape into a clear refusal", async () => {
    fakeDaraja([
      { status: 200, body: TOKEN },
      { status: 400, body: INVALID_PHONE },
    ]);
    const err = (await client()
      .stkPush(push)
      .catch((e: unknown) => e)) as DarajaError;
    expect(err).toBeInstanceOf(DarajaError);
    expect(err.message).toBe('M-Pesa refused the request: Bad Request - Invalid PhoneNumber');
    expect(err.errorCode).toBe('400.002.02');
  });

  it('says M-Pesa could not be reached when the network fails or times out', async () => {
    const timeout = new Error('timed out');
    timeout.name = 'TimeoutError';
    fakeDaraja([timeout]);
    await expect(client().stkPush(push)).rejects.toMatchObject({
      kind: 'unreachable',
      message: 'M-Pesa did not answer in time.',
    });
    fakeDaraja([{ status: 503, body: '<html>busy</html>' }]);
    await expect(client().stkPush(push)).rejects.toMatchObject({ kind: 'unreachable' });
    // Only a prompt that went out and got no answer may be on the phone (decision 115).
    fakeDaraja([timeout]);
    await expect(client().stkPush(push)).rejects.toMatchObject({ mayHaveArrived: false });
    fakeDaraja([{ status: 200, body: TOKEN }, timeout]);
    await expect(client().stkPush(push)).rejects.toMatchObject({ mayHaveArrived: true });
  });

  it("reads the query's string ResultCode, and 'being processed' as pending", async () => {
    fakeDaraja([
      { status: 200, body: TOKEN },
      { status: 200, body: QUERY_OK },
      { status: 500, body: BEING_PROCESSED },
    ]);
    const daraja = client();
    expect((await daraja.stkQuery('ws_CO_13012021093521236557')).ResultCode).toBe('0');
    await expect(daraja.stkQuery('ws_CO_13012021093521236557')).rejects.toMatchObject({
      kind: 'pending',
      errorCode: '500.001.1001',
    });
  });

  it('registers the paybill URLs with ResponseType Completed', async () => {
    const calls = fakeDaraja([
      { status: 200, body: TOKEN },
      {
        status: 200,
        body: {
          OriginatorCoversationID: '6ee6-4',
          ResponseCode: '0',
          ResponseDescription: 'success',
        },
      },
    ]);
    await client().registerC2bUrls({
      confirmationUrl: 'https://shop.example/c',
      validationUrl: 'https://shop.example/v',
    });
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({
      ShortCode: '174379',
      ResponseType: 'Completed',
      ConfirmationURL: 'https://shop.example/c',
      ValidationURL: 'https://shop.example/v',
    });
  });
});

describe('callbacks', () => {
  it('reads metadata by Name whatever the order, with or without Balance', () => {
    expect(readStkCallback(CALLBACK_OK)).toEqual({
      checkoutRequestId: 'ws_CO_191220191020363925',
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
      amount: 1,
      amountText: '1',
      receipt: 'NLJ7RT61SV',
      phone: '254708374149',
    });
    const shuffled = structuredClone(CALLBACK_OK);
    shuffled.Body.stkCallback.CallbackMetadata.Item = [
      { Name: 'PhoneNumber', Value: '254708374149' } as never,
      { Name: 'Balance' } as never,
      { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
      { Name: 'Amount', Value: '1.00' } as never,
    ];
    (shuffled.Body.stkCallback as { ResultCode: unknown }).ResultCode = '0';
    expect(readStkCallback(shuffled)).toMatchObject({
      resultCode: 0,
      amount: 1,
      receipt: 'NLJ7RT61SV',
    });
  });

  it('reads a cancelled prompt, and refuses what is not a callback', () => {
    expect(readStkCallback(CALLBACK_CANCELLED)).toMatchObject({
      resultCode: 1032,
      amount: null,
      receipt: null,
    });
    expect(readStkCallback({ Body: {} })).toBeNull();
    expect(readStkCallback('hello')).toBeNull();
    expect(
      readStkCallback({
        Body: { stkCallback: { ...CALLBACK_CANCELLED.Body.stkCallback, ResultCode: 'x' } },
      }),
    ).toBeNull();
  });

  it('reads a paybill confirmation with its amount as a string', () => {
    const parsed = C2bConfirmationBody.parse({
      TransactionType: 'Pay Bill',
      TransID: 'RKTQDM7W6S',
      TransTime: '20191122063845',
      TransAmount: '10.00',
      BusinessShortCode: '600638',
      BillRefNumber: 'arh 7k3q-9xf2',
      InvoiceNumber: '',
      OrgAccountBalance: '49197.00',
      ThirdPartyTransID: '',
      MSISDN: '2547*****149',
      FirstName: 'John',
    });
    expect(readShillings(parsed.TransAmount)).toBe(10);
  });

  it('reads an amount only as a whole number of shillings (decision 115)', () => {
    for (const [sent, read] of [
      [1500, 1500],
      ['1500', 1500],
      [' 1500.00 ', 1500],
      [2 ** 31, 2 ** 31],
    ] as const)
      expect(readShillings(sent), String(sent)).toBe(read);
    for (const sent of [0.5, '0.5', 0, -1, '-1', 1e20, '1e3', 'abc', '', null, undefined, {}, true])
      expect(readShillings(sent), String(sent)).toBeNull();
  });

  it('puts result codes in words', () => {
    expect(resultReason(1, '')).toBe('not enough money in the M-Pesa account.');
    expect(resultReason(2001, '')).toBe('wrong M-Pesa PIN.');
    expect(resultReason(1037, '')).toBe('the phone could not be reached.');
    expect(resultReason(4242, 'Something odd')).toBe('Something odd.');
  });
});
