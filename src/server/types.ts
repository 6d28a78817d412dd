import type { Kysely } from 'kysely';
import type { Role } from '#shared/constants.js';
import type { Capability, StaffRole } from '#shared/staff-roles.js';
import type { Clock } from './lib/clock.js';
import type { EventBus } from './lib/events.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';

/** Who may call a route. Every /api route must declare one (plugins/auth.ts enforces it). */
export type RoutePolicy = 'public' | 'user' | 'admin';

export interface RoutePolicyEntry {
  method: string;
  url: string;
  policy: RoutePolicy;
  /** What an 'admin' route needs the caller to be able to do (decision 47). */
  capability?: Capability;
  /** What the route declared it accepts, so tests can send every field it names. */
  schema?: { querystring?: unknown; body?: unknown; params?: unknown };
}

export interface AuthUser {
  id: string;
  email: string;
  username: string;
  role: Role;
  /** The staff roles held (decision 47); empty for a customer. */
  roles: readonly StaffRole[];
  verified: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
    /**
     * What a staff member must be able to do to call an 'admin' route (decision 47,
     * #shared/staff-roles.ts).
     */
    capability?: Capability;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
    clock: Clock;
    /** What modules announce and others hear, typed by event (lib/events.ts, decision 135). */
    events: EventBus;
    /** The key for HMACs (APP_SECRET, or the one generated into DATA_DIR). */
    appSecret: string;
    /** Every /api route with its declared policy and schema, for the access and input tests. */
    routePolicies: RoutePolicyEntry[];
    /**
     * The page at `url` rendered with a form's answer (modules/pages/spa.ts), for a form sent without
     * the script; null when the app is not built or the render failed.
     */
    renderPage(
      url: string,
      formAnswer: { form: string; answer: unknown },
    ): Promise<{ html: string; policy: string } | null>;
  }
}
