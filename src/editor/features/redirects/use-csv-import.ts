import { useEffect, useRef, useState } from 'react';
import type { Site } from '@/generated/site';
import type { Redirect } from '@/shared/redirects';
import type { CsvProblem } from '@/shared/redirects-csv';
import { redirectLabels as words } from './labels';
import { importCsv } from './redirect-rules';

/** A file refused: its name and each problem on its line (none when it could not be read at all: `message`). */
export interface ImportRefusal {
  name: string;
  problems: CsvProblem[];
  message?: string;
}

// 10,000 lines of at most 2,000 characters: a larger file is refused before it is read
const megabytesMax = 21;

/**
 * Import CSV…: the file picked is read and checked whole against the draft (its lines' form, then the site's rules
 * over the list it would make) before anything changes; a refusal lists every problem on its line and takes focus.
 */
export function useCsvImport(site: Site, by: string | undefined, apply: (list: Redirect[], text: string) => void) {
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const read = async (file: File) => {
    if (file.size > megabytesMax * 1024 * 1024)
      return setRefusal({
        name: file.name,
        problems: [],
        message: words.tooLarge(file.name, megabytesMax),
      });
    let text: string;
    try {
      text = await file.text();
    } catch (error) {
      return setRefusal({
        name: file.name,
        problems: [],
        message: words.unreadable(file.name, (error as Error).message),
      });
    }
    const result = importCsv(site, text, { by, at: new Date().toISOString() });
    if (!result.ok) return setRefusal({ name: file.name, problems: result.problems });
    setRefusal(null);
    apply(result.list, words.imported(result.redirects.length, file.name));
  };

  return {
    refusal,
    refusalRef,
    picker,
    pick: () => picker.current?.click(),
    read: (file: File) => void read(file),
    dismiss: () => setRefusal(null),
  };
}
