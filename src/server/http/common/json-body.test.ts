// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tooDeepMessage } from '../../../shared/json-depth.ts';
import { parseJsonText } from '../../../model/json-text.ts';

describe('parseJsonText', () => {
  it('reads JSON', () => {
    expect(parseJsonText('{"a":[1,{"constructor":"a name"}]}')).toEqual({ ok: true, value: { a: [1, { constructor: 'a name' }] } });
  });

  it('refuses text nested 10,000 deep with 400 and the reason, without a stack overflow', () => {
    for (const text of ['['.repeat(10_000), `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`, `[${'['.repeat(100_000)}`]) {
      expect(parseJsonText(text)).toEqual({ ok: false, status: 400, message: tooDeepMessage() });
    }
  });

  it('refuses malformed text, saying so', () => {
    expect(parseJsonText('{"a":')).toMatchObject({ ok: false, status: 400, message: expect.stringMatching(/^The request body is not valid JSON: /) });
    expect(parseJsonText('')).toMatchObject({ ok: false, status: 400 });
  });

  it.each(['{"__proto__":{"admin":true}}', '{"a":[{"\\u005f_proto__":{}}]}', '{"constructor":{"prototype":{"admin":true}}}', '{"\\u0063onstructor" : {"prototype":1}}'])(
    'refuses %s, which could change a prototype',
    (text) => {
      expect(parseJsonText(text)).toMatchObject({ ok: false, status: 400, message: expect.stringMatching(/prototype/) });
    },
  );

  it('keeps a "__proto__" inside a string', () => {
    expect(parseJsonText('{"text":"\\"__proto__\\": 1"}')).toEqual({ ok: true, value: { text: '"__proto__": 1' } });
  });
});
