import { visibleText } from '@/shared/visible-text';
import { fromPointer } from '@/shared/json-pointer';
import { languageName } from '../../ui/language-labels';
import { formatTime } from '../../ui/zoned-time';
import { reviewLabels } from './labels';
import type { Review } from '../../api/reviews-api';

/**
 * A field inside its section, page or shared area in words, as describe-place.ts words a place: `heading`,
 * `items 2 › title` (a list's items counted from 1, read with the list's name).
 */
export function fieldWords(pointer: string): string {
  const words: string[] = [];
  for (const step of fromPointer(pointer)) {
    if (/^\d+$/.test(step)) words.push(`${words.pop() ?? 'item'} ${Number(step) + 1}`);
    else words.push(step);
  }
  return words.join(' › ');
}

/** A request's state in words; `dueAt` finds when an approved schedule goes live (null while unknown). */
export function stateWords(review: Review, timeZone: string, dueAt: (scheduleId: number) => string | null): string {
  switch (review.state) {
    case 'pending':
      return reviewLabels.state.pending;
    case 'sent-back':
      return reviewLabels.state.sentBack(visibleText(review.decidedBy) ?? '', commentText(review.decisionComment ?? ''));
    case 'approved': {
      if (review.scheduleId === null) return reviewLabels.state.published(review.versionId);
      const due = dueAt(review.scheduleId);
      return reviewLabels.state.scheduled(due === null ? null : formatTime(due, timeZone), timeZone);
    }
  }
}

/** A language of the site as the editor names it: `English`, `Hindi (हिन्दी)` (its own name from settings.locales). */
export function languageWords(code: string, locales: { code: string; name: string }[] | undefined): { editor: string; own: string | null } {
  const own = locales?.find((locale) => locale.code === code)?.name;
  const editor = languageName(code);
  return { editor, own: own && own !== editor ? own : null };
}

/** An image's file name, what its thumbnail's text says: `/media/team-2.webp` → `team-2.webp`. */
export const fileName = (src: string): string => src.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? src;

/** Someone's comment as typed, its lines kept, any other control character or bidi override shown as its escape. */
export const commentText = (text: string): string => text.split('\n').map((line) => visibleText(line)).join('\n');
