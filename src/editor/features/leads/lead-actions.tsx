import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { Button } from '../../ui/controls';
import { leadStatuses, type LeadChange, type LeadDetail } from '@/shared/leads';
import { leadsLabels } from './labels';
import { Panel, controlLook } from './leads.styles';

const { space, fontSizes } = theme;

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    float: left;
    width: 100%;
    padding: 0;
    margin-bottom: ${space.xs};
    font-size: ${fontSizes.lg};
    font-weight: 700;
  }
  /* the current status is filled and marked: not by colour alone */
  button[aria-pressed='true']::before {
    content: '✓';
  }
`;

const AssignForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${space.xs};
  label {
    flex: 1 1 100%;
    font-size: ${fontSizes.lg};
    font-weight: 700;
  }
  select {
    ${controlLook}
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

interface Props {
  lead: LeadDetail;
  assignees: string[];
  busy: boolean;
  onChange: (change: LeadChange) => void;
}

/** Status (a button each, the current one pressed) and assignee (Nobody or an account): each sent with the lead's revision. */
export function LeadActions({ lead, assignees, busy, onChange }: Props) {
  const id = useId();
  const assign = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('assignee') ?? '');
    if (!busy && email !== (lead.assignee ?? '')) onChange({ assignee: email || null });
  };
  return (
    <Panel as="div">
      <Group aria-busy={busy}>
        <legend>{leadsLabels.statusGroup}</legend>
        {leadStatuses.map((status) => (
          <Button
            key={status}
            type="button"
            $variant={lead.status === status ? 'primary' : undefined}
            aria-pressed={lead.status === status}
            aria-disabled={busy || undefined}
            onClick={() => !busy && lead.status !== status && onChange({ status })}
          >
            {leadsLabels.status[status]}
          </Button>
        ))}
      </Group>
      <AssignForm onSubmit={assign}>
        <label htmlFor={`${id}-assignee`}>{leadsLabels.assignee}</label>
        {/* keyed by revision: after someone else's change it shows theirs */}
        <select key={lead.revision} id={`${id}-assignee`} name="assignee" defaultValue={lead.assignee ?? ''}>
          <option value="">{leadsLabels.nobody}</option>
          {assignees.map((email) => (
            <option key={email} value={email}>
              {email}
            </option>
          ))}
        </select>
        <Button type="submit" aria-disabled={busy || undefined}>
          {leadsLabels.assign}
        </Button>
      </AssignForm>
    </Panel>
  );
}
