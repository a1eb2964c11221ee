import { useId } from 'react';
import { labels } from './labels';
import { Button, ButtonRow } from './controls';
import { useAskInPlace } from './use-ask-in-place';

interface Props {
  /** the button's text (Cancel, Revoke) and its accessible name, which says what it acts on */
  label: string;
  name: string;
  /** asked where the button stood: "Cancel this schedule?" */
  question: string;
  onConfirm: () => void;
}

/** A button for something that cannot be undone, which becomes its question, Yes / No, where it stood. */
export function AskInPlace({ label, name, question, onConfirm }: Props) {
  const { asking, ask, withdraw, button, no } = useAskInPlace();
  const questionId = useId();
  if (!asking) {
    return (
      <ButtonRow>
        <Button ref={button} type="button" $variant="danger" aria-label={name} onClick={ask}>
          {label}
        </Button>
      </ButtonRow>
    );
  }
  return (
    <div role="group" aria-labelledby={questionId}>
      <p id={questionId}>{question}</p>
      <ButtonRow>
        <Button type="button" $variant="danger" onClick={onConfirm}>
          {labels.yes}
        </Button>
        <Button ref={no} type="button" onClick={withdraw}>
          {labels.no}
        </Button>
      </ButtonRow>
    </div>
  );
}
