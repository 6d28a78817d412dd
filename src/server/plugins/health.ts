import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { folderMigrator } from '../db/migrate.js';

// Health for load balancers and process managers (docs/decisions/120-health-shutdown-metrics.md):
// GET /livez answers while the process does; GET /readyz answers 200 only while this server
// should be sent traffic: its database answers, Redis answers when REDIS_URL is set, every
// migration it knows has run, and it is not shutting down. Neither is under /api: they need no
// access policy and are never cached.

/** A dependency slower than this counts as down: a balancer must not wait on a hung socket. */
export const CHECK_TIMEOUT_MS = 2_000;

type Check = { status: 'ok' | 'fail'; ms?: number };

export interface Health {
  /** Readiness answers 503 from now on (SIGTERM: balancers stop sending before the drain). */
  beginShutdown(): void;
  readonly shuttingDown: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    health: Health;
  }
}

async function timed(probe: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { status: 'ok', ms: Math.round(performance.now() - started) };
  } catch {
    return { status: 'fail', ms: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    let shuttingDown = false;
    // Once every migration this server knows has run, that stays so: checked until then only.
    let migrationsCurrent = false;

    async function migrationsCheck(): Promise<Check> {
      if (!migrationsCurrent) {
        try {
          const known = await folderMigrator(app.db).getMigrations();
          migrationsCurrent = known.every((m) => m.executedAt !== undefined);
        } catch {
          return { status: 'fail' };
        }
      }
      return { status: migrationsCurrent ? 'ok' : 'fail' };
    }

    app.decorate('health', {
      beginShutdown() {
        shuttingDown = true;
      },
      get shuttingDown() {
        return shuttingDown;
      },
    } satisfies Health);

    app.get('/livez', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    });

    app.get('/readyz', async (_request, reply) => {
      const [database, redis, migrations] = await Promise.all([
        timed(() => sql`select 1`.execute(app.db)),
        app.redisPing ? timed(app.redisPing) : undefined,
        migrationsCheck(),
      ]);
      const checks = {
        database,
        ...(redis ? { redis } : {}),
        migrations,
        shutdown: { status: shuttingDown ? 'fail' : 'ok' } satisfies Check,
      };
      const ready = Object.values(checks).every((c) => c.status === 'ok');
      reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
      return { status: ready ? 'ok' : 'fail', checks };
    });
  },
  { name: 'health', dependencies: ['rate-limit'] },
);
