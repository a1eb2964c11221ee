import { useId } from 'react';
import styled from 'styled-components';
import type { Site } from '@/generated/site';
import { languagesOf, localePath } from '@/shared/localize';
import { theme } from '@/theme/tokens';
import { sharedKeys, type SharedKey } from '../../api/editor-types';
import { describePlace } from '../../state/describe-place';
import type { RetirePlan } from '../../state/retire-page';
import { useSchemas } from '../../state/schemas-context';
import { labels } from '../../ui/labels';
import { Code, Notice } from '../../ui/controls';
import { retireLabels } from './retire-labels';

const Box = styled(Notice)`
  h3 {
    font-size: ${theme.fontSizes.sm};
  }
  ul {
    display: grid;
    gap: 0.25rem;
    overflow-wrap: anywhere;
  }
  summary {
    cursor: pointer;
  }
`;

/** The other languages' addresses of `path` (/hi/old-page), which the redirect answers too. */
function otherAddresses(site: Site, path: string): string[] {
  const { language } = site.settings;
  if (!language) return [];
  const { defaultLocale, codes } = languagesOf({ language, locales: site.settings.locales });
  return codes.filter((code) => code !== defaultLocale).map((code) => localePath(path, code, defaultLocale));
}

/** Where the links are: on how many pages, and in which parts of the shared content, in order. */
function linkPlaces(plan: RetirePlan): { pages: number; shared: string[] } {
  const pages = new Set<unknown>();
  const shared: string[] = [];
  for (const { path } of plan.links) {
    const [top, index] = path;
    if (top === 'pages') pages.add(index);
    else if (sharedKeys.includes(top as SharedKey) && !shared.includes(labels.shared[top as SharedKey])) shared.push(labels.shared[top as SharedKey]);
  }
  return { pages: pages.size, shared };
}

/** "What will happen": the page deleted, its links and visitors sent to the chosen page, the redirects it changes. */
export function RetireSummary({ site, title, plan }: { site: Site; title: string; plan: RetirePlan }) {
  const { blockTitle } = useSchemas();
  const headingId = useId();
  const others = otherAddresses(site, plan.from);
  const { pages, shared } = linkPlaces(plan);
  return (
    <Box as="section" aria-labelledby={headingId}>
      <h3 id={headingId}>{retireLabels.summary}</h3>
      {/* said again as the choice changes, so a screen reader hears where the links and visitors will go */}
      <ul aria-live="polite">
        <li>{retireLabels.deleted(title, plan.from, others.length > 0)}</li>
        <li>{plan.links.length > 0 ? retireLabels.links(plan.links.length, pages, shared, plan.to) : retireLabels.noLinks(plan.from)}</li>
        <li>{retireLabels.visitors(plan.from, others, plan.to)}</li>
        {plan.retargeted.length > 0 && <li>{retireLabels.retargeted(plan.retargeted.length, plan.from, plan.to)}</li>}
        {plan.replaced && <li>{retireLabels.replaced(plan.replaced.from, plan.replaced.to)}</li>}
        <li>{retireLabels.undo}</li>
      </ul>
      {plan.links.length > 0 && (
        <details>
          <summary>{retireLabels.which(plan.links.length)}</summary>
          <ul>
            {plan.links.map((place) => (
              <li key={place.pointer}>
                {describePlace(site, place.path, blockTitle)}: <Code>{place.value}</Code>
              </li>
            ))}
          </ul>
        </details>
      )}
    </Box>
  );
}
