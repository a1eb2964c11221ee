import { createHash } from 'node:crypto';
import type { Variant } from '../../../shared/insights.ts';

/**
 * A visitor of one day: a hash of the day's random salt, the site's host, the address and the browser string. Nothing
 * of it is stored but this hash; once the day's salt is deleted nobody can tell whose it was, or compute it again.
 */
export function visitorHash(salt: Buffer, host: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(salt).update('\0').update(host).update('\0').update(ip).update('\0').update(userAgent).digest('base64url').slice(0, 22);
}

/**
 * The variant a visitor sees of a test: B for `shareB` percent of visitors (0–100), the same all day for the same
 * visitor, independent between tests (the test's id is hashed in).
 */
export function variantOf(visitor: string, testId: string, shareB: number): Variant {
  const bucket = createHash('sha256').update(testId).update('\0').update(visitor).digest().readUInt32BE(0) % 10000;
  return bucket < Math.round(shareB * 100) ? 'b' : 'a';
}
