import { useEffect, useRef, useState } from 'react';
import { pageTest, shareOf } from '@/model/section-tests';
import { isSharedUse } from '@/model/shared-sections';
import { useEditor } from '../../state/editor-context';
import { Button, ButtonRow, Hint, Notice } from '../../ui/controls';
import { EndTestDialog } from './end-test-dialog';
import { StartTestDialog } from './start-test-dialog';
import { TestResultsDialog } from './test-results';
import { ShareForm } from './share-form';
import { testLabels } from './labels';

type Open = 'start' | 'results' | 'end' | null;

/**
 * Above a section's form: Test a variant… (refused, saying why, on a shared section or a page already under test),
 * or the running test: its share, the switch between editing A and B, Results and End test….
 */
export function SectionTest() {
  const { state, dispatch } = useEditor();
  const { page: pageIndex, section, variant } = state.selection;
  const [open, setOpen] = useState<Open>(null);
  // what the last dialog did, said for the section it was done to, where the focus goes (its button may be gone)
  const [said, setSaid] = useState<{ text: string; page: number; section: number | null } | null>(null);
  const message = said && said.page === pageIndex && said.section === section ? said.text : '';
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) notice.current?.focus();
  }, [message, said]);
  const setMessage = (text: string) => setSaid({ text, page: pageIndex, section });
  const page = state.draft.pages[pageIndex];
  const raw = section === null ? undefined : page?.sections[section];
  if (!page || section === null || !raw) return null;
  const running = pageTest(page);
  const here = running?.section === section ? running.test : undefined;
  const refusal = isSharedUse(raw) ? testLabels.notOnShared : running && !here ? testLabels.oneAPage(running.section + 1) : undefined;
  const status = message ? (
    <Notice ref={notice} role="status" tabIndex={-1}>
      {message}
    </Notice>
  ) : null;
  if (!here) {
    return (
      <section aria-label={testLabels.heading}>
        <ButtonRow>
          <Button type="button" aria-haspopup="dialog" disabled={refusal !== undefined} aria-describedby={refusal ? 'section-test-refusal' : undefined} onClick={() => setOpen('start')}>
            {testLabels.testVariant}
          </Button>
        </ButtonRow>
        {refusal && <Hint id="section-test-refusal">{refusal}</Hint>}
        <StartTestDialog open={open === 'start'} page={pageIndex} section={section} onClose={() => setOpen(null)} onDone={setMessage} />
        {status}
      </section>
    );
  }
  return (
    <section aria-label={testLabels.heading}>
      <Hint>{testLabels.running(shareOf(here))}</Hint>
      <fieldset>
        <legend>{testLabels.editing}</legend>
        {(['a', 'b'] as const).map((shown) => (
          <label key={shown}>
            <input type="radio" name="section-test-variant" checked={(variant ?? 'a') === shown} onChange={() => dispatch({ type: 'select', selection: shown === 'b' ? { variant: 'b' } : {} })} />
            {shown === 'a' ? testLabels.variantA : testLabels.variantB}
          </label>
        ))}
      </fieldset>
      <ShareForm key={`${pageIndex}-${section}-${shareOf(here)}`} page={pageIndex} section={section} share={shareOf(here)} onDone={setMessage} />
      <ButtonRow>
        <Button type="button" aria-haspopup="dialog" onClick={() => setOpen('results')}>
          {testLabels.results}
        </Button>
        <Button type="button" aria-haspopup="dialog" onClick={() => setOpen('end')}>
          {testLabels.endTest}
        </Button>
      </ButtonRow>
      <TestResultsDialog open={open === 'results'} path={page.path} onClose={() => setOpen(null)} />
      <EndTestDialog open={open === 'end'} page={pageIndex} section={section} onClose={() => setOpen(null)} onDone={setMessage} />
      {status}
    </section>
  );
}
