// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { kindOf, matchOption, resolveSchema, unionOptions } from './schema-kind';

const root = {
  $defs: {
    heading: { title: 'Heading', type: 'string', maxLength: 90 },
    paragraph: { title: 'Paragraph', type: 'string', maxLength: 600 },
    link: { title: 'Link', type: 'object', additionalProperties: false, required: ['label', 'to'], properties: { label: { type: 'string' }, to: { type: 'string' } } },
    serviceLink: { title: 'Service link', type: 'object', additionalProperties: false, required: ['service'], properties: { service: { type: 'string' } } },
    leaf: { oneOf: [{ $ref: '#/$defs/link' }, { $ref: '#/$defs/serviceLink' }] },
    group: { title: 'Group', type: 'object', required: ['label', 'to', 'children'], properties: { label: {}, to: {}, children: { type: 'array' } } },
  },
};

describe('schema kinds', () => {
  it("follows a $ref and lets the field's own title win", () => {
    const field = { $ref: '#/$defs/heading', title: 'Main heading' };
    expect(resolveSchema(field, root)).toEqual({ title: 'Main heading', type: 'string', maxLength: 90 });
    expect(resolveSchema(field, root)).toBe(resolveSchema(field, root));
  });

  it('picks a textarea for long text only', () => {
    expect(kindOf(resolveSchema({ $ref: '#/$defs/heading' }, root))).toBe('text');
    expect(kindOf(resolveSchema({ $ref: '#/$defs/paragraph' }, root))).toBe('long-text');
    expect(kindOf({ type: 'string', contentMediaType: 'text/markdown' })).toBe('long-text');
    expect(kindOf({ type: 'string', 'x-widget': 'textarea' })).toBe('long-text');
    expect(kindOf({ type: 'string', enum: ['a'] })).toBe('enum');
    expect(kindOf({ type: 'string', enum: ['/a.svg'], 'x-widget': 'image-file' })).toBe('file');
    expect(kindOf({ const: 'hero' })).toBe('hidden');
    // an item's translations are not a form of their own (the form keeps them as they are)
    expect(kindOf({ type: 'object', additionalProperties: { type: 'object' }, 'x-widget': 'translations' })).toBe('hidden');
  });

  it('flattens nested unions and matches a value to the option it was written for', () => {
    const options = unionOptions({ anyOf: [{ $ref: '#/$defs/leaf' }, { $ref: '#/$defs/group' }] }, root);
    expect(options.map((option) => option.title)).toEqual(['Link', 'Service link', 'Group']);
    expect(matchOption(options, { label: 'Home', to: '/' }, root)).toBe(0);
    expect(matchOption(options, { service: 'web' }, root)).toBe(1);
    expect(matchOption(options, { label: 'More', to: '/', children: [] }, root)).toBe(2);
  });
});
