import type { ServerStyleSheet } from 'styled-components';

/** The part of styled-components' sheet a component calls while it renders (6.x: ComponentStyle, Keyframes). */
interface SheetCalls {
  hasNameForId(componentId: string, name: string): boolean;
  insertRules(componentId: string, name: string, rules: string[]): void;
}

// A class name is a hash of its component and its CSS, so its rules are the same on every page a process renders.
const rulesOfClass = new Map<string, string[]>();
let reused = 0;

/** How many times a page took a class's rules from the cache, in this process. */
export const reusedStyleRules = () => reused;

/**
 * Lets a page's sheet take the rules of a class an earlier page generated instead of compiling its CSS again with
 * stylis (a fifth of a publish's time). The page's styles are the same bytes: the rules go in at the same moment,
 * into the same group, as styled-components would insert them itself.
 */
export function reuseStyleRules(sheet: ServerStyleSheet): void {
  const calls = sheet.instance as unknown as SheetCalls;
  const has = calls.hasNameForId.bind(calls);
  const insert = calls.insertRules.bind(calls);
  calls.insertRules = (componentId, name, rules) => {
    rulesOfClass.set(`${componentId} ${name}`, rules);
    insert(componentId, name, rules);
  };
  calls.hasNameForId = (componentId, name) => {
    if (has(componentId, name)) return true;
    const rules = rulesOfClass.get(`${componentId} ${name}`);
    if (!rules) return false;
    insert(componentId, name, rules);
    reused += 1;
    return true;
  };
}

/**
 * The classes (component id and class name) a part of a render used, in the order it used them; with their rules
 * when the part is kept for another process (withRules).
 */
export type StyleUses = [componentId: string, name: string, rules?: string[]][];

/**
 * Records into `into()` (the list of the part rendering now, or none) each class the components of `sheet` use,
 * once each. Call after reuseStyleRules.
 */
export function recordStyleUses(sheet: ServerStyleSheet, into: () => StyleUses | undefined): void {
  const calls = sheet.instance as unknown as SheetCalls;
  const has = calls.hasNameForId.bind(calls);
  const insert = calls.insertRules.bind(calls);
  const seen = new Set<string>();
  const note = (componentId: string, name: string) => {
    const uses = into();
    const key = `${componentId} ${name}`;
    if (!uses || seen.has(key)) return;
    seen.add(key);
    uses.push([componentId, name]);
  };
  calls.hasNameForId = (componentId, name) => {
    note(componentId, name);
    return has(componentId, name);
  };
  calls.insertRules = (componentId, name, rules) => {
    note(componentId, name);
    insert(componentId, name, rules);
  };
}

/**
 * Puts into `sheet` the rules of classes another render recorded, where the components would have put them had they
 * rendered here. Call after reuseStyleRules; the classes' rules are in its cache since that render.
 */
export function replayStyleUses(sheet: ServerStyleSheet, uses: StyleUses): void {
  const calls = sheet.instance as unknown as SheetCalls;
  for (const [componentId, name, rules] of uses) {
    if (rules && !rulesOfClass.has(`${componentId} ${name}`)) rulesOfClass.set(`${componentId} ${name}`, rules);
    if (!calls.hasNameForId(componentId, name)) throw new Error(`The rules of class ${name} (${componentId}) are not cached`);
  }
}

/** `uses` with each class's rules, for a process that has not rendered them (a later publish). */
export function withRules(uses: StyleUses): StyleUses {
  return uses.map(([componentId, name]) => {
    const rules = rulesOfClass.get(`${componentId} ${name}`);
    if (!rules) throw new Error(`The rules of class ${name} (${componentId}) are not cached`);
    return [componentId, name, rules];
  });
}
