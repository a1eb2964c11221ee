// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { commonPasswordMessage, hashPassword, passwordProblem, verifyPassword } from './passwords.ts';

const email = 'ann.marketing@example.com';

describe('passwordProblem', () => {
  it('accepts a long, uncommon password', () => {
    expect(passwordProblem('violet kettle 42 harbour', email)).toBeUndefined();
  });

  it('refuses fewer than 12 characters, counting code points, not UTF-16 units', () => {
    expect(passwordProblem('short-pw-11', email)).toBe('Use at least 12 characters: this password has 11.');
    // 11 emoji are 22 UTF-16 units but 11 characters
    expect(passwordProblem('🔑'.repeat(11), email)).toMatch(/at least 12 characters: this password has 11/);
    expect(passwordProblem('🔑'.repeat(12), email)).toBeUndefined();
  });

  it('refuses more than 256 characters', () => {
    expect(passwordProblem('x7'.repeat(128), email)).toBeUndefined();
    expect(passwordProblem(`${'x7'.repeat(128)}y`, email)).toBe('Use at most 256 characters: this password has 257.');
  });

  it('refuses the email address and its local part, in any case', () => {
    expect(passwordProblem(email, email)).toMatch(/email address/);
    expect(passwordProblem('Ann.Marketing', email)).toMatch(/email address/);
    expect(passwordProblem('ANN.MARKETING@EXAMPLE.COM', email)).toMatch(/email address/);
  });

  it('refuses a password on the list of common passwords, in any case', () => {
    expect(passwordProblem('qwerty123456', email)).toBe(commonPasswordMessage);
    expect(passwordProblem('1qaz2wsx3edc', email)).toBe(commonPasswordMessage);
    expect(passwordProblem('QWERTY123456', email)).toBe(commonPasswordMessage);
    expect(commonPasswordMessage).toBe('This password is on a list of common passwords: choose another.');
  });
});

describe('hashPassword and verifyPassword', () => {
  it('hash with Argon2id and a random salt, and verify the right password only', async () => {
    const password = 'violet kettle 42 harbour';
    const [first, second] = await Promise.all([hashPassword(password), hashPassword(password)]);
    expect(first).toMatch(/^\$argon2id\$v=19\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain(password);
    expect(await verifyPassword(first, password)).toBe(true);
    expect(await verifyPassword(second, password)).toBe(true);
    expect(await verifyPassword(first, 'violet kettle 42 harbouR')).toBe(false);
  });

  it('use at least OWASP’s minimum: 19 MiB, 2 passes, 1 lane', async () => {
    const phc = await hashPassword('violet kettle 42 harbour');
    const [, memory, passes, lanes] = /\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(phc) ?? [];
    expect(Number(memory)).toBeGreaterThanOrEqual(19_456);
    expect(Number(passes)).toBeGreaterThanOrEqual(2);
    expect(Number(lanes)).toBeGreaterThanOrEqual(1);
  });

  it('verifyPassword answers false, never throws, for a hash it cannot read', async () => {
    for (const broken of ['', 'not a hash', '$argon2id$v=19$m=19456,t=2,p=1$', '$2b$10$abcdefghijklmnopqrstuv']) {
      await expect(verifyPassword(broken, 'violet kettle 42 harbour')).resolves.toBe(false);
    }
  });
});
