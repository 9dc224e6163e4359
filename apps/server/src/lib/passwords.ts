import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane), in PHC form: members' passwords, and
 * (behind Dovecot's `{ARGON2ID}` prefix) the mail stack's accounts.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, {
    algorithm: 2, // Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax)
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
}

/** Whether `password` matches a PHC hash; false for a hash that cannot be read. */
export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}

/**
 * A hash of nothing anyone knows, verified when an address has no password, so a sign-in for an
 * unknown address takes as long as one for a known address with a wrong password.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  return decoy;
}
