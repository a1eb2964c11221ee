import { isUtf8 } from 'node:buffer';

// the text read last with its bytes: a publish hashes, packs and writes the same megabytes (12 MB at 1,000 pages a
// language), and encoding them again costs ~50 ms each time
let last: { text: string; bytes: Buffer } | undefined;

/** A file's bytes as text, the bytes remembered for bytesOf. Bytes that are not UTF-8 do not come back as they were. */
export function decodedText(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  if (isUtf8(bytes)) last = { text, bytes };
  return text;
}

/** A text given as itself or as its UTF-8 bytes (a plain Uint8Array once they have crossed a thread). */
export const asText = (content: string | Uint8Array): string => (typeof content === 'string' ? content : Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('utf8'));

/** A text's UTF-8 bytes: those it was decoded from when it is the text decodedText gave last. */
export const bytesOf = (text: string): Buffer => (last?.text === text ? last.bytes : Buffer.from(text));
