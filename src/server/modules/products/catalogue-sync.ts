import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import pg from 'pg';
import { catalogueChangedElsewhere, onCatalogueChangedHere } from '../../lib/catalogue-events.js';

// Several app servers on one PostgreSQL each keep their own catalogue caches. A write on one
// server is announced on a PostgreSQL channel (NOTIFY, sent after the write committed), and every
// other server drops its caches when it hears it. While the listening connection is down a server
// cannot hear the others, so it answers from the database without caching until it is back.
// SQLite is one process by design: nothing to relay there.

const CHANNEL = 'catalogue_changed';
const RETRY_MS = { first: 500, max: 30_000 };

declare module 'fastify' {
  interface FastifyInstance {
    /** Absent on SQLite; on PostgreSQL `live` is true while changes of other servers are heard. */
    catalogueSync?: { live: boolean };
  }
}

export const catalogueSyncPlugin = fp(
  async (app: FastifyInstance) => {
    const database = app.config.database;
    if (database.kind !== 'postgres') return;
    const instance = crypto.randomUUID();
    const state = { live: false };
    app.decorate('catalogueSync', state);
    let client: pg.Client | null = null;
    let closing = false;
    let retry = RETRY_MS.first;
    let timer: NodeJS.Timeout | undefined;

    const lost = (reason: string) => {
      if (closing) return;
      if (state.live) app.log.warn(`Catalogue change listener lost (${reason}); caching paused.`);
      state.live = false;
      catalogueChangedElsewhere(app);
      client?.removeAllListeners();
      void client?.end().catch(() => {});
      client = null;
      timer = setTimeout(() => void listen(), retry);
      retry = Math.min(retry * 2, RETRY_MS.max);
    };

    async function listen(): Promise<void> {
      const next = new pg.Client({
        connectionString: database.kind === 'postgres' ? database.url : '',
      });
      client = next;
      next.on('error', (err) => lost(err.message));
      next.on('end', () => lost('connection ended'));
      next.on('notification', (message) => {
        if (message.channel === CHANNEL && message.payload !== instance)
          catalogueChangedElsewhere(app);
      });
      try {
        await next.connect();
        await next.query(`listen ${CHANNEL}`);
      } catch (err) {
        if (client === next) lost((err as Error).message);
        return;
      }
      if (client !== next || closing) return;
      retry = RETRY_MS.first;
      // Writes made while nobody listened were not heard: start from an empty cache.
      catalogueChangedElsewhere(app);
      state.live = true;
    }

    onCatalogueChangedHere(app, () => {
      void sql`select pg_notify(${CHANNEL}, ${instance})`.execute(app.db).catch((err: Error) => {
        app.log.warn(`Could not announce a catalogue change to other servers: ${err.message}`);
      });
    });

    await listen();
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(timer);
      const last = client;
      client = null;
      last?.removeAllListeners();
      last?.on('error', () => {});
      await last?.end().catch(() => {});
    });
  },
  { name: 'catalogue-sync' },
);
