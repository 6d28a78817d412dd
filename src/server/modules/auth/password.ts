import { hash, verify } from '@node-rs/argon2';
import { ACCOUNT } from '../../../shared/constants.js';
import { BadRequestError } from '../../lib/errors.js';

// argon2id at the OWASP cheat sheet's first setting (DESIGN.md section 5): 19 MiB, 2 passes, 1 lane.
// `algorithm: 2` is Algorithm.Argon2id, a const enum that verbatimModuleSyntax cannot import.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

function refuseOverlong(password: string): void {
  // Checked before hashing so a huge password cannot cost the server work; never truncated.
  if (password.length > ACCOUNT.passwordMax) {
    throw new BadRequestError(
      `Password must be at most ${ACCOUNT.passwordMax} characters.`,
      'PASSWORD_TOO_LONG',
    );
  }
}

export async function hashPassword(password: string): Promise<string> {
  refuseOverlong(password);
  return hash(password, OPTIONS);
}

// A real hash of a random secret, so an unknown e-mail costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `stored`; with no stored hash it still does the work and says false. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  refuseOverlong(password);
  if (!stored || !stored.startsWith('$argon2')) {
    dummyHash ??= hash(crypto.randomUUID(), OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
