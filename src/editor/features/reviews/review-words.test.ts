import { describe, expect, it } from 'vitest';
import { reviewOf } from '@/test/editor/fake-reviews-api';
import { commentText, fieldWords, fileName, languageWords, stateWords } from './review-words';

describe('the words of a review', () => {
  it('names a field as describe-place does: list items counted from 1, read with their list', () => {
    expect(fieldWords('/heading')).toBe('heading');
    expect(fieldWords('/items/1/title')).toBe('items 2 › title');
    expect(fieldWords('/cta/label')).toBe('cta › label');
    expect(fieldWords('/paragraphs/0')).toBe('paragraphs 1');
    expect(fieldWords('/a~1b')).toBe('a/b');
  });

  it('says what came of a request, a schedule’s time in the site’s zone', () => {
    const none = () => null;
    expect(stateWords(reviewOf({}), 'UTC', none)).toBe('Waiting for review');
    expect(stateWords(reviewOf({ state: 'approved', versionId: 12 }), 'UTC', none)).toBe('Approved: published as version 12');
    expect(stateWords(reviewOf({ state: 'approved', scheduleId: 3 }), 'Europe/Berlin', (id) => (id === 3 ? '2030-12-01T08:00:00.000Z' : null))).toBe(
      'Approved: scheduled for 1 Dec 2030, 09:00 (Europe/Berlin)',
    );
    expect(stateWords(reviewOf({ state: 'approved', scheduleId: 3 }), 'UTC', none)).toBe('Approved: scheduled to be published at a set time');
    expect(stateWords(reviewOf({ state: 'sent-back', decidedBy: 'root@example.com', decisionComment: 'Shorter, please.' }), 'UTC', none)).toBe('Sent back by root@example.com: Shorter, please.');
  });

  it('keeps a comment’s lines and shows its bidi overrides rather than obeying them', () => {
    expect(commentText('one\ntwo')).toBe('one\ntwo');
    expect(commentText('moc.elpmaxe\u202e')).toBe('moc.elpmaxe\\u202e');
  });

  it('names a language in the editor’s words, with its own name when that differs', () => {
    expect(languageWords('hi', [{ code: 'en', name: 'English' }, { code: 'hi', name: 'हिन्दी' }])).toEqual({ editor: 'Hindi', own: 'हिन्दी' });
    expect(languageWords('en', [{ code: 'en', name: 'English' }])).toEqual({ editor: 'English', own: null });
    expect(languageWords('en', undefined)).toEqual({ editor: 'English', own: null });
  });

  it('names an image by its file', () => {
    expect(fileName('/media/team-2.webp')).toBe('team-2.webp');
    expect(fileName('/images/hero.jpg?v=2')).toBe('hero.jpg');
  });
});
