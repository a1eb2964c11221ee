import { describePlace } from '../../state/describe-place';
import { useSchemas } from '../../state/schemas-context';
import { useEditor } from '../../state/editor-context';
import type { LinkPlace } from '../../state/route-links';
import { Code, Notice } from '../../ui/controls';

/** Why something was refused: the links to a page, each named by page, section and field; then the way out, if any. */
export function LinkPlaces({ intro, places, wayOut }: { intro: string; places: LinkPlace[]; wayOut?: string | undefined }) {
  const { state } = useEditor();
  const { blockTitle } = useSchemas();
  return (
    <Notice role="alert" $tone="danger">
      <p>{intro}</p>
      <ul>
        {places.map((place) => (
          <li key={place.pointer}>
            {describePlace(state.draft, place.path, blockTitle)}: <Code>{place.value}</Code>
          </li>
        ))}
      </ul>
      {wayOut && <p>{wayOut}</p>}
    </Notice>
  );
}
