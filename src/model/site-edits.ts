import type { Node } from 'jsonc-parser';
import { lazyTree } from './json-nodes.ts';
import { blockText, detectStyle, inlineText, lineIndent, type JsonStyle } from './json-style.ts';
import { asJson, sameJson, type Json, type JsonObject } from './json-values.ts';
import { isObject } from '../shared/is-object.ts';
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

/** A container's new child: new text, or the old child `same` unchanged in its own place (its text is kept whole). */
type Piece = string | { same: number };

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
  const indexOf = new Map(properties.map((property, index) => [property, index]));
  const pieces = keyOrder([...byKey.keys()], Object.keys(next)).map((key, position): Piece => {
    const property = byKey.get(key);
    if (!property) return `${JSON.stringify(key)}${source.style.colon}${newChild(source, next[key]!, layout)}`;
    if (indexOf.get(property) === position && sameJson(old[key]!, next[key]!)) return { same: position };
    const value = property.children![1]!;
    return source.text.slice(property.offset, value.offset) + rewrite(source, value, old[key]!, next[key]!, layout.inline);
  });
  return join(source, node, pieces, layout);
}

function rewriteArray(source: Source, node: Node, old: Json[], next: Json[], inline: boolean): string {
  const elements = node.children ?? [];
  const layout = layoutOf(source, node, inline);
  const pieces = matchElements(old, next).map((match, j): Piece => {
    if (!match) return newChild(source, next[j]!, layout);
    if (match.same && match.from === j) return { same: j };
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

/**
 * The container around `pieces`, reusing its old whitespace and separators (`,` + line end + indent) by position.
 * A run of children unchanged in their places is one slice of the old text: a 1,000-page list with one page
 * edited is three pieces, not 2,000 strings joined into a new 5 MB one.
 */
function join(source: Source, node: Node, pieces: Piece[], layout: Layout): string {
  const [open, close] = node.type === 'object' ? ['{', '}'] : ['[', ']'];
  const children = node.children ?? [];
  const { text, style } = source;
  const textOf = (piece: Piece) => (typeof piece === 'string' ? piece : text.slice(children[piece.same]!.offset, end(children[piece.same]!)));
  if (pieces.length === 0) return open + close;
  const fallbackGap = layout.inline ? ', ' : `,${style.eol}${layout.childIndent}`;
  if (children.length === 0) {
    const all = pieces.map(textOf).join(fallbackGap);
    if (layout.inline) return `${open}${all}${close}`;
    return `${open}${style.eol}${layout.childIndent}${all}${style.eol}${lineIndent(text, node.offset)}${close}`;
  }
  const gap = (k: number) => (k < children.length ? text.slice(end(children[k - 1]!), children[k]!.offset) : children.length > 1 ? text.slice(end(children.at(-2)!), children.at(-1)!.offset) : fallbackGap);
  const leading = text.slice(node.offset + 1, children[0]!.offset);
  const trailing = text.slice(end(children.at(-1)!), end(node) - 1);
  let body = '';
  let run: number | undefined; // where the current run of old text began
  pieces.forEach((piece, k) => {
    if (typeof piece !== 'string' && piece.same === k) {
      // child k in its place, with the old gap before it: the old text runs on
      run ??= k === 0 ? children[0]!.offset : end(children[k - 1]!);
      return;
    }
    if (run !== undefined) body += text.slice(run, end(children[k - 1]!));
    run = undefined;
    body += (k === 0 ? '' : gap(k)) + textOf(piece);
  });
  if (run !== undefined) body += text.slice(run, end(children[pieces.length - 1]!));
  return open + leading + body + trailing + close;
}
