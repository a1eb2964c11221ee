import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { previewDays } from '@/shared/preview-links';
import { fetchVersions } from '../../api/live-api';
import { useFetched } from '../../ui/use-fetched';
import { previewLabels } from './labels';
import { readDays } from './preview-days';
import { makePreviewLink, type PreviewLink } from './previews-api';

export type Showing = 'draft' | 'version';

export interface MadeLink {
  link: PreviewLink;
  /** absolute: what is copied and opened */
  url: string;
}

/**
 * The form of "Share a preview": what the link shows (the saved draft, which unsaved changes rule out, or a
 * published version, the live one to start with), for how many days, and what the server refused where it applies.
 */
export function useMakeLink(dirty: boolean, onMade: (made: MadeLink) => void, fields: { days: RefObject<HTMLInputElement | null>; version: RefObject<HTMLSelectElement | null> }) {
  const versions = useFetched(fetchVersions).fetched;
  const [chosen, setChosen] = useState<Showing>(dirty ? 'version' : 'draft');
  const [picked, setPicked] = useState<number | null>(null);
  const [daysText, setDaysText] = useState(String(previewDays.default));
  // an empty field says nothing until it is left or sent: it is on its way to another number
  const [daysLeft, setDaysLeft] = useState(false);
  const [daysRefused, setDaysRefused] = useState<string | null>(null);
  const [versionError, setVersionError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // a second Enter while the first is on its way makes no second link
  const sending = useRef(false);

  const showing: Showing = dirty ? 'version' : chosen;
  const list = versions.phase === 'ready' ? versions.data : null;
  const version = picked ?? list?.live ?? list?.versions[0]?.id ?? null;
  const days = readDays(daysText);
  const daysError = daysRefused ?? (days === null && (daysLeft || daysText !== '') ? previewLabels.daysRange : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (days === null) {
      setDaysLeft(true);
      fields.days.current?.focus();
      return;
    }
    if (showing === 'version' && version === null) {
      setVersionError(previewLabels.chooseVersion);
      fields.version.current?.focus();
      return;
    }
    sending.current = true;
    setBusy(true);
    const result = await makePreviewLink(days, showing === 'version' ? version! : undefined);
    sending.current = false;
    setBusy(false);
    setDaysRefused(result.kind === 'refused' ? result.message : null);
    setVersionError(result.kind === 'no-version' ? result.message : null);
    setError(result.kind === 'failed' ? previewLabels.notMade(result.message) : null);
    if (result.kind === 'refused') fields.days.current?.focus();
    if (result.kind === 'no-version') fields.version.current?.focus();
    if (result.kind === 'made') onMade({ link: result.link, url: result.url });
  };

  return {
    versions,
    showing,
    /** unsaved changes: the saved draft is not what the editor shows, so it is not offered */
    draftOff: dirty,
    choose: setChosen,
    version,
    pickVersion: (id: number) => {
      setPicked(id);
      setChosen('version');
      setVersionError(null);
    },
    versionError,
    daysText,
    days,
    changeDays: (text: string) => {
      setDaysText(text);
      setDaysRefused(null);
    },
    leaveDays: () => setDaysLeft(true),
    daysError,
    submit,
    error,
    busy,
  };
}

export type MakeLinkForm = ReturnType<typeof useMakeLink>;
