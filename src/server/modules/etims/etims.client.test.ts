import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEtimsClient, EtimsError, type Exchange } from './etims.client.js';
import { startEtimsSimulator, type EtimsSimulator } from './etims.simulator.js';
import { saleRequest, type SaleInput } from './etims.tax.js';

const settings = { pin: 'P051111111A', branch: '00', deviceSerial: 'DEMO-001' };
let sim: EtimsSimulator;

beforeAll(async () => {
  sim = await startEtimsSimulator({ ...settings, slowMs: 300 });
});
afterAll(() => sim.close());

const sale = (invcNo: number, fields: Partial<SaleInput> = {}) =>
  saleRequest({
    invcNo,
    orgInvcNo: 0,
    kind: 'sale',
    buyerPin: null,
    buyerName: 'Jane',
    at: new Date('2026-11-27T10:00:00Z'),
    pmtTyCd: '06',
    by: 'test',
    lines: [
      {
        itemCd: 'KE2NTU0000001',
        itemClsCd: '3010160000',
        itemNm: 'Nails',
        qtyUnitCd: 'U',
        quantity: 2000,
        listPrice: 580,
        discountRate: null,
        lineTotal: 1160,
        taxType: 'B',
      },
    ],
    ...fields,
  });

const item = { itemCd: 'KE2NTU0000001', itemClsCd: '3010160000', itemNm: 'Nails', taxTyCd: 'B' };

describe('the OSCU client against the simulator', () => {
  it('initialises, refuses a sale of an unregistered item, signs after registration, keeps every exchange', async () => {
    const seen: Exchange[] = [];
    const client = createEtimsClient({ ...settings, baseUrl: sim.url }, (e) => seen.push(e));
    await expect(client.saveSale(sale(1))).rejects.toThrow(/922 The item is not registered/);
    await client.saveItem(item);
    const receipt = await client.saveSale(sale(1));
    expect(receipt.rcptSign).toMatch(/^[0-9A-F]{16}$/);
    expect(receipt.curRcptNo).toBe(1);
    expect(seen.map((e) => e.endpoint)).toEqual([
      'selectInitOsdcInfo',
      'saveTrnsSalesOsdc',
      'saveItem',
      'saveTrnsSalesOsdc',
    ]);
    expect(seen[1]?.error).toMatch(/922/);
    await expect(client.saveSale(sale(1))).rejects.toMatchObject({
      kind: 'refused',
      resultCd: '921',
    });
    expect(await client.lookup(1)).toEqual(receipt);
    expect(await client.lookup(99)).toBeNull();
  });

  it('signs deterministically: the same sale on a fresh simulator gets the same signature', async () => {
    const other = await startEtimsSimulator(settings);
    const a = createEtimsClient({ ...settings, baseUrl: other.url });
    await a.saveItem(item);
    const first = await a.saveSale(sale(1));
    await other.close();
    expect(first.rcptSign).toBe(sim.sales[0]?.receipt.rcptSign);
  });

  it('refuses wrong headers, bad arithmetic and names the result code', async () => {
    const wrong = createEtimsClient({ ...settings, pin: 'P059999999Z', baseUrl: sim.url });
    await expect(wrong.initDevice()).rejects.toThrow(/884 Invalid PIN or branch/);
    const client = createEtimsClient({ ...settings, baseUrl: sim.url });
    const body = sale(2);
    body.totAmt = 1000;
    await expect(client.saveSale(body)).rejects.toThrow(/910 .*totAmt/);
  });

  it('an answer lost after KRA recorded the sale: unknown outcome, found by the lookup', async () => {
    const client = createEtimsClient({ ...settings, baseUrl: sim.url });
    const err = await client
      .saveSale(sale(3, { buyerPin: 'P000000002L' }))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EtimsError);
    expect((err as EtimsError).mayHaveArrived || (err as EtimsError).kind === 'unreachable').toBe(
      true,
    );
    expect((await client.lookup(3))?.rcptSign).toMatch(/^[0-9A-F]{16}$/);
  });

  it('a slow answer past the timeout is an unknown outcome; down is unreachable', async () => {
    const client = createEtimsClient({ ...settings, baseUrl: sim.url, timeoutMs: 100 });
    await client.initDevice();
    await expect(client.saveSale(sale(4, { buyerPin: 'P000000001S' }))).rejects.toMatchObject({
      kind: 'timeout',
    });
    sim.setDown(true);
    await expect(client.saveSale(sale(5))).rejects.toMatchObject({ kind: 'unreachable' });
    sim.setDown(false);
  });

  it('serves the verification page of a signed receipt', async () => {
    const sign = String(sim.sales[0]?.receipt.rcptSign);
    const res = await fetch(
      `${sim.url}/common/link/etims/receipt/indexEtimsReceiptData?Data=${settings.pin}00${sign}`,
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Valid eTIMS invoice');
  });

  it('keeps what it recorded across a restart when given a state file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'etims-sim-'));
    const stateFile = path.join(dir, 'state.json');
    const one = await startEtimsSimulator({ ...settings, stateFile });
    const signed = await (async () => {
      const c = createEtimsClient({ ...settings, baseUrl: one.url });
      await c.saveItem(item);
      return c.saveSale(sale(1));
    })();
    await one.close();
    const two = await startEtimsSimulator({ ...settings, stateFile });
    const c = createEtimsClient({ ...settings, baseUrl: two.url });
    expect(await c.lookup(1)).toEqual(signed);
    expect((await c.saveSale(sale(2))).curRcptNo).toBe(2);
    await two.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
