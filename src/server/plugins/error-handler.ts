import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '../lib/errors.js';

// One place turns every failure into {message, code} (docs/decisions/072-api-errors.md), zod's
// refusals included, whether a route's schema or a service found them. 4xx errors say what was wrong;
// 5xx bodies are generic and carry only the request id, the details go to the log.

// Each sends `why` where its code has several sentences, so a page writes it from the code
// (src/shared/messages/refusal-values.ts, decision 181).
const FASTIFY_CODES: Record<
  string,
  { code: string; values?: Record<string, string>; message: string }
> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'INVALID_JSON',
    values: { why: 'broken' },
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'INVALID_JSON',
    values: { why: 'empty' },
    message: 'The request body is empty.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    values: { why: 'type' },
    message: 'This content type is not accepted here.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'BAD_REQUEST',
    values: { why: 'content-length' },
    message: 'The Content-Length header does not match the body.',
  },
  FST_REQ_FILE_TOO_LARGE: {
    code: 'FILE_TOO_LARGE',
    values: { why: 'unnamed' },
    message: 'A file is too large.',
  },
  FST_PARTS_LIMIT: { code: 'TOO_MANY_PARTS', message: 'The form has too many files or fields.' },
  FST_FILES_LIMIT: { code: 'TOO_MANY_FILES', message: 'The form has too many files.' },
  FST_FIELDS_LIMIT: { code: 'TOO_MANY_FIELDS', message: 'The form has too many fields.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    values: { why: 'multipart' },
    message: 'The request must be multipart/form-data.',
  },
};

function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  values?: Record<string, string | number>,
) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(values ? { message, code, values } : { message, code });
}

/** One problem of a refused input: the field it is in ('a.b', or '' for the whole) and why. */
interface Problem {
  field: string;
  message: string | undefined;
}

/**
 * The first problem, in words a person can act on. Messages written for people (ending in '.')
 * stand alone; terse ones get the field name.
 */
function describeProblem(problem: Problem | undefined): string | undefined {
  if (!problem) return undefined;
  const message = problem.message ?? 'is invalid';
  if (/[.!?]$/.test(message)) return message;
  return problem.field ? `${problem.field}: ${message}` : message;
}

/** A route's schema refused the params, query or body. */
function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const described = describeProblem(
      first && {
        field: first.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: first.message,
      },
    );
    if (described) return described;
  }
  return error.message || 'The request is invalid.';
}

/**
 * A service ran a shared schema over input it assembled itself (a quick edit laid over the stored
 * product): the server never parses its own data with zod, so a ZodError is always the caller's.
 */
function describeZodError(error: ZodError): string {
  const first = error.issues[0];
  return (
    describeProblem(first && { field: first.path.join('.'), message: first.message }) ??
    'The form is invalid.'
  );
}

/** True when reading the request failed because the client closed the connection. */
function clientHungUp(error: unknown, request: FastifyRequest): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return (code === 'ECONNRESET' || code === 'ECONNABORTED') && !request.raw.complete;
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply) => {
      if (error instanceof AppError) {
        reply.headers(error.headers);
        return sendError(reply, error.statusCode, error.code, error.message, error.values);
      }
      if (error instanceof ZodError) {
        return sendError(reply, 400, 'VALIDATION_ERROR', describeZodError(error));
      }
      const fastifyError = error as FastifyError;
      if (fastifyError.validation) {
        return sendError(reply, 400, 'VALIDATION_ERROR', describeValidation(fastifyError));
      }
      const known =
        fastifyError.code && Object.hasOwn(FASTIFY_CODES, fastifyError.code)
          ? FASTIFY_CODES[fastifyError.code]
          : undefined;
      if (known) {
        return sendError(
          reply,
          fastifyError.statusCode ?? 400,
          known.code,
          known.message,
          known.values,
        );
      }
      const status = fastifyError.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Other client errors raised by Fastify or its plugins: their messages are meant for clients.
        return sendError(reply, status, fastifyError.code ?? 'BAD_REQUEST', fastifyError.message);
      }
      if (clientHungUp(error, request)) {
        // Not a server fault: the client (a phone losing its signal, mostly) went away while
        // sending. Error level stays for the server's own faults, which alerting watches.
        request.log.info(`${request.method} ${request.url} aborted by the client while sending`);
        return sendError(reply, 400, 'CLIENT_ABORTED', 'The request was not received in full.');
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).type('application/json; charset=utf-8').send({
        message: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL_ERROR',
        requestId: request.id,
      });
    });
  },
  { name: 'error-handler' },
);
