import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { formatProblem, validateSiteText } from '../../src/model/validate-site.ts';
import { root } from './paths.ts';
import { withFallback } from '../../tests/translated-site.ts';

const fixtures = import.meta.glob<{ fixture: { type: string } }>('../../src/blocks/*/*.fixture.ts', { eager: true });

it('finds a fixture for every block', () => {
  expect(Object.keys(fixtures).length).toBeGreaterThan(0);
});

it.each(Object.entries(fixtures).map(([file, mod]) => [path.basename(file), mod.fixture] as const))(
  '%s is a valid section of the real site',
  (_file, fixture) => {
    // its texts are English only: valid, with each one listed as awaiting its Hindi
    const site = withFallback(JSON.parse(readFileSync(path.join(root, 'site.json'), 'utf8')));
    site.pages[0]!.sections = [fixture as never];
    const result = validateSiteText(JSON.stringify(site, null, 2), { file: 'site.json' });
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result.untranslated?.every((text) => text.pointer.startsWith('/pages/0/sections/0/'))).toBe(true);
  },
);
