import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEtimsClient, type EtimsClient, type Exchange } from './etims.client.js';
import { startEtimsSimulator, VERIFY_PATH, type EtimsSimulator } from './etims.simulator.js';
import { unsignedSummary } from './etims.status.js';

// The eTIMS infrastructure (docs/decisions/155-etims-client-and-simulator.md): the OSCU client
// and, with ETIMS_ENV=simulator and no ETIMS_BASE_URL, the simulator it talks to, started on first
// use. The client hands every request and answer to `exchanges`, which the signing service takes
// after each step and keeps with its document.

/** KRA's portals, where a receipt's QR code is verified. */
export const ETIMS_PORTALS = {
  sandbox: 'https://etims-sbx.kra.go.ke',
  production: 'https://etims.kra.go.ke',
} as const;

export interface Etims {
  /** The client for KRA, or the simulator; refused with ETIMS_ENV=off. */
  client(): Promise<EtimsClient>;
  /** Exchanges since the last call, oldest first (one sender per process at a time). */
  takeExchanges(): Exchange[];
  /** The address a receipt's QR code opens, for a signed receipt's signature. */
  verifyUrl(rcptSign: string): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    etims: Etims;
  }
}

export const etimsPlugin = fp(
  async (app: FastifyInstance) => {
    const settings = app.config.etims;
    let simulator: Promise<EtimsSimulator> | undefined;
    let client: Promise<EtimsClient> | undefined;
    let exchanges: Exchange[] = [];

    async function baseUrl(): Promise<string> {
      if (settings.baseUrl) return settings.baseUrl;
      if (!simulator) {
        // At a port of its own next to the shop's (so the demo's QR codes still open after a
        // restart), or any free one when that is taken; what it recorded is kept in DATA_DIR.
        const options = {
          ...settings,
          stateFile: path.join(app.config.dataDir, 'etims-simulator.json'),
        };
        simulator = startEtimsSimulator({ ...options, port: app.config.port + 1000 }).catch(() =>
          startEtimsSimulator(options),
        );
        app.log.info({ url: (await simulator).url }, 'eTIMS simulator started: demo receipts');
      }
      return (await simulator).url;
    }

    const etims: Etims = {
      client() {
        if (settings.env === 'off') return Promise.reject(new Error('ETIMS_ENV is off'));
        client ??= baseUrl().then((url) =>
          createEtimsClient({ ...settings, baseUrl: url }, (e) => exchanges.push(e)),
        );
        return client;
      },
      takeExchanges() {
        const taken = exchanges;
        exchanges = [];
        return taken;
      },
      async verifyUrl(rcptSign) {
        const portal =
          settings.env === 'sandbox' || settings.env === 'production'
            ? ETIMS_PORTALS[settings.env]
            : await baseUrl();
        const data = `${settings.pin}${settings.branch}${rcptSign}`;
        return `${portal}${VERIFY_PATH}?Data=${encodeURIComponent(data)}`;
      },
    };
    app.decorate('etims', etims);

    // Prometheus (DESIGN decision 63): how many invoices KRA has not signed, and for how long.
    app.metrics.gauge(
      'shop_etims_unsigned',
      'KRA eTIMS documents not signed yet',
      async () => (await unsignedSummary(app.db)).unsigned,
    );
    app.metrics.gauge(
      'shop_etims_oldest_unsigned_seconds',
      'Age of the oldest KRA eTIMS document not signed yet (0 when none)',
      async () => {
        const { oldest } = await unsignedSummary(app.db);
        return oldest ? Math.max(0, (app.clock.now().getTime() - Date.parse(oldest)) / 1000) : 0;
      },
    );

    app.addHook('onClose', async () => {
      if (simulator) await (await simulator).close();
    });
  },
  { name: 'etims', dependencies: ['jobs', 'metrics'] },
);
