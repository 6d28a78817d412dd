// Time comes from one place so that tests can move it (code expiry, session expiry, cooldowns).

export interface Clock {
  now(): Date;
  /**
   * True for a clock moved by hand (tests): timings several servers share (job claims) then
   * follow it instead of the database's own clock.
   */
  readonly manual?: boolean;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests: starts at a fixed instant and moves only when told. */
export class ManualClock implements Clock {
  readonly manual = true;
  private current: number;
  constructor(start = new Date('2026-01-05T08:00:00.000Z')) {
    this.current = start.getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
}
