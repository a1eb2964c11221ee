import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.ts';

describe('csv', () => {
  it('neutralises every cell a spreadsheet would run as a formula', () => {
    for (const text of ['=cmd|\'/c calc\'!A1', '+SUM(1)', '-2+3', '@SUM(A1)', '\tx', '\rx']) expect(csvCell(text).replace(/^"|"$/g, '')).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
  });

  it('quotes what RFC 4180 asks, and leaves plain text and numbers as they are', () => {
    expect(csvLine(['Asha Verma', 'a,b', 'line\nbreak', ' padded', 42, null, 'नमस्ते'])).toBe('Asha Verma,"a,b","line\nbreak"," padded",42,,नमस्ते\r\n');
  });
});
