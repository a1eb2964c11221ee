import { fieldId } from '../../forms/schema-form';
import { focusFirstWhenShown } from '../../problems/focus-place';
import { Button } from '../../ui/controls';
import { textWarningWords } from '../../state/page-text-warnings';
import type { ShareFacts } from './share-facts';
import { shareLabels } from './share-labels';
import { Warnings } from './share-preview.styles';

/** What validation would warn about the page's title and description, each with the way to its field below. */
export function ShareWarnings({ warnings }: { warnings: ShareFacts['warnings'] }) {
  if (warnings.length === 0) return null;
  return (
    <Warnings>
      <p>{shareLabels.warnings}</p>
      <ul>
        {warnings.map((warning) => (
          <li key={`${warning.field}-${warning.kind}`}>
            {textWarningWords(warning)}{' '}
            {/* the page's own form is the one shown beside: its field's id, in either language */}
            <Button type="button" $variant="plain" onClick={() => focusFirstWhenShown([fieldId('page', `/${warning.field}`)])}>
              {shareLabels.goTo(warning.field)}
            </Button>
          </li>
        ))}
      </ul>
    </Warnings>
  );
}
