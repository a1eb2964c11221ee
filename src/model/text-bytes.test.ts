// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashOf } from './edit-version.ts';
import { bytesOf, decodedText } from './text-bytes.ts';

describe('a text read as bytes (npm run publish)', () => {
  it('is hashed from its bytes as its text would be, and a file that is not UTF-8 from its text', () => {
    const sha = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');
    const bytes = Buffer.from('{"title": "हमारे बारे में"}\n');
    expect(hashOf(decodedText(bytes))).toBe(sha(bytes));
    // a lone continuation byte: decoded as U+FFFD, whose bytes differ from the file's
    const broken = Buffer.concat([Buffer.from('{"a": "'), Buffer.from([0x80]), Buffer.from('"}')]);
    const text = decodedText(broken);
    expect(hashOf(text)).toBe(sha(Buffer.from(text)));
    expect(hashOf(text)).not.toBe(sha(broken));
    expect(bytesOf(text)).toEqual(Buffer.from(text));
    // the bytes of the text decoded last, the same object; any other text, encoded
    const again = decodedText(bytes);
    expect(bytesOf(again)).toBe(bytes);
    expect(bytesOf(`${again} `)).toEqual(Buffer.from(`${again} `));
  });
});
