import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IconName } from '@/generated/site';
import commonSchema from '../../schema/defs/common.schema.json';
import { Icon } from './icon';
import { controlIconPaths, iconPaths, type ControlIconName } from './icon-paths';

const drawn = (name: IconName | ControlIconName, props: { size?: number; strokeWidth?: number } = {}) => render(<Icon name={name} {...props} />).container.querySelector('svg');

describe('Icon', () => {
  it('has a drawing for every icon name the schema allows', () => {
    expect(Object.keys(iconPaths).sort()).toEqual([...commonSchema.$defs.icon.enum].sort());
  });

  it('keeps the names of the controls apart from the content icons', () => {
    expect(Object.keys(controlIconPaths).filter((name) => name in iconPaths)).toEqual([]);
  });

  it.each([...Object.keys(iconPaths), ...Object.keys(controlIconPaths)] as (IconName | ControlIconName)[])('draws "%s" hidden from assistive technology', (name) => {
    const svg = drawn(name, { size: 32 });
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('width', '32');
    expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^[Mm]/);
  });

  it('draws content icons at 24 px with a 1.75 stroke and controls at 20 px with a 2 stroke, unless told', () => {
    expect(drawn('rocket')).toHaveAttribute('width', '24');
    expect(drawn('rocket')).toHaveAttribute('stroke-width', '1.75');
    expect(drawn('chevron-down')).toHaveAttribute('width', '20');
    expect(drawn('chevron-down')).toHaveAttribute('stroke-width', '2');
    expect(drawn('mail', { size: 18, strokeWidth: 2 })).toHaveAttribute('stroke-width', '2');
  });
});
