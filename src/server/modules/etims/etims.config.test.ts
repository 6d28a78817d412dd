import { describe, expect, it } from 'vitest';
import { ETIMS_SIMULATOR } from '../../config-etims.js';
import { loadConfig } from '../../config.js';

const PG = {
  DATABASE_URL: 'postgres://shop@db.internal:5432/shop',
  APP_SECRET: 'a-test-secret-that-is-long-enough-for-hmac',
};

describe('eTIMS settings', () => {
  it('uses the simulator on the embedded default and is off with DATABASE_URL', () => {
    expect(loadConfig({}).etims).toEqual({
      env: 'simulator',
      baseUrl: undefined,
      pin: ETIMS_SIMULATOR.pin,
      branch: '00',
      deviceSerial: ETIMS_SIMULATOR.deviceSerial,
      vat: true,
    });
    expect(loadConfig(PG).etims.env).toBe('off');
    expect(loadConfig({ ETIMS_VAT: 'off' }).etims.vat).toBe(false);
  });

  it('stops the server naming every setting sandbox and production need', () => {
    expect(() => loadConfig({ ...PG, ETIMS_ENV: 'sandbox' })).toThrow(
      /ETIMS_BASE_URL is required with ETIMS_ENV=sandbox; ETIMS_PIN is required.*; ETIMS_DEVICE_SERIAL is required/,
    );
    expect(() =>
      loadConfig({
        ETIMS_ENV: 'production',
        ETIMS_BASE_URL: 'http://etims.example',
        ETIMS_PIN: 'P051234567Q',
        ETIMS_DEVICE_SERIAL: 'KRA-1',
      }),
    ).toThrow(/ETIMS_BASE_URL must start with https:/);
    expect(() => loadConfig({ ETIMS_PIN: 'A123' })).toThrow(/ETIMS_PIN must be a KRA PIN/);
    expect(() => loadConfig({ ETIMS_BRANCH: '1' })).toThrow(/ETIMS_BRANCH must be the KRA branch/);
    const live = loadConfig({
      ETIMS_ENV: 'production',
      ETIMS_BASE_URL: 'https://etims-api.kra.go.ke/etims-api/',
      ETIMS_PIN: 'P051234567Q',
      ETIMS_BRANCH: '01',
      ETIMS_DEVICE_SERIAL: 'KRA-1',
    }).etims;
    expect(live).toMatchObject({ baseUrl: 'https://etims-api.kra.go.ke/etims-api', branch: '01' });
  });
});
