import { readSync } from 'node:fs';

// Where each page of site.json lies in its bytes, so that a publish can tell from the bytes alone which pages an
// edit touched (docs/languages.md, "Pages told apart by their bytes"). Only ever used on a text JSON.parse accepted.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
const opens = (byte: number) => byte === 0x7b || byte === 0x5b;
const closes = (byte: number) => byte === 0x7d || byte === 0x5d;

/** The index just past the string that starts (with its quote) at `at`. */
function stringEnd(bytes: Buffer, at: number): number {
  let quote = at;
  for (;;) {
    quote = bytes.indexOf(QUOTE, quote + 1);
    if (quote < 0) return bytes.length;
    let slashes = 0;
    while (bytes[quote - 1 - slashes] === BACKSLASH) slashes += 1;
    if (slashes % 2 === 0) return quote + 1;
  }
}

/** The index just past the value (object, list, string or literal) that starts at `at`. */
function valueEnd(bytes: Buffer, at: number, end: number): number {
  const first = bytes[at]!;
  if (first === QUOTE) return stringEnd(bytes, at);
  let index = at;
  if (!opens(first)) {
    while (index < end && !(bytes[index] === COMMA || isSpace(bytes[index]!) || closes(bytes[index]!))) index += 1;
    return index;
  }
  let depth = 0;
  while (index < end) {
    const byte = bytes[index]!;
    if (byte === QUOTE) {
      index = stringEnd(bytes, index);
      continue;
    }
    if (opens(byte)) depth += 1;
    else if (closes(byte) && --depth === 0) return index + 1;
    index += 1;
  }
  return index;
}

const skipSpace = (bytes: Buffer, at: number) => {
  while (at < bytes.length && isSpace(bytes[at]!)) at += 1;
  return at;
};

/**
 * The [start, end) byte spans of the values of a JSON list written between `start` and `end` (without its
 * brackets), flattened: [start0, end0, start1, end1, …]; undefined when it is not a plain list.
 */
function listSpans(bytes: Buffer, start: number, end: number): number[] | undefined {
  const spans: number[] = [];
  let at = skipSpace(bytes, start);
  while (at < end) {
    const after = valueEnd(bytes, at, end);
    if (after > end || after === at) return undefined;
    spans.push(at, after);
    at = skipSpace(bytes, after);
    if (at === end) break;
    if (bytes[at] !== COMMA) return undefined;
    at = skipSpace(bytes, at + 1);
  }
  return spans;
}

/**
 * The byte spans of the pages of a site.json that JSON.parse accepted: the values of its top-level `pages` list.
 * Undefined for any text where that could be mistaken: a key written with escapes or twice (JSON.parse keeps
 * the last), a byte-order mark.
 */
export function pageSpans(bytes: Buffer): number[] | undefined {
  let at = skipSpace(bytes, 0);
  if (bytes[at] !== 0x7b) return undefined;
  let pages: number[] | undefined;
  let found = false;
  at = skipSpace(bytes, at + 1);
  while (at < bytes.length && bytes[at] === QUOTE) {
    const keyEnd = stringEnd(bytes, at);
    const key = bytes.toString('latin1', at + 1, keyEnd - 1);
    if (key.includes('\\')) return undefined;
    at = skipSpace(bytes, keyEnd);
    if (bytes[at] !== COLON) return undefined;
    at = skipSpace(bytes, at + 1);
    const after = valueEnd(bytes, at, bytes.length);
    if (key === 'pages') {
      if (found || bytes[at] !== 0x5b || bytes[after - 1] !== 0x5d) return undefined;
      found = true;
      pages = listSpans(bytes, at + 1, after - 1);
    }
    at = skipSpace(bytes, after);
    if (bytes[at] === COMMA) at = skipSpace(bytes, at + 1);
  }
  return found ? pages : undefined;
}

/** The pages an edit touched, and the other pages' spans in the edited bytes. */
export interface PageEdit {
  /** the first page touched, and how many: the same number of pages as before, each parsed from the new bytes */
  first: number;
  pages: unknown[];
  /** the pages as they were, parsed from the old bytes */
  before: unknown[];
  /** every page's span in the new bytes */
  spans: number[];
}

/** Bytes to compare with others, read a block at a time: a file is not read into memory whole. */
export interface ByteSource {
  length: number;
  /** the bytes from `start` to `end`, valid until the next call */
  slice(start: number, end: number): Buffer;
}

export const bufferSource = (bytes: Buffer): ByteSource => ({ length: bytes.length, slice: (start, end) => bytes.subarray(start, end) });

/** A file's bytes, read as they are asked for into one reused block (12 MB read whole cost ~45 ms here). */
export function fileSource(fd: number, length: number): ByteSource {
  let scratch = Buffer.allocUnsafe(block);
  return {
    length,
    slice(start, end) {
      if (end - start > scratch.length) scratch = Buffer.allocUnsafe(end - start);
      const read = readSync(fd, scratch, 0, end - start, start);
      if (read !== end - start) throw new Error('the file changed while it was read');
      return scratch.subarray(0, read);
    },
  };
}

// compares a block at a time (native memcmp), then byte by byte within the block that differs
const block = 1 << 18;
function commonPrefix(a: ByteSource, b: Buffer, limit: number): number {
  for (let at = 0; at < limit; at += block) {
    const size = Math.min(block, limit - at);
    const mine = a.slice(at, at + size);
    if (mine.compare(b, at, at + size) === 0) continue;
    let same = 0;
    while (mine[same] === b[at + same]) same += 1;
    return at + same;
  }
  return limit;
}
function commonSuffix(a: ByteSource, b: Buffer, limit: number): number {
  for (let length = 0; length < limit; length += block) {
    const size = Math.min(block, limit - length);
    const mine = a.slice(a.length - length - size, a.length - length);
    const end = b.length - length;
    if (mine.compare(b, end - size, end) === 0) continue;
    let same = 0;
    while (mine[size - 1 - same] === b[end - 1 - same]) same += 1;
    return length + same;
  }
  return limit;
}

function parsedList(bytes: Buffer, start: number, end: number): unknown[] | undefined {
  try {
    const list: unknown = JSON.parse(`[${bytes.toString('utf8', start, end)}]`);
    return Array.isArray(list) ? list : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What turned `before` (whose pages lie at `spans`) into `after`, when every byte that differs lies within one run
 * of consecutive pages and the new bytes there are as many whole values: then the text is the old one with those
 * pages replaced, and every other page is the same value (JSON's grammar places them alike). Undefined otherwise.
 */
export function pageEdit(before: ByteSource, spans: readonly number[], after: Buffer): PageEdit | undefined {
  const count = spans.length / 2;
  if (count === 0 || !Number.isInteger(count)) return undefined;
  const shorter = Math.min(before.length, after.length);
  const start = commonPrefix(before, after, shorter);
  if (start === before.length && start === after.length) return { first: 0, pages: [], before: [], spans: [...spans] };
  const end = before.length - commonSuffix(before, after, shorter - start);
  // the first page whose span reaches the first changed byte, the last that starts before the last one
  let first = 0;
  while (first < count && spans[first * 2 + 1]! < start) first += 1;
  let last = first;
  while (last + 1 < count && spans[(last + 1) * 2]! < end) last += 1;
  if (first === count || spans[first * 2]! > start || spans[last * 2 + 1]! < end) return undefined;
  const from = spans[first * 2]!;
  const to = spans[last * 2 + 1]!;
  const delta = after.length - before.length;
  const pages = parsedList(after, from, to + delta);
  const old = parsedList(before.slice(from, to), 0, to - from);
  if (!pages || !old || pages.length !== last - first + 1 || old.length !== pages.length) return undefined;
  const inside = listSpans(after, from, to + delta);
  if (!inside || inside.length !== pages.length * 2) return undefined;
  const moved = spans.slice((last + 1) * 2).map((offset) => offset + delta);
  return { first, pages, before: old, spans: [...spans.slice(0, first * 2), ...inside, ...moved] };
}
