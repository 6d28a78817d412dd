import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.js';
import type { AuthUser, RoutePolicy, RoutePolicyEntry } from '../types.js';

// Access control in one place (docs/decisions/002-route-policies.md). Every /api route declares
// `config: { policy }`; a route without one fails at start-up, so nothing is public by accident.
// The check runs at onRequest, before the body is read: an anonymous caller of an admin route
// gets 401 without the server parsing (or storing) what it sent.

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export interface AuthPluginOptions {
  /**
   * Who holds this session token, if anyone: the one seam to the auth module, which app.ts wires
   * in (plugins import no module, docs/decisions/109-server-layers.md).
   */
  findSessionUser(token: string, now: Date): Promise<AuthUser | null>;
}

export const authPlugin = fp(
  async (app: FastifyInstance, { findSessionUser }: AuthPluginOptions) => {
    app.decorateRequest('user', null);
    const policies: RoutePolicyEntry[] = [];
    app.decorate('routePolicies', policies);

    async function resolveUser(request: FastifyRequest) {
      const token = bearerToken(request);
      request.user = token ? await findSessionUser(token, app.clock.now()) : null;
    }

    function check(policy: RoutePolicy, user: FastifyRequest['user']): Error | undefined {
      if (policy === 'public') return undefined;
      if (!user) return new UnauthorizedError();
      if (policy === 'admin' && user.role !== 'admin') return new ForbiddenError();
      return undefined;
    }

    // A callback hook: a request without a token (most of them) is decided without a promise.
    function enforce(policy: RoutePolicy): onRequestHookHandler {
      return (request, _reply, done) => {
        if (!bearerToken(request)) {
          request.user = null;
          done(check(policy, null));
          return;
        }
        resolveUser(request).then(
          () => done(check(policy, request.user)),
          (error: unknown) => done(error as Error),
        );
      };
    }

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      const policy = route.config?.policy;
      if (!policy) {
        throw new Error(`Route ${route.method} ${route.url} declares no access policy`);
      }
      const schema = route.schema;
      for (const method of [route.method].flat())
        policies.push({ method, url: route.url, policy, ...(schema ? { schema } : {}) });
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [enforce(policy), ...existing];
    });
  },
  { name: 'auth' },
);
