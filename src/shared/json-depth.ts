/**
 * How deep JSON text may nest objects and arrays. site.json nests 8 levels; a body 10,000 levels deep is an attack
 * that would overflow the stack of any recursive walk (validation, diffs, minimal edits) after JSON.parse accepted it.
 */
export const maxJsonDepth = 64;

/**
 * The offset of the first `{` or `[` that opens level `limit + 1` of `text`, or -1 when the text nests no deeper
 * than `limit`. One pass without recursion, strings skipped: it never parses and never overflows, whatever the text.
 */
export function tooDeepAt(text: string, limit = maxJsonDepth): number {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index++; // backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > limit) return index;
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return -1;
}

/** The sentence a refusal of too deep a text says. */
export const tooDeepMessage = (limit = maxJsonDepth) => `The JSON nests objects and arrays deeper than ${limit} levels; nothing was read.`;
