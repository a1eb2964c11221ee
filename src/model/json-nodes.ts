import type { Node, NodeType } from 'jsonc-parser';

/**
 * The syntax tree of a JSON text (jsonc-parser's `Node` shape), built as it is walked: a container finds its
 * children, one level, the first time they are asked for. editSiteText walks only into what changed, so an edit
 * in a 5 MB file reads the structure along that path instead of building 400,000 nodes (parseTree: ~0.5 s).
 * Only for text JSON.parse accepted: it does not check the syntax again.
 */
export function lazyTree(text: string): Node {
  const start = skipSpace(text, 0);
  // the one value of valid JSON ends where its text does, but for white space: no need to scan 5 MB for it
  let end = text.length;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end -= 1;
  return nodeAt(text, start, end);
}

const enum Code {
  Tab = 9,
  LineFeed = 10,
  Return = 13,
  Space = 32,
  Quote = 34,
  Comma = 44,
  OpenBracket = 91,
  Backslash = 92,
  CloseBracket = 93,
  OpenBrace = 123,
  CloseBrace = 125,
}

const isSeparator = (code: number) => code === Code.Comma || code === Code.CloseBrace || code === Code.CloseBracket;
const isSpace = (code: number) => code === Code.Space || code === Code.LineFeed || code === Code.Return || code === Code.Tab;

function skipSpace(text: string, index: number): number {
  while (index < text.length && isSpace(text.charCodeAt(index))) index += 1;
  return index;
}

/** The index after the string that starts (with its quote) at `index`. */
function stringEnd(text: string, index: number): number {
  // indexOf runs natively: much faster than a loop over the characters of a long text
  for (let quote = text.indexOf('"', index + 1); quote >= 0; quote = text.indexOf('"', quote + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === Code.Backslash) backslashes += 1;
    if (backslashes % 2 === 0) return quote + 1;
  }
  throw new SyntaxError(`unterminated string at ${index}`);
}

/** The index after the value that starts at `index`. */
function valueEnd(text: string, index: number): number {
  const first = text.charCodeAt(index);
  if (first === Code.Quote) return stringEnd(text, index);
  if (first !== Code.OpenBrace && first !== Code.OpenBracket) {
    // a number, true, false or null: up to the next separator
    let i = index;
    while (i < text.length && !isSpace(text.charCodeAt(i)) && !isSeparator(text.charCodeAt(i))) i += 1;
    return i;
  }
  let depth = 0;
  for (let i = index; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === Code.Quote) i = stringEnd(text, i) - 1;
    else if (code === Code.OpenBrace || code === Code.OpenBracket) depth += 1;
    else if ((code === Code.CloseBrace || code === Code.CloseBracket) && --depth === 0) return i + 1;
  }
  throw new SyntaxError(`unclosed ${text[index]} at ${index}`);
}

function typeOf(code: number): NodeType {
  if (code === Code.Quote) return 'string';
  if (code === Code.OpenBrace) return 'object';
  if (code === Code.OpenBracket) return 'array';
  if (code === 116 || code === 102) return 'boolean'; // t, f
  if (code === 110) return 'null'; // n
  return 'number';
}

// jsonc-parser's Node, writable while it is made
type Made = { -readonly [K in keyof Node]: Node[K] };

function nodeAt(text: string, offset: number, end: number, parent?: Node): Node {
  const type = typeOf(text.charCodeAt(offset));
  const node: Made = { type, offset, length: end - offset, parent };
  if (type === 'string') node.value = JSON.parse(text.slice(offset, end)) as string;
  if (type === 'object' || type === 'array') {
    let children: Node[] | undefined;
    Object.defineProperty(node, 'children', { enumerable: true, get: () => (children ??= type === 'object' ? members(text, node) : elements(text, node)) });
  }
  return node;
}

/** Calls `each` with the start of every item of the container `node`, which returns where that item ends. */
function items(text: string, node: Node, each: (start: number) => number): void {
  let i = skipSpace(text, node.offset + 1);
  if (i >= node.offset + node.length - 1) return;
  for (;;) {
    i = skipSpace(text, each(i));
    if (text.charCodeAt(i) !== Code.Comma) return;
    i = skipSpace(text, i + 1);
  }
}

function elements(text: string, array: Node): Node[] {
  const children: Node[] = [];
  items(text, array, (start) => {
    const child = nodeAt(text, start, valueEnd(text, start), array);
    children.push(child);
    return start + child.length;
  });
  return children;
}

function members(text: string, object: Node): Node[] {
  const properties: Node[] = [];
  items(text, object, (start) => {
    const keyEnd = stringEnd(text, start);
    const colon = skipSpace(text, keyEnd);
    const valueStart = skipSpace(text, colon + 1);
    const end = valueEnd(text, valueStart);
    const property: Made = { type: 'property', offset: start, length: end - start, parent: object, colonOffset: colon };
    property.children = [nodeAt(text, start, keyEnd, property), nodeAt(text, valueStart, end, property)];
    properties.push(property);
    return end;
  });
  return properties;
}
