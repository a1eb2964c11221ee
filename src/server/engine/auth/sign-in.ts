import type { Account, AccountsStore, AttemptLimit } from '../../db/editor-store.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { defaultSignInLimits } from '../../config/editor-settings.ts';

export type SignInResult = { kind: 'signed-in'; account: Account } | { kind: 'refused' } | { kind: 'limited'; retryAfter: number };

/** An email as accounts store it; anything longer than an address can be is cut, so it cannot bloat the audit log. */
export const normalEmail = (email: string) => email.trim().toLowerCase().slice(0, 254);

// An unknown email is checked against this hash, so it costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword(`no account ${Math.random()}`));

/**
 * Checks a sign-in: refused at once while a limit is reached (the attempt is counted before the password is
 * checked, so parallel guesses cannot slip past it); an unknown email and a wrong password take the same path.
 */
export async function signIn(
  store: AccountsStore,
  input: { email: string; password: string; ip: string },
  limits = defaultSignInLimits,
  at = new Date(),
  verify: (passwordHash: string, password: string) => Promise<boolean> = verifyPassword,
): Promise<SignInResult> {
  const email = normalEmail(input.email);
  const accountKey = `account:${email}|ip:${input.ip}`;
  const keys: AttemptLimit[] = [
    { key: accountKey, ...limits.account },
    { key: `ip:${input.ip}`, ...limits.address },
  ];
  const decision = await store.reserveAttempt(keys, at);
  if (!decision.allowed) return { kind: 'limited', retryAfter: decision.retryAfter };
  const account = email ? await store.findAccount(email) : undefined;
  const right = await verify(account?.passwordHash ?? (await dummy()), input.password);
  if (!account || !right) return { kind: 'refused' };
  await store.forgiveAttempt(decision.ids, [accountKey]);
  const { passwordHash: _hash, ...rest } = account;
  return { kind: 'signed-in', account: rest };
}

/** Prepares the dummy hash before the first sign-in, so that the first unknown email is not the slow one. */
export const warmUpSignIn = () => void dummy();
