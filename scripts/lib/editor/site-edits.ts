import type { Node } from 'jsonc-parser';
import { lazyTree } from './json-nodes.ts';
import { blockText, detectStyle, inlineText, lineIndent, type JsonStyle } from './json-style.ts';
import { asJson, isObject, sameJson, type Json, type JsonObject } from './json-values.ts';
import { matchElements } from './match-elements.ts';

interface Source {
  text: string;
  style: JsonStyle;
}

/** How a container lays out its children: on one line, or one per line at `childIndent`. */
interface Layout {
  inline: boolean;
  childIndent: string;
}

const end = (node: Node) => node.offset + node.length;

/**
 * `original` (a JSON file) changed into the JSON value `next` with the smallest text edits: every value that did
 * not change keeps its exact text, even when it moved within its array, and new values are written in the
 * file's own indentation and line ends. The result always parses to a value deep-equal to `next`; the order of
 * an object's existing keys is kept (new keys go after the key they follow in `next`).
 */
export function editSiteText(original: string, next: unknown): string {
  return editJsonText(original, JSON.parse(original) as Json, asJson(next));
}

/**
 * editSiteText for a caller that has both values already: `old` must be `original` parsed (JSON.parse checks the
 * syntax, which the tree does not), `next` plain JSON. Values `next` shares with `old` (an edit applied to a
 * copy of `old`) are found unchanged without comparing them.
 */
export function editJsonText(original: string, old: Json, next: Json): string {
  const root = lazyTree(original);
  const source = { text: original, style: detectStyle(original, root) };
  return original.slice(0, root.offset) + rewrite(source, root, old, next, false) + original.slice(end(root));
}

/** The new text of `node`, whose value was `old` and becomes `next`. */
function rewrite(source: Source, node: Node, old: Json, next: Json, inline: boolean): string {
  if (sameJson(old, next)) return source.text.slice(node.offset, end(node));
  if (node.type === 'object' && isObject(old) && isObject(next)) return rewriteObject(source, node, old, next, inline);
  if (node.type === 'array' && Array.isArray(old) && Array.isArray(next)) return rewriteArray(source, node, old, next, inline);
  return inline ? inlineText(next, source.style) : blockText(next, lineIndent(source.text, node.offset), source.style);
}

function rewriteObject(source: Source, node: Node, old: JsonObject, next: JsonObject, inline: boolean): string {
  const properties = node.children ?? [];
  const byKey = new Map(properties.map((property) => [property.children![0]!.value as string, property]));
  // Duplicate keys: JSON.parse kept the last one, so no text of that object can be trusted.
  if (byKey.size !== properties.length) return blockText(next, lineIndent(source.text, node.offset), source.style);
  const layout = layoutOf(source, node, inline);
  const pieces = keyOrder([...byKey.keys()], Object.keys(next)).map((key) => {
    const property = byKey.get(key);
    if (!property) return `${JSON.stringify(key)}${source.style.colon}${newChild(source, next[key]!, layout)}`;
    const value = property.children![1]!;
    return source.text.slice(property.offset, value.offset) + rewrite(source, value, old[key]!, next[key]!, layout.inline);
  });
  return join(source, node, pieces, layout);
}

function rewriteArray(source: Source, node: Node, old: Json[], next: Json[], inline: boolean): string {
  const elements = node.children ?? [];
  const layout = layoutOf(source, node, inline);
  const pieces = matchElements(old, next).map((match, j) => {
    if (!match) return newChild(source, next[j]!, layout);
    const element = elements[match.from]!;
    return match.same ? source.text.slice(element.offset, end(element)) : rewrite(source, element, old[match.from]!, next[j]!, layout.inline);
  });
  return join(source, node, pieces, layout);
}

/** The existing keys that stay, in their order, with each new key placed after the key it follows in `next`. */
function keyOrder(existing: string[], wanted: string[]): string[] {
  const keep = new Set(wanted);
  const order = existing.filter((key) => keep.has(key));
  const has = new Set(order);
  let after: string | undefined;
  for (const key of wanted) {
    if (!has.has(key)) order.splice(after === undefined ? 0 : order.indexOf(after) + 1, 0, key);
    after = key;
  }
  return order;
}

function layoutOf(source: Source, node: Node, parentInline: boolean): Layout {
  const first = node.children?.[0];
  if (!first) return { inline: parentInline, childIndent: lineIndent(source.text, node.offset) + source.style.indent };
  const leading = source.text.slice(node.offset + 1, first.offset);
  const lineStart = leading.lastIndexOf('\n');
  return lineStart < 0 ? { inline: true, childIndent: '' } : { inline: false, childIndent: leading.slice(lineStart + 1) };
}

function newChild(source: Source, value: Json, layout: Layout): string {
  return layout.inline ? inlineText(value, source.style) : blockText(value, layout.childIndent, source.style);
}

/** The container around `pieces`, reusing its old whitespace and separators (`,` + line end + indent) by position. */
function join(source: Source, node: Node, pieces: string[], layout: Layout): string {
  const [open, close] = node.type === 'object' ? ['{', '}'] : ['[', ']'];
  const children = node.children ?? [];
  const { text, style } = source;
  if (pieces.length === 0) return open + close;
  const fallbackGap = layout.inline ? ', ' : `,${style.eol}${layout.childIndent}`;
  if (children.length === 0) {
    if (layout.inline) return `${open}${pieces.join(fallbackGap)}${close}`;
    return `${open}${style.eol}${layout.childIndent}${pieces.join(fallbackGap)}${style.eol}${lineIndent(text, node.offset)}${close}`;
  }
  const gaps = children.slice(1).map((child, k) => text.slice(end(children[k]!), child.offset));
  const leading = text.slice(node.offset + 1, children[0]!.offset);
  const trailing = text.slice(end(children.at(-1)!), end(node) - 1);
  const body = pieces.map((piece, k) => (k === 0 ? piece : (gaps[k - 1] ?? gaps.at(-1) ?? fallbackGap) + piece)).join('');
  return open + leading + body + trailing + close;
}
