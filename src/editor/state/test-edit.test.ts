import { describe, expect, it } from 'vitest';
import type { Site } from '@/generated/site';
import { testSite } from './test-site';
import { previewedDraft, testEdit } from './test-edit';

describe('the preview of a page under test', () => {
  const started = testEdit(testSite(), { type: 'startTest', page: 0, section: 0, share: 50, startedAt: '2026-12-07T10:00:00.000Z' })!.site;
  const edited = testEdit(started, { type: 'editVariant', page: 0, section: 0, value: { type: 'hero', heading: 'Hello, B' } as never, at: 1 })!.site;

  it('shows B while the form edits B, A otherwise, the same objects while the page is unchanged', () => {
    const asB = previewedDraft(edited, 0, 'b');
    expect(asB.pages[0]!.sections[0]).toEqual({ type: 'hero', heading: 'Hello, B' });
    const asA = previewedDraft(edited, 0, undefined);
    expect(asA.pages[0]!.sections[0]).toEqual(testSite().pages[0]!.sections[0]);
    expect(previewedDraft(edited, 0, 'b').pages[0]).toBe(asB.pages[0]);
    expect(asB.pages[1]).toBe(edited.pages[1]);
  });

  it('is the draft itself for a page under no test', () => {
    const site: Site = testSite();
    expect(previewedDraft(site, 0, 'b')).toBe(site);
  });
});
