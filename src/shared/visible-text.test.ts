// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { visibleText } from './visible-text.ts';

describe('visibleText', () => {
  it('escapes C0 and C1 controls, DEL, line separators and bidi controls; leaves other text alone', () => {
    expect(visibleText('a\r\nb\u001b[31m\u0000\u007f\u0085\u2028\u202a\u202e\u2066\u2069\u200f')).toBe('a\\u000d\\u000ab\\u001b[31m\\u0000\\u007f\\u0085\\u2028\\u202a\\u202e\\u2066\\u2069\\u200f');
    expect(visibleText('ann@example.com, Zoë, 東京, 🙂')).toBe('ann@example.com, Zoë, 東京, 🙂');
    expect(visibleText(null)).toBeNull();
  });

  it('changes nothing when applied twice', () => {
    const once = visibleText('x\u001by\\u001b');
    expect(visibleText(once)).toBe(once);
  });
});
