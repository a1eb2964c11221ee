import { describePlace } from '../../state/describe-place';
import { useSchemas } from '../../state/schemas-context';
import { useEditor } from '../../state/editor-context';
import type { LinkPlace } from '../../state/route-links';
import { Code, Notice } from '../../ui/controls';

/** Why something was refused: the links to a page, each named by page, section and field. */
export function LinkPlaces({ intro, places }: { intro: string; places: LinkPlace[] }) {
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
    </Notice>
  );
}
