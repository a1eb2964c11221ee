const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML element content and for attribute values quoted with either quote. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => entities[character]!);
