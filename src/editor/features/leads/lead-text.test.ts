// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstLine, languageName, leadName, multilineText, telHref } from './lead-text';

describe("a lead's text as shown", () => {
  it('names a lead by its name, a number without one, and says when it was erased', () => {
    expect(leadName({ id: 7, name: '  Asha Rao ', erasedAt: null })).toBe('Asha Rao');
    expect(leadName({ id: 7, name: ' ', erasedAt: null })).toBe('Lead 7');
    expect(leadName({ id: 7, name: '', erasedAt: '2026-11-28T10:00:00Z' })).toBe('Lead 7 (erased)');
    // a right-to-left override cannot turn the name around: it shows as its escape
    expect(leadName({ id: 7, name: 'Asha\u202Emoc.elpmaxe', erasedAt: null })).toBe('Asha\\u202emoc.elpmaxe');
  });

  it("keeps a message's line breaks and tabs, and escapes every other control", () => {
    expect(multilineText('Hello,\r\nwe need\tan app.\rThanks\u202E')).toBe('Hello,\nwe need\tan app.\nThanks\\u202e');
    expect(firstLine('\n\n  First words  \nsecond')).toBe('First words');
    expect(firstLine('')).toBe('');
  });

  it('names languages in English and dials the digits of a phone number', () => {
    expect(languageName('hi')).toBe('Hindi');
    expect(languageName('en')).toBe('English');
    expect(languageName(null)).toBe('Unknown');
    expect(telHref('+91 98765-43210')).toBe('tel:+919876543210');
    expect(telHref('(080) 2345 6789')).toBe('tel:08023456789');
  });
});
