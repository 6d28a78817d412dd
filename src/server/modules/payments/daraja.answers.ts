import { z } from 'zod';

// What Daraja answers to the shop's calls (docs/decisions/092-daraja-client-and-simulator.md), read
// into a typed result or a DarajaError with a clear message: the answer shapes as documented, its
// error body and codes, and M-Pesa Express result codes in words. The calls are daraja.client.ts;
// what Daraja sends on its own (callbacks, confirmations) is daraja.callbacks.ts.

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

/* ---------- answer shapes (as documented; numbers often come as strings) ---------- */

export const numberish = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
export const codeText = z.union([z.string(), z.number()]).transform(String);

export const TokenAnswer = z.object({ access_token: z.string().min(1), expires_in: numberish });

export const DarajaErrorBody = z.object({
  requestId: z.string().optional(),
  errorCode: codeText,
  errorMessage: z.string(),
});

export const PushAnswer = z.object({
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string().min(1),
  ResponseCode: codeText,
  ResponseDescription: z.string().optional(),
  CustomerMessage: z.string().optional(),
});
export type PushAnswer = z.output<typeof PushAnswer>;

export const QueryAnswer = z.object({
  ResponseCode: codeText,
  ResponseDescription: z.string().optional(),
  MerchantRequestID: z.string().optional(),
  CheckoutRequestID: z.string().optional(),
  ResultCode: codeText,
  ResultDesc: z.string().optional().default(''),
});
export type QueryAnswer = z.output<typeof QueryAnswer>;

export const RegisterAnswer = z.object({
  OriginatorCoversationID: z.string().optional(),
  ResponseCode: codeText,
  ResponseDescription: z.string().optional(),
});

/** A refusal or failure as Daraja answered it, by its error body where it sent one. */
export function errorFrom(status: number, json: unknown): DarajaError {
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

/** An answer of the given shape, else Daraja's error in it, else a 'bad-answer'. */
export function parseAnswer<T extends z.ZodTypeAny>(schema: T, json: unknown): z.output<T> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const err = DarajaErrorBody.safeParse(json);
    if (err.success) throw errorFrom(200, json);
    throw new DarajaError('bad-answer', 'M-Pesa answered in a way the shop does not understand.');
  }
  return parsed.data as z.output<T>;
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
