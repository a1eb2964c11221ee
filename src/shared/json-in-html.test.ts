// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { jsonInHtml, jsonTextInHtml } from './json-in-html.ts';

// what ends a script element, opens a comment or CDATA, or a line terminator that old JavaScript parsers refused
const hostile = ['<!--<script>', '</script>', '<![CDATA[', ']]>', '-->', '<script>', '&lt;', '\u2028', '\u2029', '</ScRiPt', 'a < b && c > d'];
const unsafe = /[<>&\u2028\u2029]/;

describe('JSON in an HTML script element', () => {
  it.each(hostile)('carries %j without a character HTML reads, and gives it back to JSON.parse', (text) => {
    const value = { text, list: [text, { deeper: text }], [text]: 1 };
    const html = jsonInHtml(value);
    expect(html).not.toMatch(unsafe);
    expect(JSON.parse(html)).toEqual(value);
  });

  it('escapes JSON text already made the same way, so the page data is not stringified twice', () => {
    const json = JSON.stringify({ all: hostile });
    expect(jsonTextInHtml(json)).toBe(jsonInHtml({ all: hostile }));
    expect(jsonTextInHtml(json)).toContain(String.raw`\u003c!--\u003cscript\u003e`);
    expect(jsonTextInHtml(json)).toContain(String.raw`"\u0026lt;","\u2028","\u2029"`);
  });

  it('leaves the rest as JSON.stringify wrote it', () => {
    expect(jsonInHtml({ name: 'Yamuna Softworks', n: 1, ok: true, none: null, quote: '"\\' })).toBe(JSON.stringify({ name: 'Yamuna Softworks', n: 1, ok: true, none: null, quote: '"\\' }));
  });
});
