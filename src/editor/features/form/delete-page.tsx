import { useState } from 'react';
import { labels } from '../../ui/labels';
import { useEditor } from '../../state/editor-context';
import { linksFromElsewhere, type LinkPlace } from '../../state/route-links';
import { routeKeys } from '../../state/route-keys';
import { Button, ErrorText } from '../../ui/controls';
import { LinkPlaces } from './link-places';

/** Deletes a page (undoable); refused, naming each link, while another place links to it. */
export function DeletePage({ index }: { index: number }) {
  const { state, dispatch } = useEditor();
  const [refusal, setRefusal] = useState<{ places: LinkPlace[]; last: boolean } | null>(null);
  const remove = () => {
    const places = linksFromElsewhere(state.draft, index, routeKeys);
    const last = state.draft.pages.length <= 1;
    if (places.length > 0 || last) return setRefusal({ places, last });
    setRefusal(null);
    dispatch({ type: 'deletePage', page: index });
  };
  return (
    <div>
      <Button type="button" $variant="danger" onClick={remove}>
        {labels.deletePage}
      </Button>
      {refusal?.last && <ErrorText role="alert">{labels.deleteLast}</ErrorText>}
      {refusal && refusal.places.length > 0 && <LinkPlaces intro={labels.deleteRefused} places={refusal.places} />}
    </div>
  );
}
