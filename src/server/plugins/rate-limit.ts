import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { TooManyRequestsError } from '../lib/errors.js';

// Rate limiting is wired once here; routes only name their limit with
// `config: { rateLimit: { max, timeWindow } }`. Counters live in-process by default and in Redis
// when REDIS_URL is set, so several app servers share them.

export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'shop-rl-' } : {}),
      errorResponseBuilder: (_request, context) =>
        new TooManyRequestsError(
          `Too many requests. Please wait ${context.after} and try again.`,
          context.ttl / 1000,
        ),
    });
  },
  { name: 'rate-limit', dependencies: ['error-handler'] },
);
