const format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An ISO time as people read it, in their own time zone: `25 Nov 2026, 14:03`. */
export const formatTime = (iso: string): string => format.format(new Date(iso));
