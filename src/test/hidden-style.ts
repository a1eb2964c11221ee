// Whether an element is hidden, answered in jsdom without building its whole computed style.
//
// Testing Library's role queries and accessible names read `display` and `visibility` through getComputedStyle for
// every element they look at. jsdom builds the element's whole computed style for that: every property of every
// rule that matches it, and its ancestors' for the inherited ones, again after each change to the document. In the
// editor's tests that was about half of their CPU time. Here those two properties come from the rules that set them,
// by jsdom's own steps (the same sheets and rule order, its own selector matching, specificity and !important, its
// own parsing of the value); any other property, and a keyword such as `inherit`, is jsdom's own computed style.
// With CHECK_HIDDEN_STYLE=1 every answer is compared with jsdom's and a difference fails the test.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const jsdomLib = path.dirname(require.resolve('jsdom'));
const fromJsdom = createRequire(path.join(jsdomLib, 'api.js'));

type Property = 'display' | 'visibility';

interface Declaration {
  length: number;
  item(index: number): string;
  getPropertyValue(property: string): string;
  getPropertyPriority(property: string): string;
  setProperty(property: string, value: string, priority?: string): void;
}
interface MediaList {
  _list: unknown[];
}
interface Rule {
  selectorText: string;
  style: Declaration;
  media: MediaList;
  styleSheet: Sheet | null;
  cssRules: { _list: Rule[] };
  _selectorSubjects?: { id?: string; className?: string; tag?: string }[];
}
interface Sheet {
  cssRules: { _list: Rule[] };
}
interface ElementImpl {
  _localName: string;
  _globalObject: unknown;
  classList: { contains(name: string): boolean };
  parentElement: ElementImpl | null;
  style: Declaration;
  getAttributeNS(namespace: null, name: string): string | null;
  _ownerDocument: {
    _styleCache: object;
    contentType: string;
    styleSheets: { _list: Sheet[] };
    _getDOMSelector(): {
      extractSubjects(selector: string, xml: boolean): NonNullable<Rule['_selectorSubjects']>;
      check(selector: string, element: ElementImpl): { ast: unknown; match: boolean; pseudoElement: unknown };
    };
  };
}
type Specificity = { a: number; b: number; c: number };

const idlUtils = fromJsdom('./generated/idl/utils.js') as { implForWrapper(wrapper: object): ElementImpl; wrapperForImpl(impl: ElementImpl): Element };
const CSSImportRule = fromJsdom('./generated/idl/CSSImportRule.js') as { isImpl(rule: unknown): boolean };
const CSSMediaRule = fromJsdom('./generated/idl/CSSMediaRule.js') as { isImpl(rule: unknown): boolean };
const CSSStyleRule = fromJsdom('./generated/idl/CSSStyleRule.js') as { isImpl(rule: unknown): boolean };
const CSSStyleProperties = fromJsdom('./generated/idl/CSSStyleProperties.js') as { createImpl(global: unknown, args: [], options: object): Declaration };
const { evaluateMediaList } = fromJsdom('./jsdom/living/css/MediaList-impl.js') as { evaluateMediaList(list: unknown[]): boolean };
const { parseStyleSheet } = fromJsdom('./jsdom/living/css/helpers/css-parser.js') as { parseStyleSheet(text: string, global: unknown): Sheet };
const cssValues = fromJsdom('./jsdom/living/css/helpers/css-values.js') as {
  getPropertyDefinition(property: string): { initial?: string; inherited?: string };
  isGlobalKeyword(value: string): boolean;
};
const Specificity = (fromJsdom('@bramus/specificity') as { default: { max(...values: unknown[]): { value: Specificity }; calculate(ast: unknown): unknown[]; compare(a: Specificity, b: Specificity): number } }).default;
const defaultSheetText = readFileSync(path.join(jsdomLib, 'jsdom/browser/default-stylesheet.css'), 'utf8');

/** The rules of a sheet that set display or visibility, in cascade order; a media or import rule keeps its condition. */
type Entry = { rule: Rule; sets: Property[] } | { media: MediaList; rules: { rule: Rule; sets: Property[] }[] };

function setsOf(rule: Rule): Property[] {
  if (!CSSStyleRule.isImpl(rule)) return [];
  const sets: Property[] = [];
  for (let index = 0; index < rule.style.length; index++) {
    const property = rule.style.item(index);
    if (property === 'display' || property === 'visibility') sets.push(property);
  }
  return sets;
}

function entriesOf(sheet: Sheet): Entry[] {
  const entries: Entry[] = [];
  const inner = (rules: Rule[]) => rules.map((rule) => ({ rule, sets: setsOf(rule) })).filter((entry) => entry.sets.length > 0);
  for (const rule of sheet.cssRules._list) {
    if (CSSImportRule.isImpl(rule)) {
      if (rule.styleSheet !== null) entries.push({ media: rule.media, rules: inner(rule.styleSheet.cssRules._list) });
    } else if (CSSMediaRule.isImpl(rule)) {
      entries.push({ media: rule.media, rules: inner(rule.cssRules._list) });
    } else {
      const sets = setsOf(rule);
      if (sets.length > 0) entries.push({ rule, sets });
    }
  }
  return entries.filter((entry) => !('media' in entry) || entry.rules.length > 0);
}

// jsdom's ruleMightMatchElement (living/css/helpers/computed-style.js): a rule whose subject names another id, class or tag cannot match
function mightMatch(rule: Rule, element: ElementImpl): boolean {
  const document = element._ownerDocument;
  rule._selectorSubjects ??= document._getDOMSelector().extractSubjects(rule.selectorText, document.contentType !== 'text/html');
  if (rule._selectorSubjects.length === 0) return true;
  const id = element.getAttributeNS(null, 'id');
  const tag = element._localName.toLowerCase();
  return rule._selectorSubjects.some((keys) => !(keys.id && keys.id !== id) && !(keys.className && !element.classList.contains(keys.className)) && !(keys.tag && keys.tag.toLowerCase() !== tag));
}

/** One document's answers, good until jsdom drops its own cache of computed styles (any change to the document or its sheets). */
interface Epoch {
  cache: object;
  entries: Entry[];
  answers: WeakMap<ElementImpl, Partial<Record<Property, string>>>;
}

// jsdom's own, kept on the window: a file sharing the worker installs again over the same window (tests/fresh-file.ts)
const jsdomOwn = Symbol.for('site-tests: jsdom getComputedStyle');
type WithOriginal = Window & typeof globalThis & { [jsdomOwn]?: Window['getComputedStyle'] };

export function installHiddenStyle(window: WithOriginal): void {
  const original = (window[jsdomOwn] ??= window.getComputedStyle.bind(window));
  const defaultSheet = parseStyleSheet(defaultSheetText, idlUtils.implForWrapper(window.document as object)._globalObject);
  let epoch: Epoch | undefined;
  const check = process.env.CHECK_HIDDEN_STYLE === '1';

  function current(element: ElementImpl): Epoch {
    const cache = element._ownerDocument._styleCache;
    if (epoch?.cache !== cache) {
      const entries = [defaultSheet, ...element._ownerDocument.styleSheets._list].flatMap(entriesOf);
      epoch = { cache, entries, answers: new WeakMap() };
    }
    return epoch;
  }

  // jsdom's applyStyleSheetRules and handleProperty, for display and visibility only
  function specified(element: ElementImpl, entries: Entry[]): Declaration {
    const declaration = CSSStyleProperties.createImpl(element._globalObject, [], {});
    const specificities = new Map<Property, Specificity>();
    const apply = ({ rule, sets }: { rule: Rule; sets: Property[] }) => {
      if (!mightMatch(rule, element)) return;
      const { ast, match, pseudoElement } = element._ownerDocument._getDOMSelector().check(rule.selectorText, element);
      if (!match || pseudoElement) return;
      for (const property of sets) {
        const value = rule.style.getPropertyValue(property);
        const priority = rule.style.getPropertyPriority(property);
        if (priority) {
          declaration.setProperty(property, value, priority);
        } else if (!declaration.getPropertyPriority(property)) {
          const { value: specificity } = Specificity.max(...Specificity.calculate(ast));
          const before = specificities.get(property);
          if (!before || Specificity.compare(specificity, before) >= 0) {
            specificities.set(property, specificity);
            declaration.setProperty(property, value);
          }
        }
      }
    };
    for (const entry of entries) {
      if (!('media' in entry)) apply(entry);
      else if (evaluateMediaList(entry.media._list)) entry.rules.forEach(apply);
    }
    const { style } = element;
    for (let index = 0; index < style.length; index++) {
      const property = style.item(index);
      if (property !== 'display' && property !== 'visibility') continue;
      const priority = style.getPropertyPriority(property);
      if (!declaration.getPropertyPriority(property) || priority) declaration.setProperty(property, style.getPropertyValue(property), priority);
    }
    return declaration;
  }

  function computed(element: ElementImpl, property: Property): string {
    const { answers, entries } = current(element);
    const known = answers.get(element) ?? {};
    answers.set(element, known);
    if (known[property] !== undefined) return known[property];
    const value = specified(element, entries).getPropertyValue(property);
    const { initial = '', inherited } = cssValues.getPropertyDefinition(property);
    let answer: string;
    if (value === '') {
      const parent = inherited === 'yes' ? element.parentElement : null;
      answer = parent ? computed(parent, property) : initial;
    } else if (cssValues.isGlobalKeyword(value)) {
      // initial, inherit, unset, revert: rare enough to leave to jsdom
      answer = original(idlUtils.wrapperForImpl(element)).getPropertyValue(property);
    } else {
      answer = value;
    }
    known[property] = answer;
    return answer;
  }

  const mismatches: string[] = [];
  function answer(wrapper: Element, property: Property): string {
    const value = computed(idlUtils.implForWrapper(wrapper), property);
    if (check) {
      const jsdom = original(wrapper).getPropertyValue(property);
      if (jsdom !== value) mismatches.push(`${property} of <${wrapper.localName} class="${wrapper.getAttribute('class') ?? ''}">: jsdom says ${jsdom}, hidden-style ${value}`);
    }
    return value;
  }

  window.getComputedStyle = function getComputedStyle(element: Element, pseudoElement?: string | null): CSSStyleDeclaration {
    if ((pseudoElement !== undefined && pseudoElement !== null && pseudoElement !== '') || !(element instanceof window.Element)) return original(element, pseudoElement);
    let full: CSSStyleDeclaration | undefined;
    const whole = () => (full ??= original(element));
    const target = {};
    return new Proxy(target, {
      get(_, key) {
        if (key === 'display' || key === 'visibility') return answer(element, key);
        if (key === 'getPropertyValue') return (name: string) => (name === 'display' || name === 'visibility' ? answer(element, name) : whole().getPropertyValue(name));
        const value: unknown = Reflect.get(whole(), key);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(whole()) : value;
      },
      set: (_, key, value) => Reflect.set(whole(), key, value),
      has: (_, key) => key in whole(),
      ownKeys: () => Reflect.ownKeys(whole()),
      getOwnPropertyDescriptor: (_, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(whole(), key);
        return descriptor && { ...descriptor, configurable: true };
      },
      getPrototypeOf: () => Reflect.getPrototypeOf(whole()),
    }) as CSSStyleDeclaration;
  };
  hiddenStyleMismatches = mismatches;
  jsdomComputedStyle = original;
}

/** jsdom's own getComputedStyle, as it was before installHiddenStyle (to compare with). */
export let jsdomComputedStyle: ((element: Element, pseudoElement?: string | null) => CSSStyleDeclaration) | undefined;

/** What CHECK_HIDDEN_STYLE=1 found different from jsdom's own answers so far (a test's setup fails on any). */
export let hiddenStyleMismatches: string[] = [];
