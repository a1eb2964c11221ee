import { describe, expect, it } from 'vitest';
import { sectionIndexOf } from './section-index';

describe('sectionIndexOf', () => {
  document.body.innerHTML = `
    <header><a id="menu" href="/">Home</a></header>
    <main>
      <div data-preview-sections style="display: contents">
        <div data-block="hero"><section><h1 id="first">Hi</h1></section></div>
        <div data-block="cta"><section><a id="inner" href="/contact-us"><span id="deep">Talk</span></a></section></div>
        <div data-block="faq"><section><div data-block="nested"><p id="nested">Q</p></div></section></div>
      </div>
    </main>`;
  const at = (id: string) => sectionIndexOf(document.getElementById(id));

  it("finds the section's position from anything inside it", () => {
    expect(at('first')).toBe(0);
    expect(at('deep')).toBe(1);
    expect(at('nested')).toBe(2);
  });

  it('is null outside the sections', () => {
    expect(at('menu')).toBeNull();
    expect(sectionIndexOf(null)).toBeNull();
  });
});
