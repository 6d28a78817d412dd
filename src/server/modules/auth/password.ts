import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { ACCOUNT } from '#shared/constants.js';
import { BadRequestError } from '../../lib/errors.js';

// argon2id at the OWASP cheat sheet's first setting: 19 MiB, 2 passes, 1 lane
// (docs/decisions/075-password-hashing.md).
// `algorithm: 2` is Algorithm.Argon2id, a const enum that verbatimModuleSyntax cannot import.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// Each hash takes ~19 MiB and a thread of libuv's small pool for ~13 ms. A burst of logins must
// not take every thread (file and DNS work share them) or the memory, so at most one hash per
// core runs at a time and the rest wait their turn.
const HASH_SLOTS = Math.max(1, Math.min(4, os.availableParallelism()));
let running = 0;
let peak = 0;
const waiting: (() => void)[] = [];

async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** How many hashes run at most at once, and how many run right now (for tests). */
export function hashingLoad(): { slots: number; running: number; peak: number } {
  return { slots: HASH_SLOTS, running, peak };
}
const trackPeak = () => {
  peak = Math.max(peak, running);
};

function refuseOverlong(password: string): void {
  // Checked before hashing so a huge password cannot cost the server work; never truncated.
  if (password.length > ACCOUNT.passwordMax) {
    throw new BadRequestError(
      `Password must be at most ${ACCOUNT.passwordMax} characters.`,
      'PASSWORD_TOO_LONG',
    ).with({ max: ACCOUNT.passwordMax });
  }
}

export async function hashPassword(password: string): Promise<string> {
  refuseOverlong(password);
  return inSlot(() => {
    trackPeak();
    return hash(password, OPTIONS);
  });
}

// A real hash of a random secret, so an unknown e-mail costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `stored`; with no stored hash it still does the work and says false. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  refuseOverlong(password);
  if (!stored || !stored.startsWith('$argon2')) {
    dummyHash ??= hash(crypto.randomUUID(), OPTIONS);
    const dummy = await dummyHash;
    await inSlot(() => {
      trackPeak();
      return verify(dummy, password).catch(() => false);
    });
    return false;
  }
  return inSlot(() => {
    trackPeak();
    return verify(stored, password).catch(() => false);
  });
}
