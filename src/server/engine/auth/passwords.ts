import { createRequire } from 'node:module';
import { hash, verify } from '@node-rs/argon2';

/** Argon2id at OWASP's minimum (Password Storage Cheat Sheet): 19 MiB of memory, 2 passes, 1 lane. */
export const argon2MemoryKiB = 19_456;
export const argon2Passes = 2;
export const argon2Lanes = 1;
/** Algorithm.Argon2id of @node-rs/argon2: a const enum, which isolatedModules cannot import */
const argon2id = 2;

export const minPasswordLength = 12;
export const maxPasswordLength = 256;

export const commonPasswordMessage = 'This password is on a list of common passwords: choose another.';

/** The PHC string of an Argon2id hash of `password` with a random salt: `$argon2id$v=19$m=19456,t=2,p=1$…`. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: argon2id, memoryCost: argon2MemoryKiB, timeCost: argon2Passes, parallelism: argon2Lanes });
}

/** Whether `password` matches the PHC string `passwordHash`; false, never an error, for a hash it cannot read. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let common: Set<string> | undefined;

/** zxcvbn-ts's list of common passwords (about 49,000, lower case), read at its first use only */
function commonPasswords(): Set<string> {
  if (!common) {
    const require = createRequire(import.meta.url);
    const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: { 'passwords-common': string[] } };
    common = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  }
  return common;
}

/** Why `password` cannot be the password of the account `email`, as a sentence for its owner; undefined when it can. */
export function passwordProblem(password: string, email: string): string | undefined {
  // code points, not UTF-16 units: an emoji is one character to whoever types it
  const length = [...password].length;
  if (length < minPasswordLength) return `Use at least ${minPasswordLength} characters: this password has ${length}.`;
  if (length > maxPasswordLength) return `Use at most ${maxPasswordLength} characters: this password has ${length}.`;
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  if (lower === address || lower === address.split('@')[0]) return 'The password must not be the email address or its part before the @.';
  if (commonPasswords().has(lower)) return commonPasswordMessage;
  return undefined;
}
