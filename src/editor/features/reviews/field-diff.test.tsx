import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextChange } from './field-diff';

/** The words each side's marks hold: every one must be a whole word of that side's text. */
function markedWords(container: HTMLElement, tag: 'del' | 'ins'): string[] {
  return [...container.querySelectorAll(tag)].flatMap((mark) => (mark.textContent ?? '').split(/\s+/).filter(Boolean));
}

describe('a text before and after', () => {
  it('marks whole Hindi words, never a letter without its vowel sign', () => {
    const before = 'हम आधुनिकतम सॉफ़्टवेयर समाधान देते हैं';
    const after = 'ऐसा सॉफ़्टवेयर जो आपके व्यवसाय के साथ बढ़े';
    const { container } = render(<TextChange change={{ field: '/heading', kind: 'text', before, after }} lang="hi" />);
    const removed = markedWords(container, 'del');
    const added = markedWords(container, 'ins');
    expect(removed.length).toBeGreaterThan(0);
    expect(added.length).toBeGreaterThan(0);
    for (const word of removed) expect(before.split(' ')).toContain(word);
    for (const word of added) expect(after.split(' ')).toContain(word);
    // the word both sides share is not marked
    expect([...removed, ...added]).not.toContain('सॉफ़्टवेयर');
  });

  it('marks the English words that changed, and only those', () => {
    const { container } = render(<TextChange change={{ field: '/heading', kind: 'text', before: 'We deliver cutting-edge software', after: 'We deliver reliable software' }} lang="en" />);
    expect(markedWords(container, 'del').join(' ')).toBe('cutting-edge');
    expect(markedWords(container, 'ins')).toEqual(['reliable']);
  });
});
