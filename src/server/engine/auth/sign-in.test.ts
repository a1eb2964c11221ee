// @vitest-environment node
// Why an unknown email costs what a wrong password costs: both run one Argon2id check of the same parameters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditorStore } from '../../db/editor-store.ts';
import { tempDataDir } from '../../test/test-support.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { signIn } from './sign-in.ts';
import { openDatabase } from '../../db/open/database.ts';

/** the PHC parameters of a hash: algorithm, version and costs, without salt or digest */
const costOf = (passwordHash: string) => passwordHash.split('$').slice(1, 4).join('$');

describe('signIn', () => {
  let store: EditorStore;
  let accountHash: string;
  beforeAll(async () => {
    store = await openDatabase({ dataDir: tempDataDir() }).editor();
    accountHash = await hashPassword('the right password for ann');
    await store.addAccount({ email: 'ann@example.com', role: 'editor', passwordHash: accountHash, at: new Date() });
  });
  afterAll(() => store.close());

  /** signs in with the real verifier and records every hash it is asked to check */
  async function attempt(email: string, password: string, ip: string) {
    const checked: string[] = [];
    const result = await signIn(store, { email, password, ip }, undefined, new Date(), (passwordHash, typed) => {
      checked.push(passwordHash);
      return verifyPassword(passwordHash, typed);
    });
    return { result, checked };
  }

  it('checks an unknown or empty email against an Argon2id hash of the same cost as a wrong password', async () => {
    const wrong = await attempt('ann@example.com', 'not the password at all', '192.0.2.1');
    const unknown = await attempt('nobody@example.com', 'not the password at all', '192.0.2.2');
    const empty = await attempt('  ', 'not the password at all', '192.0.2.3');
    for (const { result } of [wrong, unknown, empty]) expect(result).toEqual({ kind: 'refused' });
    expect(wrong.checked).toEqual([accountHash]);
    for (const { checked } of [unknown, empty]) {
      expect(checked).toHaveLength(1);
      expect(checked[0]).not.toBe(accountHash);
      expect(costOf(checked[0]!)).toBe(costOf(accountHash));
    }
    expect(costOf(accountHash)).toBe('argon2id$v=19$m=19456,t=2,p=1');
  });

  it('signs in with the right password after one check of the account’s own hash', async () => {
    const right = await attempt('Ann@Example.com ', 'the right password for ann', '192.0.2.4');
    expect(right.result).toMatchObject({ kind: 'signed-in', account: { email: 'ann@example.com' } });
    expect(right.checked).toEqual([accountHash]);
  });
});
