// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maxJsonDepth, tooDeepAt } from './json-depth.ts';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('tooDeepAt', () => {
  it('accepts text up to the limit and names the bracket that passes it', () => {
    expect(tooDeepAt(nested(maxJsonDepth))).toBe(-1);
    expect(tooDeepAt(nested(maxJsonDepth + 1))).toBe(maxJsonDepth);
    expect(tooDeepAt('{"a":{"b":[1,{"c":2}]}}', 4)).toBe(-1);
    expect(tooDeepAt('{"a":{"b":[1,{"c":2}]}}', 3)).toBe(13);
  });

  it('counts no bracket inside a string, escaped quotes included', () => {
    expect(tooDeepAt(JSON.stringify({ text: '[[[[{{{{ "\\" [[[[' }), 1)).toBe(-1);
    expect(tooDeepAt(JSON.stringify(['\\', [['x']]]), 2)).toBe(JSON.stringify(['\\', [['x']]]).indexOf('[', 7));
  });

  it('scans a body 10,000 levels deep without overflowing', () => {
    expect(tooDeepAt(nested(10_000))).toBe(maxJsonDepth);
    expect(tooDeepAt(`{"a":${'{"a":'.repeat(9_999)}1${'}'.repeat(10_000)}`)).toBe(maxJsonDepth * 5);
  });
});
