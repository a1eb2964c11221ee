import type { MenuLink } from '@/generated/site';
import { Link } from '@/components/link';
import { useResolvedLinks } from '@/hooks/use-resolved-menu';
import { ColumnTitle, LinkList } from './footer.styles';

/** A titled list of links in the footer, as its own navigation landmark. */
export function FooterColumn({ title, links }: { title: string; links: MenuLink[] }) {
  const resolved = useResolvedLinks(links);
  return (
    <div>
      <ColumnTitle>{title}</ColumnTitle>
      <nav aria-label={title}>
        <LinkList>
          {resolved.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </LinkList>
      </nav>
    </div>
  );
}
