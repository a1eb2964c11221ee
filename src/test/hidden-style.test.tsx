import { describe, expect, it } from 'vitest';
import { jsdomComputedStyle } from './hidden-style';

// The cases where a shortcut could part from jsdom's cascade: specificity, !important against inline style and
// later rules, media rules (jsdom matches a plain media type, never a feature), a value jsdom refuses, the default stylesheet, inheritance and keywords left to jsdom.
const css = `
  .a { display: none; }
  #x.a { display: block; }
  .b { display: none !important; }
  .b.c { display: flex; }
  .i { display: grid !important; }
  @media screen { .m { display: none; } }
  @media print, (min-width: 1px) { .n { display: none; } }
  .bad { display: inline-block; }
  .bad { display: nonsense; }
  .v { visibility: hidden; }
  .vv { visibility: visible; }
  .w { visibility: inherit; display: inherit; }
  .u { display: unset; visibility: initial; }
  div.tie { display: table; }
  .tie { display: inline-flex; }
  .tie2 { display: table; }
  .tie2 { display: inline-flex; }
`;

const html = `
  <div id="x" class="a">x</div><div class="a">a</div>
  <div class="b c">bc</div><div class="i" style="display: none">inline below important</div>
  <div style="display: none">inline</div><div class="a" style="display: block">inline over class</div>
  <div class="m">m</div><div class="n">n</div><span class="bad">bad</span>
  <div class="v"><span>in hidden</span><p class="vv">visible again<b class="w">keyword</b></p></div>
  <section class="u">unset</section><div class="tie">tie</div><div class="tie2">tie2</div>
  <p hidden>hidden attribute</p><dialog>closed dialog</dialog><dialog open>open dialog</dialog>
  <input type="hidden"><li>item</li><table><tbody><tr><td>cell</td></tr></tbody></table><head-less>custom</head-less>
`;

describe('hidden-style', () => {
  it('answers display and visibility as jsdom computes them', () => {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    document.body.innerHTML = html;
    try {
      const elements = [document.documentElement, ...document.querySelectorAll('*')];
      for (const element of elements) {
        const jsdom = jsdomComputedStyle!(element);
        const fast = getComputedStyle(element);
        for (const property of ['display', 'visibility'] as const) {
          expect({ element: element.outerHTML.slice(0, 60), property, value: fast[property] }).toEqual({ element: element.outerHTML.slice(0, 60), property, value: jsdom[property] });
          expect(fast.getPropertyValue(property)).toBe(jsdom.getPropertyValue(property));
        }
        // any other property is jsdom's own
        expect(fast.getPropertyValue('color')).toBe(jsdom.getPropertyValue('color'));
      }
      const display = (selector: string) => getComputedStyle(document.querySelector(selector)!).display;
      expect([display('#x'), display('.a:not(#x)'), display('.b'), display('.i'), display('.m'), display('.n'), display('.bad'), display('.tie'), display('.tie2')]).toEqual(['block', 'none', 'none', 'grid', 'none', 'block', 'inline-block', 'table', 'inline-flex']);
      expect([display('[hidden]'), display('dialog:not([open])'), display('dialog[open]'), display('input')]).toEqual(['none', 'none', 'block', 'none']);
      const visibility = (selector: string) => getComputedStyle(document.querySelector(selector)!).visibility;
      expect([visibility('.v span'), visibility('.vv'), visibility('.w'), visibility('.u')]).toEqual(['hidden', 'visible', 'visible', 'visible']);
      // a change to the document is seen
      document.querySelector('.vv')!.classList.remove('vv');
      expect(visibility('.w')).toBe('hidden');
    } finally {
      style.remove();
      document.body.innerHTML = '';
    }
  });
});
