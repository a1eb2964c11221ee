import type { Redirect } from '@/shared/redirects';
import { redirectsCsv } from '@/shared/redirects-csv';

/**
 * Downloads `redirects` as a CSV file named `name` (from,to,status, read back by Import CSV…), through a link put
 * beside `place`: inside the open dialog, where the rest of the page is inert.
 */
export function downloadCsv(redirects: readonly Redirect[], name: string, place: Element): void {
  const url = URL.createObjectURL(new Blob([redirectsCsv(redirects)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  place.after(link);
  link.click();
  link.remove();
  // the download has taken the file by the next task
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
