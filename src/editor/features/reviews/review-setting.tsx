import { useId, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { errorText } from '../../api/request';
import { focusRing, Hint } from '../../ui/controls';
import { reviewLabels } from './labels';
import { useReview } from './review-context';

const Setting = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: start;
  gap: 0.25rem ${theme.space.xs};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.sm};
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
    accent-color: ${theme.colors.ink};
    ${focusRing}
  }
  label {
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
  }
  > p {
    grid-column: 2;
  }
`;

/** An admin's switch: whether editors' changes go live only through an admin's approval (the server audits it). */
export function ReviewSetting() {
  const review = useReview()!;
  // what was asked for, shown while the server answers
  const [asked, setAsked] = useState<boolean | null>(null);
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const id = useId();

  const change = async (value: boolean) => {
    if (asked !== null) return;
    setAsked(value);
    setSaid(null);
    try {
      const now = await review.changeSetting(value);
      setSaid({ text: now ? reviewLabels.settingOn : reviewLabels.settingOff, failed: false });
    } catch (caught) {
      const message = errorText(caught);
      setSaid(message === null ? null : { text: reviewLabels.settingFailed(message), failed: true });
    }
    setAsked(null);
  };

  return (
    <Setting>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={asked ?? review.reviewRequired === true}
        disabled={review.reviewRequired === null}
        aria-busy={asked !== null || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void change(event.target.checked)}
      />
      <label htmlFor={id}>{reviewLabels.setting}</label>
      <Hint id={`${id}-hint`}>{reviewLabels.settingHint}</Hint>
      <p role={said?.failed ? 'alert' : 'status'}>{said?.text}</p>
    </Setting>
  );
}
