import styled from 'styled-components';
import type { SharedSection } from '@/generated/site';
import { sharedUses } from '@/model/shared-edits';
import { useEditor } from '../../state/editor-context';
import { Button, Hint, Notice } from '../../ui/controls';
import { sharedLabels } from '../../ui/shared-labels';
import { useFormNotice } from './form-notice';

// a page's name reads as a line of the list, not a centred button
const PageButton = styled(Button)`
  text-align: start;
`;

interface Props {
  page: number;
  section: number;
  shared: SharedSection;
}

/** Above a use's form: where its shared section is used (each page a button that goes there), and Detach. */
export function SharedUse({ page, section, shared }: Props) {
  const { state, dispatch } = useEditor();
  const say = useFormNotice();
  const uses = sharedUses(state.draft, shared.id);
  const detach = () => {
    dispatch({ type: 'detachSection', page, section });
    say(sharedLabels.detached(shared.name));
  };
  return (
    <Notice $tone="info" role="group" aria-labelledby="shared-use-heading">
      <strong id="shared-use-heading">{sharedLabels.usedOn(uses.length)}</strong>
      <ul>
        {uses.map((use) => (
          <li key={use.page}>
            <PageButton
              type="button"
              $variant="plain"
              aria-current={use.page === page ? 'page' : undefined}
              onClick={() => dispatch({ type: 'select', selection: { page: use.page, section: use.sections[0] ?? null, shared: null } })}
            >
              {sharedLabels.goToPage(use.title, use.path)}
              {use.template && ` (${sharedLabels.template})`}
              {use.page === page && ` · ${sharedLabels.thisPage}`}
            </PageButton>
          </li>
        ))}
      </ul>
      <Hint>{sharedLabels.usedOnHint}</Hint>
      <div>
        <Button type="button" onClick={detach} aria-describedby="shared-detach-hint">
          {sharedLabels.detach}
        </Button>
      </div>
      <Hint id="shared-detach-hint">{sharedLabels.detachHint}</Hint>
    </Notice>
  );
}
