import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/generated/site';
import { setAt } from '@/shared/json-pointer';
import { clearDraft, draftOn, readDraft, writeChanges, writeDraft } from './draft-storage';
import { testSite } from './test-site';

const base = testSite();
const edited = (heading: string) => setAt(base, ['pages', 0, 'sections', 0, 'heading'], heading) as Site;
const baseWrites = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter(([key]) => key === 'site-editor:base').length;

describe('the stored draft', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearDraft();
  });

  it('keeps the changes, not the whole site, and the version they were made from once', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    writeDraft({ baseHash: 'hash-1', base, draft: edited('One') });
    writeDraft({ baseHash: 'hash-1', base, draft: edited('Two') });
    expect(baseWrites(setItem)).toBe(1);
    // after a pause in typing only the changes are written: the version waits for the tab to be hidden or left
    writeChanges({ baseHash: 'hash-1', base, draft: edited('Three') });
    expect(setItem.mock.calls.length).toBe(4);
    expect(baseWrites(setItem)).toBe(1);
    writeDraft({ baseHash: 'hash-1', base, draft: edited('Two') });
    expect(JSON.parse(localStorage.getItem('site-editor:draft')!)).toEqual({ baseHash: 'hash-1', changes: [expect.objectContaining({ kind: 'set', pointer: '/pages/0/sections/0/heading', value: 'Two' })] });
    const stored = readDraft()!;
    expect(stored.base).toEqual(base);
    expect(draftOn(base, stored)).toEqual(edited('Two'));
  });

  it('still restores the draft on the same version when storage has no room for that version', () => {
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === 'site-editor:base') throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    writeDraft({ baseHash: 'hash-1', base, draft: edited('Kept') });
    const stored = readDraft()!;
    expect(stored.base).toBeNull();
    expect(draftOn(base, stored)).toEqual(edited('Kept'));
  });

  it('forgets the draft and its version together', () => {
    writeDraft({ baseHash: 'hash-1', base, draft: edited('Gone') });
    clearDraft();
    expect(readDraft()).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
