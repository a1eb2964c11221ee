import { Link, useMatch } from 'react-router-dom';
import { mayEditContent } from '@/shared/live-editor';
import { editorPath, insightsPath } from '@/shared/server-paths';
import type { EditorConfig } from '../../api/editor-config';
import { Account } from '../../ui/account';
import { ButtonLink } from '../../ui/controls';
import { leadsLabels } from './labels';
import { Bar } from './leads.styles';

/** The banner: the Leads page, the site editor for an account that may edit the content, Insights, and the account. */
export function LeadsHeader({ config }: { config: EditorConfig }) {
  const onList = useMatch('/') !== null;
  return (
    <Bar>
      <nav aria-label={leadsLabels.nav}>
        <ul>
          <li>
            <ButtonLink as={Link} to="/" aria-current={onList ? 'page' : undefined} data-touch>
              {leadsLabels.leads}
            </ButtonLink>
          </li>
          {mayEditContent(config.account.role) && (
            <li>
              <ButtonLink href={editorPath} data-touch>
                {leadsLabels.siteEditor}
              </ButtonLink>
            </li>
          )}
          <li>
            <ButtonLink href={insightsPath} data-touch>
              {leadsLabels.insights}
            </ButtonLink>
          </li>
        </ul>
      </nav>
      <Account email={config.account.email} />
    </Bar>
  );
}
