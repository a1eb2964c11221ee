import type { SiteShell } from '@/content/site-types';
import { site as realSite } from '@/content/site';

/** A deep copy of the real site with `edit` applied, for tests that need other content. */
export function siteWith(edit: (draft: SiteShell) => void): SiteShell {
  const draft = structuredClone(realSite);
  edit(draft);
  return draft;
}

/** The real site with a second-level submenu ("Industries" → two links) added under Services. */
export const siteWithNestedMenu = siteWith((draft) => {
  const services = draft.navigation.items.find((item) => 'children' in item);
  if (!services || !('children' in services)) throw new Error('site.json has no submenu');
  services.children.splice(4, 0, {
    label: 'Industries',
    to: '/about-us',
    children: [
      { label: 'Healthcare', to: '/faq' },
      { label: 'Retail', to: '/testimonial' },
    ],
  });
});
