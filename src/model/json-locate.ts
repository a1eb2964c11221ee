import { parse, type AnyNode, type DocumentNode, type ElementNode, type MemberNode } from '@humanwhocodes/momoa';
import { unescapeStep } from '../shared/json-pointer.ts';

export interface Position {
  line: number;
  column: number;
}

export function parseWithPositions(text: string): DocumentNode {
  return parse(text, { mode: 'json', ranges: false });
}

/**
 * Line and column (1-based) of the value at a JSON pointer; with `atKey`, of the
 * member's key instead. Falls back to the nearest existing ancestor.
 */
export function locate(doc: DocumentNode, pointer: string, atKey = false): Position {
  let node: AnyNode = doc.body;
  let keyNode: AnyNode | undefined;
  const segments = pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeStep);
  for (const segment of segments) {
    if (node.type === 'Object') {
      const member: MemberNode | undefined = node.members.find((m) => m.name.type === 'String' && m.name.value === segment);
      if (!member) break;
      keyNode = member.name;
      node = member.value;
    } else if (node.type === 'Array') {
      const element: ElementNode | undefined = node.elements[Number(segment)];
      if (!element) break;
      keyNode = undefined;
      node = element.value;
    } else {
      break;
    }
  }
  const target = atKey && keyNode ? keyNode : node;
  return { line: target.loc.start.line, column: target.loc.start.column };
}

/** Position of a JSON syntax error thrown by momoa, which carries line and column. */
export function syntaxErrorPosition(error: unknown): Position & { message: string } {
  const e = error as { message?: string; line?: number; column?: number };
  return {
    line: e.line ?? 1,
    column: e.column ?? 1,
    message: (e.message ?? String(error)).replace(/\s*\(\d+:\d+\)\s*$/, ''),
  };
}

/**
 * Where `text`, which JSON.parse refused with `error`, stops being JSON: momoa's line and column, or the start of
 * the file with JSON.parse's own words should momoa accept it.
 */
export function syntaxPosition(text: string, error: unknown): Position & { message: string } {
  try {
    parseWithPositions(text);
  } catch (located) {
    return syntaxErrorPosition(located);
  }
  return { line: 1, column: 1, message: (error as Error).message };
}
