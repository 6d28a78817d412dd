import fs from 'node:fs';

/** Where the joined lines go: a sonic-boom destination (pino.destination) or a stand-in. */
export interface LineSink {
  write(chunk: string): unknown;
  flushSync?(): void;
  fd?: number;
}

/**
 * Log lines gathered in memory and handed on about 4 KB at a time (or every quarter of a second,
 * and at exit), in the order written. sonic-boom still does the writing (asynchronously, with its
 * handling of full pipes and partial writes); its own `minLength` batching measures the bytes of
 * its whole pending text on every line, about a fifth of the cost of a request's log line
 * (docs/decisions/089-per-request-toll.md). pino writes whole lines, one per call.
 */
export function batchedLines(sink: LineSink, { size = 4096, everyMs = 250 } = {}) {
  let lines: string[] = [];
  let length = 0;
  /** The gathered lines as one chunk, and nothing gathered after. */
  const take = () => {
    const chunk = lines.join('');
    lines = [];
    length = 0;
    return chunk;
  };
  const handOn = () => {
    if (lines.length > 0) sink.write(take());
  };
  const timer = setInterval(handOn, everyMs);
  timer.unref();
  // At exit nothing asynchronous finishes: what the sink holds goes first, then what is here.
  const atExit = () => {
    try {
      sink.flushSync?.();
    } catch {
      // A sink that cannot flush (closed, not open yet) still gets the last lines below.
    }
    if (lines.length === 0) return;
    if (sink.fd === undefined) sink.write(take());
    else fs.writeSync(sink.fd, take());
  };
  process.once('exit', atExit);
  return {
    write(line: string) {
      lines.push(line);
      length += line.length;
      if (length >= size) handOn();
      return true;
    },
    /** Hands on what is gathered now (pino's `logger.flush()`). */
    flush(done?: (err?: Error) => void) {
      handOn();
      done?.();
    },
    /** What the process's exit does: everything out, synchronously where the sink allows. */
    final: atExit,
    /** Stops the timer and the exit hook, and hands on what is left. */
    end() {
      clearInterval(timer);
      process.removeListener('exit', atExit);
      handOn();
    },
  };
}
