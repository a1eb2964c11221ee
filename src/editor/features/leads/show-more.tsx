import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { Button, ErrorText } from '../../ui/controls';
import { leadsLabels } from './labels';

const Row = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space.xs};
`;

interface Props {
  busy: boolean;
  error: string | null;
  onShowMore: () => void;
}

/** The next page of the list; while it loads the button stays where it is, saying so. */
export function ShowMore({ busy, error, onShowMore }: Props) {
  return (
    <Row>
      <Button type="button" onClick={() => !busy && onShowMore()} aria-disabled={busy || undefined}>
        {busy ? leadsLabels.loadingMore : leadsLabels.showMore}
      </Button>
      {error && <ErrorText role="alert">{leadsLabels.moreFailed(error)}</ErrorText>}
    </Row>
  );
}
