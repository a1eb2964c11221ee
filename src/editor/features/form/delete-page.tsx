import { useState } from 'react';
import { labels } from '../../ui/labels';
import { useEditor } from '../../state/editor-context';
import { linksFromElsewhere, type LinkPlace } from '../../state/route-links';
import { routeKeys } from '../../state/route-keys';
import { mayRetire } from '../../state/retire-page';
import { Button, ButtonRow, ErrorText } from '../../ui/controls';
import { useFormNotice } from './form-notice';
import { LinkPlaces } from './link-places';
import { retireLabels } from './retire-labels';
import { RetirePageDialog } from './retire-page-dialog';

/**
 * Deletes a page (undoable): refused, naming each link, while another place links to it; or, but for the home page,
 * deletes it sending its links and visitors to another page.
 */
export function DeletePage({ index }: { index: number }) {
  const { state, dispatch } = useEditor();
  const say = useFormNotice();
  const [refusal, setRefusal] = useState<{ places: LinkPlace[]; last: boolean } | null>(null);
  const [retiring, setRetiring] = useState(false);
  const retirable = mayRetire(state.draft, index);
  const remove = () => {
    const places = linksFromElsewhere(state.draft, index, routeKeys);
    const last = state.draft.pages.length <= 1;
    if (places.length > 0 || last) return setRefusal({ places, last });
    setRefusal(null);
    dispatch({ type: 'deletePage', page: index });
  };
  return (
    <div>
      <ButtonRow>
        <Button type="button" $variant="danger" onClick={remove}>
          {labels.deletePage}
        </Button>
        {retirable && (
          <Button type="button" $variant="danger" onClick={() => setRetiring(true)}>
            {retireLabels.open}
          </Button>
        )}
      </ButtonRow>
      {refusal?.last && <ErrorText role="alert">{labels.deleteLast}</ErrorText>}
      {refusal && refusal.places.length > 0 && <LinkPlaces intro={labels.deleteRefused} places={refusal.places} wayOut={retirable ? retireLabels.refusedWayOut : undefined} />}
      {retirable && <RetirePageDialog index={index} open={retiring} onClose={() => setRetiring(false)} onRetired={say} />}
    </div>
  );
}
