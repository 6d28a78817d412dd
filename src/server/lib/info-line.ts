import { pino } from 'pino';

const {
  chindingsSym,
  endSym,
  formattersSym,
  hooksSym,
  lsCacheSym,
  messageKeySym,
  mixinSym,
  needsMetadataGsym,
  streamSym,
  timeSym,
} = pino.symbols;
// Exported by pino but left out of its types.
const { msgPrefixSym } = pino.symbols as unknown as { msgPrefixSym?: symbol };

/** A pino logger's parts, by the symbols pino exports for them (typed there as plain symbols). */
type Parts = Record<symbol, unknown>;
interface Stream {
  write(line: string): unknown;
}

const INFO = 30;

/**
 * Writes a message at info level as the very line `logger.info(message)` writes, built from
 * the logger's own pieces (its level prefix, time, bindings and line end) and handed straight to
 * its stream. pino's general path (an object to merge, serializers, redaction, formatters) costs
 * 3-5 µs of the 25-30 a small answer costs here, for a line that has none of them
 * (docs/decisions/089-per-request-toll.md); a test compares the two lines byte for byte.
 *
 * Null when the logger would write something else: a mixin, a log formatter, hooks, a message
 * prefix, another message key, or a stream that wants each line's details (pino's multistream).
 * The caller then logs through pino.
 */
export function infoLineWriter(logger: unknown): ((message: string) => void) | null {
  if (!isPlainPino(logger)) return null;
  const parts = logger as Parts;
  const levelPrefix = (parts[lsCacheSym] as Record<number, string>)[INFO];
  const time = parts[timeSym] as () => string;
  const end = parts[endSym] as string;
  const stream = parts[streamSym] as Stream;
  return (message) => {
    // The bindings are read each time: a logger's can change (setBindings).
    const line =
      levelPrefix +
      time() +
      (parts[chindingsSym] as string) +
      ',"msg":' +
      JSON.stringify(message) +
      end;
    stream.write(line);
  };
}

function isPlainPino(logger: unknown): boolean {
  if (typeof logger !== 'object' || logger === null) return false;
  const p = logger as Parts;
  const levels = p[lsCacheSym] as Record<number, unknown> | undefined;
  const stream = p[streamSym] as (Partial<Stream> & Parts) | undefined;
  const formatters = p[formattersSym] as { log?: unknown } | undefined;
  const hooks = p[hooksSym] as { logMethod?: unknown; streamWrite?: unknown } | undefined;
  return (
    typeof levels?.[INFO] === 'string' &&
    typeof p[timeSym] === 'function' &&
    typeof p[chindingsSym] === 'string' &&
    typeof p[endSym] === 'string' &&
    typeof stream?.write === 'function' &&
    stream[needsMetadataGsym] !== true &&
    !p[mixinSym] &&
    !(msgPrefixSym && p[msgPrefixSym]) &&
    p[messageKeySym] === 'msg' &&
    !formatters?.log &&
    !hooks?.logMethod &&
    !hooks?.streamWrite
  );
}
