import type { Node } from 'jsonc-parser';
import { type Json } from './json-values.ts';
import { isObject } from '../shared/is-object.ts';

/** How a file writes its JSON, read from the file itself so new text looks like the old. */
export interface JsonStyle {
  /** one level of indentation: two spaces, four, a tab… */
  indent: string;
  eol: string;
  /** between a key and its value, usually ': ' */
  colon: string;
}

export function detectStyle(text: string, root: Node): JsonStyle {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  // The first indented line is one level deep in a file whose root starts at column 0.
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  const property = firstProperty(root);
  const key = property?.children?.[0];
  const value = property?.children?.[1];
  const colon = key && value ? text.slice(key.offset + key.length, value.offset) : ': ';
  return { indent, eol, colon: /^\s*:\s*$/.test(colon) && !colon.includes('\n') ? colon : ': ' };
}

function firstProperty(node: Node): Node | undefined {
  if (node.type === 'property') return node;
  for (const child of node.children ?? []) {
    const found = firstProperty(child);
    if (found) return found;
  }
  return undefined;
}

/** The whitespace that starts the line `offset` is on. */
export function lineIndent(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(start, offset))![0];
}

/** A new value over several lines, as JSON.stringify writes it, its inner lines indented from `base`. */
export function blockText(value: Json, base: string, style: JsonStyle): string {
  // JSON.stringify escapes newlines inside strings, so every '\n' here is a line break of its own.
  return JSON.stringify(value, null, style.indent).split('\n').join(style.eol + base);
}

/** A new value on one line, for containers the file writes on one line: `{ "label": "Name", "placeholder": "Asha" }`. */
export function inlineText(value: Json, style: JsonStyle): string {
  if (Array.isArray(value)) return value.length ? `[${value.map((item) => inlineText(item, style)).join(', ')}]` : '[]';
  if (isObject(value)) {
    const members = Object.keys(value).map((key) => `${JSON.stringify(key)}${style.colon}${inlineText(value[key]!, style)}`);
    return members.length ? `{ ${members.join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}
