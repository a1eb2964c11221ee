import type { ResolvedLink } from '@/content/menu';
import { useLabels } from '@/hooks/use-labels';
import { NavDropdown } from './nav-dropdown';
import { Item, Nav, TopLink, TopList } from './desktop-nav.styles';

/** The header's menu on wide screens; hidden below the navigation breakpoint, where the mobile menu takes over. */
export function DesktopNav({ items }: { items: ResolvedLink[] }) {
  const labels = useLabels();
  return (
    <Nav aria-label={labels.mainNav}>
      <TopList>
        {items.map((item) =>
          item.children ? (
            <NavDropdown key={item.label} entry={item} level={1} />
          ) : (
            <Item key={item.label}>
              <TopLink to={item.to} end>
                {item.label}
              </TopLink>
            </Item>
          ),
        )}
      </TopList>
    </Nav>
  );
}
