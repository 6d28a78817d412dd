import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.js';
import { CAPABILITIES, capabilitiesOf, type Capability } from '#shared/staff-roles.js';
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

/** Whether the signed-in person's roles open `capability` (decision 47's table). */
export function can(user: FastifyRequest['user'], capability: Capability): boolean {
  return !!user && user.role === 'admin' && capabilitiesOf(user.roles).includes(capability);
}

/**
 * How a staff member is named in what they write (a status change, a note, a sale, a signed
 * receipt): their username, else their e-mail. Admin routes always have a user; 'staff' stands
 * only where a route's policy let none through.
 */
export function staffName(user: Pick<AuthUser, 'username' | 'email'> | null): string {
  return user?.username || user?.email || 'staff';
}

function notAllowed(): ForbiddenError {
  return new ForbiddenError('Your staff role does not allow that.', 'CAPABILITY_MISSING');
}

/**
 * For a route whose one declared capability opens only part of what it does (an order's status:
 * dispatching needs less than cancelling a paid order), the handler asks for the rest here.
 */
export function requireCapability(request: FastifyRequest, capability: Capability): void {
  if (!can(request.user, capability)) throw notAllowed();
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

    function check(
      policy: RoutePolicy,
      capability: Capability | undefined,
      user: FastifyRequest['user'],
    ): Error | undefined {
      if (policy === 'public') return undefined;
      if (!user) return new UnauthorizedError();
      if (policy === 'admin') {
        if (user.role !== 'admin') return new ForbiddenError();
        if (capability && !can(user, capability)) return notAllowed();
      }
      return undefined;
    }

    // A callback hook: a request without a token (most of them) is decided without a promise.
    function enforce(policy: RoutePolicy, capability?: Capability): onRequestHookHandler {
      return (request, _reply, done) => {
        if (!bearerToken(request)) {
          request.user = null;
          done(check(policy, capability, null));
          return;
        }
        resolveUser(request).then(
          () => done(check(policy, capability, request.user)),
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
      // Decision 47: every admin route says what a person must be able to do to call it.
      const capability = route.config?.capability;
      if (policy === 'admin' && !capability) {
        throw new Error(`Admin route ${route.method} ${route.url} declares no capability`);
      }
      if (capability && !(CAPABILITIES as readonly string[]).includes(capability)) {
        throw new Error(`Route ${route.method} ${route.url} declares an unknown capability`);
      }
      const schema = route.schema;
      for (const method of [route.method].flat())
        policies.push({
          method,
          url: route.url,
          policy,
          ...(capability ? { capability } : {}),
          ...(schema ? { schema } : {}),
        });
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [enforce(policy, capability), ...existing];
    });
  },
  { name: 'auth' },
);
