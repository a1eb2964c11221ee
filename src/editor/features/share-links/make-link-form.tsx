import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useEditor } from '../../state/editor-context';
import { Button, ButtonRow, ErrorText } from '../../ui/controls';
import { DaysField } from './days-field';
import { previewLabels } from './labels';
import { ShowChoice } from './show-choice';
import { useMakeLink, type MadeLink } from './use-make-link';

// inside the dialog's body, whose padding it has already (the dialog pads a form of its own)
const Form = styled.form`
  && {
    padding: 0;
  }
`;

interface Props {
  timeZone: string;
  onMade: (made: MadeLink) => void;
  /** shown again after a link (Make another link): focus goes to the first choice, as when the dialog opens */
  takeFocus: boolean;
}

/** What the link shows and for how long, then Make link; refusals shown where they apply. */
export function MakeLinkForm({ timeZone, onMade, takeFocus }: Props) {
  const { dirty } = useEditor();
  const daysField = useRef<HTMLInputElement>(null);
  const versionField = useRef<HTMLSelectElement>(null);
  const form = useMakeLink(dirty, onMade, { days: daysField, version: versionField });
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [takeFocus]);
  return (
    <Form ref={ref} onSubmit={(event) => void form.submit(event)} noValidate>
      <ShowChoice form={form} field={versionField} timeZone={timeZone} />
      <DaysField form={form} field={daysField} timeZone={timeZone} />
      {form.error && <ErrorText role="alert">{form.error}</ErrorText>}
      <ButtonRow>
        <Button type="submit" $variant="primary" aria-disabled={form.busy || undefined}>
          {form.busy ? previewLabels.making : previewLabels.make}
        </Button>
      </ButtonRow>
    </Form>
  );
}
