import { visibleText } from '@/shared/visible-text';
import type { Lead } from '@/shared/leads';
import { leadsLabels } from './labels';

// What a lead says, made safe to show: its fields are anyone's text (see visibleText), shown as text by React.

const languages = new Intl.DisplayNames('en', { type: 'language' });

/** "Hindi" for hi; the code itself for one Intl does not know; "Unknown" for none. */
export function languageName(code: string | null): string {
  if (!code) return leadsLabels.unknown;
  try {
    return languages.of(code) ?? code;
  } catch {
    return visibleText(code);
  }
}

/** The lead's name, or what stands for it: "Lead 12" without one, "Lead 12 (erased)" once erased. */
export const leadName = (lead: Pick<Lead, 'id' | 'name' | 'erasedAt'>): string =>
  lead.erasedAt ? leadsLabels.erasedName(lead.id) : lead.name.trim() ? visibleText(lead.name.trim()) : leadsLabels.unnamed(lead.id);

/** The message's first line with text, for the list (CSS cuts it to the column). */
export const firstLine = (message: string): string => visibleText(message.split(/\r\n|\r|\n/).find((line) => line.trim())?.trim() ?? '');

const kept = /(\n|\t)/;

/** Text of many lines (a message, a note): its line breaks and tabs kept, every other control shown as its escape. */
export const multilineText = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .split(kept)
    .map((part) => (kept.test(part) ? part : visibleText(part)))
    .join('');

/** A tel: link's number: digits and a leading +, so "+91 98765-43210" dials. */
export const telHref = (phone: string): string => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
