import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IconName } from '@/generated/site';
import commonSchema from '../../schema/defs/common.schema.json';
import { Icon } from './icon';
import { iconPaths } from './icon-paths';

describe('Icon', () => {
  it('has a drawing for every icon name the schema allows', () => {
    expect(Object.keys(iconPaths).sort()).toEqual([...commonSchema.$defs.icon.enum].sort());
  });

  it.each(Object.keys(iconPaths) as IconName[])('draws "%s" hidden from assistive technology', (name) => {
    const { container } = render(<Icon name={name} size={32} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('width', '32');
    expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
  });
});
