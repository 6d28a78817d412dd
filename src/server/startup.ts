import type { FastifyInstance } from 'fastify';

// Tasks that run once after migrations and before the server listens: admin bootstrap and the
// demo catalogue. Each module adds its own task here.
export async function runStartupTasks(_app: FastifyInstance): Promise<void> {}
