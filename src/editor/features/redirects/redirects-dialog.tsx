import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { EditorConfig } from '../../api/editor-config';
import { EditorDialog } from '../../ui/editor-dialog';
import { SessionEndedAlert } from '../../ui/session-ended-alert';
import { useFetched } from '../../ui/use-fetched';
import { Button, ButtonRow, Hint, Notice } from '../../ui/controls';
import { useEditor } from '../../state/editor-context';
import { AddRedirectForm } from './add-redirect-form';
import { downloadCsv } from './export-csv';
import { ImportRefusalNote } from './import-refusal';
import { redirectLabels as words } from './labels';
import { NotFoundList } from './not-found-list';
import { hitsByFrom } from './redirect-list';
import { otherLanguages } from './redirect-rules';
import { RedirectTable } from './redirect-table';
import { fetchRedirectHits } from './redirects-api';
import { useCsvImport } from './use-csv-import';
import { useRedirectEdits } from './use-redirect-edits';
import { Intro } from './redirects.styles';

/** Redirects: opens the view of the draft's redirects (and, on the live site, of what visitors asked for). */
export function RedirectsButton({ config }: { config: EditorConfig | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        {words.redirects}
      </Button>
      <EditorDialog open={open} title={words.title} onClose={() => setOpen(false)} wide>
        <RedirectsBody config={config} />
      </EditorDialog>
    </>
  );
}

const noHits = async () => [];

// Mounted as the dialog opens: each opening asks for the counts anew.
function RedirectsBody({ config }: { config: EditorConfig | null }) {
  const { state } = useEditor();
  const site = state.draft;
  const languages = useMemo(() => otherLanguages(site), [site]);
  const id = useId();
  const { list, note, noteRef, say, add, remove, replace, undo } = useRedirectEdits();
  const { refusal, refusalRef, picker, pick, read, dismiss } = useCsvImport(site, config?.account.email, replace);
  const { fetched } = useFetched(config ? fetchRedirectHits : noHits);
  const hits = useMemo(
    () =>
      fetched.phase === 'ready'
        ? {
            phase: 'ready' as const,
            data: hitsByFrom(list, fetched.data, languages),
          }
        : fetched,
    [fetched, list, languages],
  );
  const [adding, setAdding] = useState<{ from: string; round: number } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const importButton = useRef<HTMLButtonElement>(null);
  const redirected = useMemo(() => new Map(list.map((redirect) => [redirect.from, redirect])), [list]);

  const openForm = useCallback((from: string) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAdding((last) => ({ from, round: (last?.round ?? 0) + 1 }));
  }, []);
  const closeForm = () => {
    setAdding(null);
    if (opener.current?.isConnected) opener.current.focus();
  };

  return (
    <div className="dialog-body">
      {config && <SessionEndedAlert />}
      <Intro>{words.intro}</Intro>
      <Hint>{words.draftNote}</Hint>
      {!config && (
        <Notice role="note">
          <p>{words.devOnly}</p>
        </Notice>
      )}
      <ButtonRow>
        <Button type="button" onClick={() => openForm('')} data-autofocus>
          {words.add}
        </Button>
        <Button ref={importButton} type="button" onClick={pick} aria-describedby={`${id}-csv`}>
          {words.importCsv}
        </Button>
        <Button
          type="button"
          disabled={list.length === 0}
          onClick={(event) => {
            downloadCsv(list, words.exportName, event.currentTarget);
            say(words.exported(list.length));
          }}
        >
          {words.exportCsv}
        </Button>
      </ButtonRow>
      <Hint id={`${id}-csv`}>{words.csvHint}</Hint>
      <input
        ref={picker}
        type="file"
        accept=".csv,text/csv"
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // picking the same file again is a new choice
          event.target.value = '';
          if (file) read(file);
        }}
      />
      {refusal && (
        <ImportRefusalNote
          refusal={refusal}
          noteRef={refusalRef}
          onDismiss={() => {
            dismiss();
            importButton.current?.focus();
          }}
        />
      )}
      {note && (
        <Notice key={note.text} ref={noteRef} tabIndex={-1} role={note.failed ? 'alert' : 'status'} $tone={note.failed ? 'danger' : 'info'}>
          <p>{note.text}</p>
          {note.undoable && (
            <div>
              <Button type="button" onClick={undo}>
                {words.undo}
              </Button>
            </div>
          )}
        </Notice>
      )}
      {adding && (
        <AddRedirectForm
          key={adding.round}
          site={site}
          initialFrom={adding.from}
          by={config?.account.email}
          onAdd={(redirect) => {
            setAdding(null);
            add(redirect);
          }}
          onCancel={closeForm}
        />
      )}
      <RedirectTable redirects={list} hits={config ? hits : null} timeZone={config?.timeZone} onRemove={remove} />
      {config && <NotFoundList redirected={redirected} languages={languages} timeZone={config.timeZone} onRedirect={openForm} />}
    </div>
  );
}
