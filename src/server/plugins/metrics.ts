import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { poolStats } from '../db/connect.js';
import { UnauthorizedError } from '../lib/errors.js';

// GET /metrics in Prometheus' text format (docs/decisions/120-health-shutdown-metrics.md), only
// with `Authorization: Bearer METRICS_TOKEN`; without the setting there is no route and no
// per-request work at all. Request durations are labelled by route pattern (never the raw
// address, which would make a series per product id); the database and the jobs are read when
// Prometheus asks, not on every request.

export interface Metrics {
  /** Counts one settled M-Pesa result by its ResultCode (payments' callbacks and queries). */
  mpesaResult(code: string | number): void;
  /** A gauge read when Prometheus asks (a module's own numbers: eTIMS documents unsigned). */
  gauge(name: string, help: string, read: () => Promise<number>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

function sameToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const token = app.config.metricsToken;
    if (!token) {
      app.decorate('metrics', { mpesaResult: () => {}, gauge: () => {} } satisfies Metrics);
      return;
    }
    const register = new Registry();
    collectDefaultMetrics({ register, prefix: 'shop_' });

    const durations = new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: DURATION_BUCKETS,
      registers: [register],
    });
    // One child per method, route and status, found by a string key: labels() hashes its
    // arguments on every call, which would be most of this hook's cost.
    const children = new Map<string, ReturnType<typeof durations.labels>>();
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const key = `${request.method} ${route} ${reply.statusCode}`;
      let child = children.get(key);
      if (!child) {
        child = durations.labels(request.method, route, String(reply.statusCode));
        children.set(key, child);
      }
      child.observe(reply.elapsedTime / 1000);
      done();
    });

    const mpesa = new Counter({
      name: 'shop_mpesa_results_total',
      help: 'Settled M-Pesa results by ResultCode',
      labelNames: ['code'] as const,
      registers: [register],
    });
    app.decorate('metrics', {
      mpesaResult: (code) => mpesa.inc({ code: String(code) }),
      gauge(name, help, read) {
        new Gauge({
          name,
          help,
          registers: [register],
          async collect() {
            this.set(await read());
          },
        });
      },
    } satisfies Metrics);

    new Gauge({
      name: 'shop_db_pool_connections',
      help: 'PostgreSQL pool connections by state (SQLite has one connection and no pool)',
      labelNames: ['state'] as const,
      registers: [register],
      collect() {
        const stats = poolStats(app.db);
        if (!stats) return;
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    });

    const jobsWaiting = new Gauge({
      name: 'shop_jobs_waiting',
      help: 'Jobs waiting to run (not dead), by kind',
      labelNames: ['kind'] as const,
      registers: [register],
    });
    const oldest = new Gauge({
      name: 'shop_jobs_oldest_due_seconds',
      help: 'How long the oldest due job has waited past its time (0 when none is due)',
      registers: [register],
    });
    const failed = new Gauge({
      name: 'shop_jobs_failed',
      help: 'Waiting jobs that failed at least once',
      registers: [register],
    });
    const dead = new Gauge({
      name: 'shop_jobs_dead',
      help: 'Jobs that failed past their retries, listed at /admin/jobs',
      registers: [register],
    });
    async function readJobs() {
      const stats = await app.jobs.stats();
      jobsWaiting.reset();
      for (const [kind, n] of Object.entries(stats.waitingByKind)) jobsWaiting.set({ kind }, n);
      const due = stats.oldestDueAt ? Date.parse(stats.oldestDueAt) : undefined;
      oldest.set(due === undefined ? 0 : Math.max(0, (app.clock.now().getTime() - due) / 1000));
      failed.set(stats.failed);
      dead.set(stats.dead);
    }

    app.get('/metrics', async (request, reply) => {
      if (!sameToken(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer');
        throw new UnauthorizedError('A metrics token is required.', 'METRICS_TOKEN_REQUIRED');
      }
      await readJobs();
      reply.header('content-type', register.contentType).header('cache-control', 'no-store');
      return register.metrics();
    });
  },
  { name: 'metrics' },
);
