import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDarajaClient, type DarajaClient } from './daraja.client.js';
import { startDarajaSimulator, type DarajaSimulator } from './daraja.simulator.js';
import { callbackUrls } from './payment.service.js';

// The payments infrastructure: the Daraja client (and, with MPESA_ENV=simulator and no
// MPESA_BASE_URL, the simulator it talks to, started on first use) and the paybill URL
// registration at start. The jobs payments run are registered in src/server/jobs.ts.

export interface Payments {
  /** The client for Daraja, or the simulator; refused with MPESA_ENV=off. */
  client(): Promise<DarajaClient>;
  /** Where Daraja calls back: PUBLIC_URL (tests listening on a free port replace it). */
  callbackBase(): string;
  setCallbackBase(url: string): void;
  /** With MPESA_C2B=on, tells Daraja where paybill confirmations go; logs a refusal. */
  registerPaybillUrls(): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const settings = app.config.mpesa;
    let base = app.config.publicUrl;
    let simulator: Promise<DarajaSimulator> | undefined;
    let client: Promise<DarajaClient> | undefined;

    async function makeClient(): Promise<DarajaClient> {
      let baseUrl = settings.baseUrl;
      if (!baseUrl) {
        simulator ??= startDarajaSimulator({
          delayMs: settings.simulatorDelayMs,
          credentials: settings,
          onError: (message) => app.log.warn(message),
        });
        baseUrl = (await simulator).url;
        app.log.info({ url: baseUrl }, 'M-Pesa simulator started: demo payments, no money moves');
      }
      return createDarajaClient({ ...settings, baseUrl, now: () => app.clock.now() });
    }

    const payments: Payments = {
      client() {
        if (settings.env === 'off') return Promise.reject(new Error('MPESA_ENV is off'));
        client ??= makeClient();
        return client;
      },
      callbackBase: () => base,
      setCallbackBase(url) {
        base = url.replace(/\/+$/, '');
      },
      async registerPaybillUrls() {
        if (settings.env === 'off' || !settings.c2b) return false;
        const urls = callbackUrls(base, app.appSecret);
        try {
          await (
            await payments.client()
          ).registerC2bUrls({ confirmationUrl: urls.confirmation, validationUrl: urls.validation });
          app.log.info('paybill confirmation URL registered with M-Pesa');
          return true;
        } catch (err) {
          app.log.error(
            { reason: err instanceof Error ? err.message : String(err) },
            'paybill URLs could not be registered with M-Pesa',
          );
          return false;
        }
      },
    };
    app.decorate('payments', payments);

    app.addHook('onClose', async () => {
      if (simulator) await (await simulator).close();
    });
  },
  { name: 'payments', dependencies: ['jobs', 'mail'] },
);
