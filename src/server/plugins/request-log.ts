import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { infoLineWriter } from '../lib/info-line.js';

// One line per request, written when the answer has gone out: method, address, status, time and
// the request id that error lines and 5xx bodies carry. Fastify's own request logging writes two
// lines per request, each with the serialized request and response objects; this keeps what an
// owner reads in a log for a fraction of that cost.

const LIPA = '/api/payments/lipa/';
/** Daraja's callback paths carry a secret token (docs/decisions/093-settling-payments.md). */
export function loggedUrl(url: string): string {
  return url.startsWith(LIPA)
    ? url.replace(/^(\/api\/payments\/lipa\/)[^/?]+/, '$1[redacted]')
    : url;
}

export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    // pino's own line, written without its general path where the logger allows (lib/info-line).
    const write = infoLineWriter(app.log) ?? ((line: string) => app.log.info(line));
    const logged = new Set(['trace', 'debug', 'info']);
    app.addHook('onResponse', (request, reply, done) => {
      if (logged.has(app.log.level)) {
        write(
          `${request.method} ${loggedUrl(request.url)} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms ${request.id}`,
        );
      }
      done();
    });
  },
  { name: 'request-log' },
);
