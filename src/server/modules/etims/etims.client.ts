// Our own thin, typed client of KRA's eTIMS OSCU (docs/decisions/155-etims-client-and-simulator.md),
// shaped like the Daraja client: every request carries the headers tin, bhfId and cmcKey, gives up
// after a timeout, and every answer becomes a typed result or an EtimsError with a clear message.
// Each call reports its request and answer to `onExchange`, so the caller keeps them with the
// document it was about. The same code talks to the simulator and to KRA.

export const ETIMS_TIMEOUT_MS = 15_000;

/** KRA's result codes the shop acts on, and what they mean in words staff can read. */
export const ETIMS_RESULTS: Record<string, string> = {
  '000': 'It is succeeded',
  '001': 'There is no search result',
  '884': 'Invalid PIN or branch',
  '891': 'An error occurred while saving: the request was refused',
  '894': 'Unable to connect to the server',
  '899': 'The client (device) is not initialised',
  '900': 'There is no header information (tin, bhfId, cmcKey)',
  '901': 'It is not a valid device',
  '902': 'This device is installed already',
  '910': 'The request parameter is wrong (a required field is missing or too long)',
  '921': 'Sales data cannot be received: the invoice number was used already',
  '922': 'The item is not registered: register it before selling it',
  '923': 'The amounts do not add up',
  '990': 'The server is busy; try again later',
  '994': 'Duplicate data',
};

export type EtimsErrorKind = 'refused' | 'unreachable' | 'timeout' | 'no-answer' | 'bad-answer';

export class EtimsError extends Error {
  constructor(
    readonly kind: EtimsErrorKind,
    message: string,
    readonly resultCd: string | null = null,
  ) {
    super(message);
    this.name = 'EtimsError';
  }
  /** The request went out and no answer came: KRA may have recorded it (look it up first). */
  get mayHaveArrived(): boolean {
    return this.kind === 'timeout' || this.kind === 'no-answer' || this.kind === 'bad-answer';
  }
}

export interface EtimsSettings {
  baseUrl: string;
  pin: string;
  branch: string;
  deviceSerial: string;
  timeoutMs?: number;
}

export interface Exchange {
  endpoint: string;
  request: unknown;
  answer: unknown;
  error: string | null;
}

/** What saveTrnsSalesOsdc and selectInvoiceDetails answer for a signed document. */
export interface SignedReceipt {
  curRcptNo: number;
  totRcptNo: number;
  intrlData: string;
  rcptSign: string;
  sdcDateTime: string;
  sdcId: string;
  mrcNo: string;
}

export interface EtimsClient {
  /** selectInitOsdcInfo: the device's identity and the cmcKey its requests carry. */
  initDevice(): Promise<{ sdcId: string; mrcNo: string; cmcKey: string }>;
  selectCodeList(lastReqDt?: string): Promise<unknown>;
  saveItem(item: Record<string, unknown>): Promise<void>;
  saveSale(body: Record<string, unknown>): Promise<SignedReceipt>;
  /** The signed receipt KRA holds for this invoice number, or null when it has none. */
  lookup(invcNo: number): Promise<SignedReceipt | null>;
  saveStockIO(body: Record<string, unknown>): Promise<void>;
}

interface Answer {
  resultCd: string;
  resultMsg: string;
  data: Record<string, unknown> | null;
}

function readAnswer(value: unknown): Answer | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.resultCd !== 'string') return null;
  return {
    resultCd: v.resultCd,
    resultMsg: typeof v.resultMsg === 'string' ? v.resultMsg : '',
    data: v.data && typeof v.data === 'object' ? (v.data as Record<string, unknown>) : null,
  };
}

function readReceipt(data: Record<string, unknown> | null): SignedReceipt {
  const d = data ?? {};
  const text = (k: string) => (typeof d[k] === 'string' ? d[k] : '');
  const receipt = {
    curRcptNo: Number(d.curRcptNo),
    totRcptNo: Number(d.totRcptNo),
    intrlData: text('intrlData'),
    rcptSign: text('rcptSign'),
    sdcDateTime: text('sdcDateTime') || text('vsdcRcptPbctDate'),
    sdcId: text('sdcId'),
    mrcNo: text('mrcNo'),
  };
  if (!receipt.rcptSign || !Number.isFinite(receipt.curRcptNo))
    throw new EtimsError('bad-answer', 'KRA answered without a receipt signature');
  return receipt;
}

function connectionRefused(err: unknown): boolean {
  const cause = err instanceof Error ? (err.cause as { code?: string } | undefined) : undefined;
  return ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH'].includes(cause?.code ?? '');
}

export function createEtimsClient(
  settings: EtimsSettings,
  onExchange: (exchange: Exchange) => void = () => {},
): EtimsClient {
  let cmcKey = '';
  const timeoutMs = settings.timeoutMs ?? ETIMS_TIMEOUT_MS;

  async function call(endpoint: string, request: Record<string, unknown>): Promise<Answer> {
    let answer: unknown = null;
    try {
      let res: Response;
      try {
        res = await fetch(`${settings.baseUrl}/${endpoint}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            tin: settings.pin,
            bhfId: settings.branch,
            cmcKey,
          },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        const name = err instanceof Error ? err.name : '';
        if (name === 'TimeoutError')
          throw new EtimsError('timeout', `KRA did not answer ${endpoint} within ${timeoutMs} ms`);
        // Refused before connecting: nothing was sent. Anything else (a connection dropped after
        // the request went out) may have been recorded by KRA.
        throw connectionRefused(err)
          ? new EtimsError('unreachable', `KRA could not be reached (${endpoint})`)
          : new EtimsError(
              'no-answer',
              `The connection to KRA dropped before its answer (${endpoint})`,
            );
      }
      if (res.status >= 500)
        throw new EtimsError('unreachable', `KRA is unavailable (${endpoint}: HTTP ${res.status})`);
      try {
        answer = await res.json();
      } catch {
        throw new EtimsError('bad-answer', `KRA's answer to ${endpoint} could not be read`);
      }
      const read = readAnswer(answer);
      if (!read) throw new EtimsError('bad-answer', `KRA's answer to ${endpoint} has no resultCd`);
      if (read.resultCd !== '000' && read.resultCd !== '001') {
        const meaning = ETIMS_RESULTS[read.resultCd] ?? 'refused';
        throw new EtimsError(
          'refused',
          `KRA refused ${endpoint}: ${read.resultCd} ${meaning}${read.resultMsg ? ` (${read.resultMsg})` : ''}`,
          read.resultCd,
        );
      }
      onExchange({ endpoint, request, answer, error: null });
      return read;
    } catch (err) {
      onExchange({
        endpoint,
        request,
        answer,
        error: err instanceof Error ? err.message : 'failed',
      });
      throw err;
    }
  }

  async function ensureDevice(): Promise<void> {
    if (!cmcKey) await client.initDevice();
  }

  const client: EtimsClient = {
    async initDevice() {
      const answer = await call('selectInitOsdcInfo', {
        tin: settings.pin,
        bhfId: settings.branch,
        dvcSrlNo: settings.deviceSerial,
      });
      const info = (answer.data?.info ?? {}) as Record<string, unknown>;
      if (typeof info.cmcKey !== 'string')
        throw new EtimsError('bad-answer', 'KRA initialised the device without a cmcKey');
      cmcKey = info.cmcKey;
      return { sdcId: String(info.sdcId ?? ''), mrcNo: String(info.mrcNo ?? ''), cmcKey };
    },
    async selectCodeList(lastReqDt = '20200101000000') {
      await ensureDevice();
      return (await call('selectCodeList', { lastReqDt })).data;
    },
    async saveItem(item) {
      await ensureDevice();
      await call('saveItem', item);
    },
    async saveSale(body) {
      await ensureDevice();
      return readReceipt((await call('saveTrnsSalesOsdc', body)).data);
    },
    async lookup(invcNo) {
      await ensureDevice();
      const answer = await call('selectInvoiceDetails', { invcNo });
      return answer.resultCd === '001' ? null : readReceipt(answer.data);
    },
    async saveStockIO(body) {
      await ensureDevice();
      await call('saveStockIO', body);
    },
  };
  return client;
}
