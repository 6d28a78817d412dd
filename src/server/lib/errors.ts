// Typed errors thrown anywhere in the server and mapped once to {message, code} by the error
// handler plugin.

export class AppError extends Error {
  /**
   * The values its text carries ({county: 'Kitui'}), sent beside `message` so a page writes the
   * text in its own language by the code (src/shared/messages/refusal-values.ts).
   */
  values?: Record<string, string | number>;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** The refusal with the values its text carries: `throw new XError(text, 'CODE').with({n})`. */
  with(values: Record<string, string | number>): this {
    this.values = values;
    return this;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, code = 'BAD_REQUEST') {
    super(400, code, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please log in to continue.', code = 'UNAUTHORIZED') {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do that.', code = 'FORBIDDEN') {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.', code = 'NOT_FOUND') {
    super(404, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code = 'CONFLICT') {
    super(409, code, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string, code = 'PAYLOAD_TOO_LARGE') {
    super(413, code, message);
  }
}

export class UnsupportedMediaError extends AppError {
  constructor(message: string, code = 'UNSUPPORTED_MEDIA_TYPE') {
    super(415, code, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterSeconds: number, code = 'RATE_LIMITED') {
    super(429, code, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
