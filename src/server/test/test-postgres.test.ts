// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postgresBinDir, postgresForTests } from './test-postgres';

describe('postgresForTests', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("finds Debian's binaries under /usr/lib/postgresql, never /usr/local/bin", () => {
    const dir = postgresBinDir();
    if (dir) expect(dir).toMatch(/^\/usr\/lib\/postgresql\/[\d.]+\/bin$/);
  });

  it('without PostgreSQL, skips with a banner of several lines', () => {
    vi.stubEnv('REQUIRE_POSTGRES', '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(postgresForTests(false)).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0]).split('\n').length).toBeGreaterThan(4);
    expect(warn.mock.calls[0]![0]).toContain('POSTGRESQL TESTS SKIPPED');
  });

  it('without PostgreSQL and with REQUIRE_POSTGRES=1, fails', () => {
    vi.stubEnv('REQUIRE_POSTGRES', '1');
    expect(() => postgresForTests(false)).toThrow(/REQUIRE_POSTGRES=1 but PostgreSQL is not installed/);
  });
});
