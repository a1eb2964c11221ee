/** A set of small numbers (glyph ids, indexes of code points) as a bitmap in base64url: a page's share of a font. */
export function encodeSet(values: Iterable<number>): string {
  let bytes = new Uint8Array(64);
  for (const value of values) {
    const at = value >> 3;
    if (at >= bytes.length) {
      const grown = new Uint8Array(Math.max(at + 1, bytes.length * 2));
      grown.set(bytes);
      bytes = grown;
    }
    bytes[at]! |= 1 << (value & 7);
  }
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end -= 1;
  return Buffer.from(bytes.subarray(0, end)).toString('base64url');
}

/** The numbers encodeSet wrote, added to `into`. */
export function decodeSet(text: string, into = new Set<number>()): Set<number> {
  const bytes = Buffer.from(text, 'base64url');
  for (let at = 0; at < bytes.length; at += 1) {
    const byte = bytes[at]!;
    if (byte === 0) continue;
    for (let bit = 0; bit < 8; bit += 1) if (byte & (1 << bit)) into.add(at * 8 + bit);
  }
  return into;
}
