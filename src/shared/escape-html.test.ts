import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('escapes an ampersand once, so an entity in the text stays text', () => {
    expect(escapeHtml('&amp; &#39;')).toBe('&amp;amp; &amp;#39;');
  });

  it('leaves every other character as it is, Hindi and controls included', () => {
    const text = 'नमस्ते \u202e दुनिया\n\t`=+-@';
    expect(escapeHtml(text)).toBe(text);
  });
});
