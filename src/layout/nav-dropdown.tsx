import { useId, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { ResolvedLink } from '@/content/menu';
import { Icon } from '@/components/icon';
import { useDropdown } from '@/hooks/use-dropdown';
import { useLabels } from '@/hooks/use-labels';
import { isInSection } from './menu-match';
import { Item, SubItem, SubLink, Submenu, Toggle, TopLink } from './desktop-nav.styles';

interface NavDropdownProps {
  entry: ResolvedLink;
  level: 1 | 2;
}

/** A menu entry whose label links to its page and whose chevron button opens its submenu. */
export function NavDropdown({ entry, level }: NavDropdownProps) {
  const labels = useLabels();
  const rootRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { open, toggle } = useDropdown(rootRef, toggleRef);
  const submenuId = useId();
  const { pathname } = useLocation();
  const Root = level === 1 ? Item : SubItem;
  const Label = level === 1 ? TopLink : SubLink;

  return (
    <Root ref={rootRef}>
      <Label to={entry.to} end $inSection={isInSection(entry, pathname)}>
        {entry.label}
      </Label>
      <Toggle
        ref={toggleRef}
        type="button"
        $level={level}
        aria-expanded={open}
        aria-controls={submenuId}
        aria-label={labels.submenu(entry.label)}
        onClick={toggle}
      >
        <Icon name="chevron-down" size={16} />
      </Toggle>
      <Submenu id={submenuId} $level={level} hidden={!open}>
        {(entry.children ?? []).map((child) =>
          child.children && level === 1 ? (
            <NavDropdown key={child.label} entry={child} level={2} />
          ) : (
            <SubItem key={child.label}>
              <SubLink to={child.to} end>
                {child.label}
              </SubLink>
            </SubItem>
          ),
        )}
      </Submenu>
    </Root>
  );
}
