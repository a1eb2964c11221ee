import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { blockListsFor, blockListsOf, blockTypesIn, refreshBlockLists } from './block-lists.ts';
import { schemaDir } from './paths.ts';

const schemaListing = (types: string[]) => ({
  $defs: { block: { properties: { type: { enum: types } }, oneOf: types.map((type) => ({ $ref: `blocks/${type}.schema.json` })) } },
});

describe("site.schema.json's block lists", () => {
  it('name the files of schema/blocks/, and no other (run `npm run gen-types` when this fails)', () => {
    const { written, wanted } = blockListsOf();
    expect(written).toEqual(wanted);
    expect([...written.types].sort()).toEqual(blockTypesIn());
  });

  it('keep the place of a listed type, add a new type last and drop a removed one', () => {
    expect(blockListsFor(schemaListing(['hero', 'cta', 'team']), ['cta', 'faq', 'hero'])).toEqual({
      types: ['hero', 'cta', 'faq'],
      oneOf: [{ $ref: 'blocks/hero.schema.json' }, { $ref: 'blocks/cta.schema.json' }, { $ref: 'blocks/faq.schema.json' }],
    });
  });

  describe('refreshed', () => {
    let copy: string | undefined;
    afterEach(() => {
      if (copy) rmSync(copy, { recursive: true, force: true });
    });

    it('are written from the folder when they are stale, and left alone when they are not', () => {
      copy = mkdtempSync(path.join(tmpdir(), 'block-lists-'));
      cpSync(schemaDir, copy, { recursive: true });
      const file = path.join(copy, 'site.schema.json');
      const before = readFileSync(file, 'utf8');
      expect(refreshBlockLists(copy)).toBe(false);
      expect(readFileSync(file, 'utf8')).toBe(before);

      cpSync(path.join(copy, 'blocks/cta.schema.json'), path.join(copy, 'blocks/pricing-table.schema.json'));
      unlinkSync(path.join(copy, 'blocks/team.schema.json'));
      expect(refreshBlockLists(copy)).toBe(true);
      const { written, wanted } = blockListsOf(copy);
      expect(written).toEqual(wanted);
      expect(written.types.at(-1)).toBe('pricing-table');
      expect(written.types).not.toContain('team');
      expect(written.oneOf.at(-1)).toEqual({ $ref: 'blocks/pricing-table.schema.json' });
      // the rest of the file is as it was
      const rest = (text: string) => {
        const schema = JSON.parse(text) as { $defs: { block: Record<string, unknown> } };
        const { oneOf: _oneOf, properties: _properties, ...block } = schema.$defs.block;
        return { ...schema, $defs: { ...schema.$defs, block } };
      };
      expect(rest(readFileSync(file, 'utf8'))).toEqual(rest(before));
    });
  });
});
