import type { ErrorObject } from 'ajv/dist/2020.js';
import { didYouMean } from './closest.ts';
import { siteRefOf } from './site-refs.ts';
import { childPointer } from '../shared/json-pointer.ts';

export interface Described {
  pointer: string;
  message: string;
  /** point at the member's key rather than its value (unknown properties) */
  atKey: boolean;
}

const quote = (value: unknown) => JSON.stringify(value);

/** Why a route or an id is not in its list (from schema/generated/site-refs), with the likeliest fix. */
function badReference(list: string, value: unknown, allowed: string[], template: boolean): string {
  if (template) return `${quote(value)} is a template page, which is not published: link to a page visitors can open, or make it a page (remove "template")`;
  if (list === 'shared') return `${quote(value)} is not the id of any shared section (sharedSections)${didYouMean(value, allowed)}`;
  if (list === 'page') return `${quote(value)} is not the path of any page${didYouMean(value, allowed)}`;
  if (list !== 'route') return `${quote(value)} is not the id of any item under "${list}"${didYouMean(value, allowed)}`;
  const hash = String(value).indexOf('#');
  const page = hash < 0 ? undefined : String(value).slice(0, hash);
  if (page !== undefined && allowed.includes(page)) {
    const anchors = allowed.filter((route) => route.startsWith(`${page}#`));
    return `${quote(value)} is not the id of any section on page "${page}"${didYouMean(value, anchors)}`;
  }
  // a plain path is compared with paths only, so an anchor never stands in for a page
  return `${quote(value)} is not the path of any page${didYouMean(value, page === undefined ? allowed.filter((route) => !route.includes('#')) : allowed)}`;
}

/** Turns an ajv error into a pointer and a sentence a non-developer can act on. */
export function describeAjvError(error: ErrorObject): Described {
  const pointer = error.instancePath;
  const p = error.params as Record<string, unknown>;
  // ajv's `verbose` option puts the failing schema and its parent on the error: the source of the hints
  const parent = (error.parentSchema ?? {}) as { properties?: Record<string, { enum?: unknown[] }>; enum?: string[] };
  const list = siteRefOf(error.schemaPath);
  if (list === 'locales') {
    // a translation's key (propertyNames): point at the key itself
    const code = String(error.propertyName ?? error.data);
    const others = (p.allowedValues as string[] | undefined) ?? [];
    return {
      pointer: childPointer(pointer, code),
      atKey: true,
      message: `"${code}" is not one of the site's other languages (settings.locales)${others.length ? `: ${others.join(', ')}` : ', which has none'}`,
    };
  }
  if (list) return { pointer, atKey: false, message: badReference(list, error.data, (p.allowedValues as string[] | undefined) ?? parent.enum ?? [], p.template === true) };
  switch (error.keyword) {
    case 'required':
      return { pointer, atKey: false, message: `missing required property "${String(p.missingProperty)}"` };
    case 'additionalProperties':
      return {
        pointer: childPointer(pointer, String(p.additionalProperty)),
        atKey: true,
        message: `unknown property "${String(p.additionalProperty)}"${didYouMean(p.additionalProperty, Object.keys(parent.properties ?? {}))}`,
      };
    case 'discriminator':
      return p.error === 'mapping'
        ? { pointer: `${pointer}/type`, atKey: false, message: `unknown block type ${quote(p.tagValue)}${didYouMean(p.tagValue, parent.properties?.type?.enum)}` }
        : { pointer, atKey: false, message: 'a block needs a "type"' };
    case 'enum':
      return {
        pointer,
        atKey: false,
        message: didYouMean(error.data, p.allowedValues as unknown[])
          ? `${quote(error.data)} is not allowed here${didYouMean(error.data, p.allowedValues as unknown[])}`
          : `must be one of ${(p.allowedValues as unknown[]).map(quote).join(', ')}`,
      };
    case 'const':
      return { pointer, atKey: false, message: `must be ${quote(p.allowedValue)}` };
    case 'type':
      return { pointer, atKey: false, message: `must be ${String(p.type)}` };
    case 'minLength':
      return { pointer, atKey: false, message: p.limit === 1 ? 'must not be empty' : `must be at least ${String(p.limit)} characters long` };
    case 'maxLength':
      return { pointer, atKey: false, message: `must be at most ${String(p.limit)} characters long` };
    case 'minItems':
      return { pointer, atKey: false, message: `must have at least ${String(p.limit)} item${p.limit === 1 ? '' : 's'}` };
    case 'maxItems':
      return { pointer, atKey: false, message: `must have at most ${String(p.limit)} items` };
    case 'pattern':
      return { pointer, atKey: false, message: `has the wrong form (expected to match ${String(p.pattern)})` };
    case 'format':
      return { pointer, atKey: false, message: `must be a valid ${String(p.format)}` };
    default:
      return { pointer, atKey: false, message: error.message ?? error.keyword };
  }
}
