import { Link } from 'react-router-dom';
import { mayEditContent, mayWorkLeads } from '@/shared/live-editor';
import { editorPath, leadsPath } from '@/shared/server-paths';
import type { Role } from '../../api/editor-config';
import { Account } from '../../ui/account';
import { ButtonLink } from '../../ui/controls';
import { insightsLabels } from './labels';
import { Bar } from './insights.styles';

/** The banner: the site editor and the leads for the accounts that may open them, Insights, and the account. */
export function InsightsHeader({ role, email }: { role: Role; email: string }) {
  return (
    <Bar>
      <nav aria-label={insightsLabels.nav}>
        <ul>
          {mayEditContent(role) && (
            <li>
              <ButtonLink href={editorPath} data-touch>
                {insightsLabels.siteEditor}
              </ButtonLink>
            </li>
          )}
          {mayWorkLeads(role) && (
            <li>
              <ButtonLink href={leadsPath} data-touch>
                {insightsLabels.leads}
              </ButtonLink>
            </li>
          )}
          <li>
            <ButtonLink as={Link} to="/" aria-current="page" data-touch>
              {insightsLabels.insights}
            </ButtonLink>
          </li>
        </ul>
      </nav>
      <Account email={email} />
    </Bar>
  );
}
