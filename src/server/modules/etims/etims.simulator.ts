import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cents, checkSale } from './etims.simulator-checks.js';
import { TAX_RATES, TAX_TYPES } from './etims.tax.js';

// The project's own eTIMS OSCU simulator (DESIGN decision 59, decision 30's rule;
// docs/decisions/155-etims-client-and-simulator.md): KRA's endpoints over HTTP, checking the
// headers, required fields, lengths and arithmetic, refusing a reused invoice number and an
// unregistered item, signing with deterministic values, and serving the verification page the
// receipt's QR code opens. The buyer's PIN picks a scenario, so every outcome can be tried from the
// order form. The app starts it with ETIMS_ENV=simulator; tests start their own.

export const ETIMS_DEMO_PINS = {
  P000000001S: 'slow',
  P000000002L: 'answer-lost',
  P000000003D: 'down',
  P000000004R: 'refused',
} as const;
export type EtimsScenario = (typeof ETIMS_DEMO_PINS)[keyof typeof ETIMS_DEMO_PINS] | 'normal';

/** The path of KRA's receipt verification page (the QR code's address). */
export const VERIFY_PATH = '/common/link/etims/receipt/indexEtimsReceiptData';

export interface EtimsSimulatorOptions {
  pin: string;
  branch: string;
  port?: number;
  /**
   * Where it keeps what it recorded (sales, items) across restarts, as KRA would: the demo shop's
   * receipts still verify, and its items stay registered, after `npm start` again.
   */
  stateFile?: string;
  /** How long 'slow' waits before it answers. */
  slowMs?: number;
  /** How many tries 'down' refuses with 503 before it works. */
  downTries?: number;
}

interface Sale {
  invcNo: number;
  rcptTyCd: string;
  orgInvcNo: number;
  totAmt: number;
  body: Record<string, unknown>;
  receipt: Record<string, unknown>;
}

export interface EtimsSimulator {
  url: string;
  sales: Sale[];
  items: Map<string, Record<string, unknown>>;
  /** The sarNo of every stock movement recorded, in order. */
  stock: number[];
  /** Every endpoint called, in order ('saveItem', 'saveTrnsSalesOsdc', ...). */
  calls: string[];
  /** While down, every endpoint answers 503. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

const answer = (
  res: http.ServerResponse,
  resultCd: string,
  resultMsg: string,
  data: unknown = null,
) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ resultCd, resultMsg, resultDt: '20261127000000', data }));
};

async function readBody(req: http.IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const code = (key: string, text: string, length: number) =>
  createHmac('sha256', key).update(text).digest('hex').toUpperCase().slice(0, length);

function readState(file: string | undefined): {
  sales: Sale[];
  items: [string, Record<string, unknown>][];
  stock?: number[];
} {
  try {
    if (file && fs.existsSync(file))
      return JSON.parse(fs.readFileSync(file, 'utf8')) as ReturnType<typeof readState>;
  } catch {
    // A broken state file starts the simulator empty, as a fresh one.
  }
  return { sales: [], items: [], stock: [] };
}

export async function startEtimsSimulator(options: EtimsSimulatorOptions): Promise<EtimsSimulator> {
  const { pin, branch } = options;
  const cmcKey = code('cmc', `${pin}${branch}`, 32);
  const sdcId = `KRACU0${code('sdc', pin, 9)}`;
  const mrcNo = `WIS0${code('mrc', pin, 8)}`;
  const saved = readState(options.stateFile);
  const sales: Sale[] = saved.sales;
  const items = new Map<string, Record<string, unknown>>(saved.items);
  /** The sarNo of every stock movement recorded. */
  const stock: number[] = saved.stock ?? [];
  const save = () => {
    if (options.stateFile)
      fs.writeFileSync(options.stateFile, JSON.stringify({ sales, items: [...items], stock }));
  };
  const calls: string[] = [];
  const tries = new Map<number, number>();
  let down = false;

  const scenarioOf = (body: Record<string, unknown>): EtimsScenario =>
    (ETIMS_DEMO_PINS as Record<string, EtimsScenario>)[String(body.custTin)] ?? 'normal';

  async function sale(body: Record<string, unknown>, res: http.ServerResponse) {
    const invcNo = Number(body.invcNo);
    const scenario = scenarioOf(body);
    const tried = (tries.get(invcNo) ?? 0) + 1;
    tries.set(invcNo, tried);
    if (scenario === 'down' && tried <= (options.downTries ?? 3)) {
      res.writeHead(503).end();
      return;
    }
    if (scenario === 'refused') return answer(res, '910', 'Buyer PIN refused by the demo scenario');
    const problem = checkSale(body);
    if (problem) return answer(res, '910', problem);
    if (sales.some((s) => s.invcNo === invcNo))
      return answer(res, '921', `invcNo ${invcNo} was used`);
    for (const item of body.itemList as Record<string, unknown>[])
      if (!items.has(String(item.itemCd)))
        return answer(res, '922', `${String(item.itemCd)} is not registered`);
    if (body.rcptTyCd === 'R') {
      const original = sales.find((s) => s.invcNo === Number(body.orgInvcNo) && s.rcptTyCd === 'S');
      if (!original) return answer(res, '910', 'orgInvcNo is not a sale of this branch');
      const credited = sales
        .filter((s) => s.rcptTyCd === 'R' && s.orgInvcNo === original.invcNo)
        .reduce((sum, s) => sum + s.totAmt, 0);
      if (cents(body.totAmt) + credited > original.totAmt)
        return answer(res, '910', 'The credit note is over the original invoice');
    }
    const n = sales.length + 1;
    const receipt = {
      curRcptNo: n,
      totRcptNo: n,
      intrlData: code('intrl', `${pin}${branch}${invcNo}${String(body.totAmt)}`, 26),
      rcptSign: code('sign', `${pin}${branch}${invcNo}${String(body.totAmt)}`, 16),
      sdcDateTime: String(body.cfmDt),
      sdcId,
      mrcNo,
    };
    sales.push({
      invcNo,
      rcptTyCd: String(body.rcptTyCd),
      orgInvcNo: Number(body.orgInvcNo),
      totAmt: cents(body.totAmt),
      body,
      receipt,
    });
    save();
    if (scenario === 'answer-lost' && tried === 1) {
      res.socket?.destroy();
      return;
    }
    if (scenario === 'slow') await new Promise((r) => setTimeout(r, options.slowMs ?? 20_000));
    answer(res, '000', 'It is succeeded', receipt);
  }

  function stockIO(body: Record<string, unknown>, res: http.ServerResponse) {
    for (const field of ['sarNo', 'regTyCd', 'sarTyCd', 'ocrnDt', 'totItemCnt', 'itemList'])
      if (body[field] === undefined || body[field] === null)
        return answer(res, '910', `${field} is required`);
    if (stock.includes(Number(body.sarNo)))
      return answer(res, '994', `sarNo ${String(body.sarNo)} was recorded`);
    for (const item of body.itemList as Record<string, unknown>[])
      if (!items.has(String(item.itemCd)))
        return answer(res, '922', `${String(item.itemCd)} is not registered`);
    stock.push(Number(body.sarNo));
    save();
    return answer(res, '000', 'It is succeeded');
  }

  function verifyPage(data: string, res: http.ServerResponse) {
    const found = sales.find((s) => `${pin}${branch}${String(s.receipt.rcptSign)}` === data);
    res.writeHead(found ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      found
        ? `<!doctype html><title>eTIMS receipt</title><h1>Valid eTIMS invoice (simulator)</h1><p>PIN ${pin}, invoice ${found.invcNo}, total KSh ${found.totAmt / 100}, receipt ${String(found.receipt.curRcptNo)}</p>`
        : '<!doctype html><title>eTIMS receipt</title><h1>No such invoice</h1>',
    );
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    if (req.method === 'GET' && url.pathname === VERIFY_PATH)
      return verifyPage(url.searchParams.get('Data') ?? '', res);
    const endpoint = url.pathname.replace(/^\/+/, '');
    void (async () => {
      const body = await readBody(req);
      calls.push(endpoint);
      if (down) return void res.writeHead(503).end();
      if (!body) return answer(res, '910', 'The body is not JSON');
      if (req.headers.tin !== pin || req.headers.bhfid !== branch)
        return answer(res, '884', 'tin or bhfId is wrong');
      if (endpoint === 'selectInitOsdcInfo') {
        if (body.tin !== pin || body.bhfId !== branch || !body.dvcSrlNo)
          return answer(res, '901', 'Not a valid device');
        return answer(res, '000', 'It is succeeded', { info: { sdcId, mrcNo, cmcKey } });
      }
      if (req.headers.cmckey !== cmcKey) return answer(res, '900', 'cmcKey is missing or wrong');
      if (endpoint === 'selectCodeList')
        return answer(res, '000', 'It is succeeded', {
          clsList: [
            {
              cdCls: '04',
              cdClsNm: 'Taxation Type',
              dtlList: TAX_TYPES.map((t) => ({ cd: t, userDfnCd1: String(TAX_RATES[t]) })),
            },
          ],
        });
      if (endpoint === 'saveItem') {
        if (!body.itemCd || !body.itemClsCd || !body.itemNm || !body.taxTyCd)
          return answer(res, '910', 'itemCd, itemClsCd, itemNm and taxTyCd are required');
        items.set(String(body.itemCd), body);
        save();
        return answer(res, '000', 'It is succeeded');
      }
      if (endpoint === 'saveTrnsSalesOsdc') return sale(body, res);
      if (endpoint === 'selectInvoiceDetails') {
        const found = sales.find((s) => s.invcNo === Number(body.invcNo));
        return found
          ? answer(res, '000', 'It is succeeded', found.receipt)
          : answer(res, '001', 'There is no search result');
      }
      if (endpoint === 'saveStockIO') return stockIO(body, res);
      res.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sales,
    items,
    stock,
    calls,
    setDown(value) {
      down = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
