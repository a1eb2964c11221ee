import { useContext, type ReactNode } from 'react';
import { useEditingLanguage } from '../state/editing-language';
import { plainMessage } from './problem-words';
import { LockedNoteContext, useForm } from './form-context';
import { problemsAt } from './problems';
import { Description, Label, ProblemText, Required, Row, WarningText } from './form.styles';
import { formLabels } from './labels';

export interface FieldMeta {
  id: string;
  descriptionId: string;
  problemId: string;
  messages: string[];
  warningId: string;
  /** warnings at this very field, in plain words */
  warnings: readonly string[];
  /** for aria-describedby: the description, then the problems and warnings */
  describedBy: string | undefined;
  invalid: true | undefined;
}

/**
 * The ids of a field's control, description and problems (and the note of a locked field); `children` are the pointers
 * of the fields it renders inside, `also` messages it shows from elsewhere (a translation: its text's "not translated").
 */
export function useFieldMeta(pointer: string, description: unknown, children: readonly string[] = [], also: readonly string[] = []): FieldMeta {
  const { idOf, problems, warnings: warningMap } = useForm();
  const lockedNote = useContext(LockedNoteContext);
  const id = idOf(pointer);
  const messages = [...problemsAt(problems, pointer, children), ...also];
  const descriptionId = `${id}-description`;
  const problemId = `${id}-problem`;
  const warningId = `${id}-warning`;
  const warnings = warningMap?.get(pointer) ?? [];
  const describedBy = [description ? descriptionId : '', lockedNote ?? '', messages.length ? problemId : '', warnings.length ? warningId : ''].filter(Boolean).join(' ') || undefined;
  return { id, descriptionId, problemId, messages, warningId, warnings, describedBy, invalid: messages.length ? true : undefined };
}

export function FieldDescription({ meta, text }: { meta: FieldMeta; text: unknown }) {
  return text ? <Description id={meta.descriptionId}>{String(text)}</Description> : null;
}

/**
 * The problems validation found at this field, in a marketer's words under its label ("is empty: fill it in."), as the
 * problems alert says them; `npm run validate`'s own words are the alert's, for developers. Then what it warns of
 * here ("Worth fixing: …"), which refuses nothing.
 */
export function FieldProblems({ meta }: { meta: FieldMeta }) {
  // a form in another language knows the default one; one in the default language asks the editor (a form alone: English)
  const { language } = useForm();
  const editing = useEditingLanguage();
  const defaultLanguage = language?.defaultCode ?? editing?.defaultCode ?? 'en';
  return (
    <>
      {meta.messages.length > 0 && (
        <div id={meta.problemId}>
          {meta.messages.map((message, index) => (
            <ProblemText key={index}>{plainMessage(message, defaultLanguage)}</ProblemText>
          ))}
        </div>
      )}
      {meta.warnings.length > 0 && (
        <div id={meta.warningId}>
          {meta.warnings.map((warning) => (
            <WarningText key={warning}>{formLabels.warning(warning)}</WarningText>
          ))}
        </div>
      )}
    </>
  );
}

interface LeafFrameProps {
  meta: FieldMeta;
  title: string;
  description: unknown;
  required: boolean;
  children: ReactNode;
}

/** Label, description, control and problems of a single-value field. */
export function LeafFrame({ meta, title, description, required, children }: LeafFrameProps) {
  return (
    <Row>
      <Label htmlFor={meta.id}>
        {title}
        {required && <Required aria-hidden="true">*</Required>}
      </Label>
      <FieldDescription meta={meta} text={description} />
      {children}
      <FieldProblems meta={meta} />
    </Row>
  );
}
