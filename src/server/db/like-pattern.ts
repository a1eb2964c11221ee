/** A LIKE pattern (with ESCAPE '\') that finds `text` anywhere, as literal text: its %, _ and \ match only themselves. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
