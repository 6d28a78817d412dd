import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { TooManyRequestsError } from '../lib/errors.js';

// Rate limiting is wired once here; routes only name their limit with
// `config: { rateLimit: { max, timeWindow } }`. Counters live in-process by default and in Redis
// when REDIS_URL is set, so several app servers share them. If Redis stops answering, the limits
// keep working on in-process counters (each server then counts alone) and move back to Redis when
// it answers again: an outage must not turn every limited route into a 500.

const NAMESPACE = 'shop-rl-';
const LOCAL_KEYS_MAX = 20_000;

// INCR with the window set on the first hit; answers the count and the milliseconds left.
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;

type Hit = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Hit) => void;
type RedisWithScript = Redis & {
  rateLimitHit(
    key: string,
    windowMs: number,
    cb: (err: Error | null, res?: [number, number]) => void,
  ): void;
};

/** In-process fixed windows, bounded in size so a flood of addresses cannot grow it for ever. */
class LocalCounters {
  private readonly windows = new Map<string, { hits: number; endsAt: number }>();

  hit(key: string, windowMs: number): Hit {
    const now = Date.now();
    let entry = this.windows.get(key);
    if (!entry || entry.endsAt <= now) {
      this.windows.delete(key);
      if (this.windows.size >= LOCAL_KEYS_MAX) this.prune(now);
      entry = { hits: 0, endsAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.hits += 1;
    return { current: entry.hits, ttl: entry.endsAt - now };
  }

  private prune(now: number) {
    for (const [key, entry] of this.windows) if (entry.endsAt <= now) this.windows.delete(key);
    // Still full: drop the oldest windows (a Map keeps insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size < LOCAL_KEYS_MAX / 2) break;
      this.windows.delete(key);
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set only with REDIS_URL. */
    redisPing?: () => Promise<void>;
  }
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const local = new LocalCounters();
    let redis: RedisWithScript | undefined;
    let outage = false;
    const reportOutage = (err: Error) => {
      if (outage) return;
      outage = true;
      app.log.warn(
        { err: err.message },
        'Redis is not answering: rate limits use in-process counters until it is back',
      );
    };

    if (app.config.redisUrl) {
      const client = new Redis(app.config.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        // While Redis is away, commands fail at once instead of queueing behind the outage.
        enableOfflineQueue: false,
        retryStrategy: (times) => Math.min(times * 200, 2000),
      });
      client.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: INCR_SCRIPT });
      // Without a listener ioredis prints 'Unhandled error event' for every failed reconnect.
      client.on('error', reportOutage);
      client.on('ready', () => {
        if (!outage) return;
        outage = false;
        app.log.info('Redis answers again: rate limits are shared through it');
      });
      redis = client as RedisWithScript;
      // For /readyz (plugins/health.ts): answers when Redis does, throws otherwise.
      app.decorate('redisPing', async () => {
        await client.ping();
      });
      // Start on Redis when it answers within the connect timeout; otherwise start on the fallback.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 2000);
        client.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      app.addHook('onClose', async () => {
        client.removeAllListeners('error');
        client.on('error', () => {});
        if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
        else client.disconnect();
      });
    }

    class FallbackStore implements FastifyRateLimitStore {
      private readonly prefix: string;
      // The plugin constructs the root store with its options object; children get a prefix.
      constructor(prefix?: unknown) {
        this.prefix = typeof prefix === 'string' ? prefix : NAMESPACE;
      }

      incr(key: string, callback: Callback, timeWindow: number): void {
        const fullKey = this.prefix + key;
        const fallBack = (err: Error) => {
          reportOutage(err);
          callback(null, local.hit(fullKey, timeWindow));
        };
        if (!redis || redis.status !== 'ready') {
          if (redis) reportOutage(new Error(`connection ${redis.status}`));
          callback(null, local.hit(fullKey, timeWindow));
          return;
        }
        redis.rateLimitHit(fullKey, timeWindow, (err, res) => {
          if (err || !res) fallBack(err ?? new Error('no answer'));
          else callback(null, { current: Number(res[0]), ttl: Number(res[1]) });
        });
      }

      child(routeOptions: unknown): FastifyRateLimitStore {
        const { routeInfo, groupId } = routeOptions as {
          routeInfo?: { method?: string; url?: string };
          groupId?: string;
        };
        // Limits made with app.rateLimit() inside a handler have no route; their keys name them.
        const name = routeInfo?.method
          ? `${routeInfo.method}${routeInfo.url}`
          : (groupId ?? 'hook');
        return new FallbackStore(`${this.prefix}${name}-`);
      }
    }

    await app.register(rateLimit, {
      global: false,
      store: FallbackStore as unknown as FastifyRateLimitStoreCtor,
      errorResponseBuilder: (_request, context) =>
        new TooManyRequestsError(
          `Too many requests. Please wait ${context.after} and try again.`,
          context.ttl / 1000,
        ).with({ why: 'requests', time: context.after }),
    });
  },
  { name: 'rate-limit', dependencies: ['error-handler'] },
);
