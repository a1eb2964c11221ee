import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { ThemeProvider } from 'styled-components';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/theme/tokens';
import { installEditorConfig } from '../../test/editor/fake-live-api';
import { editorSchemas } from '../../model/editor-schema';
import { siteFile } from '../../model/paths';
import { SchemaForm } from './schema-form';
import type { Problem } from './problems';

// The real schemas, as GET /__editor/schema serves them, from the repo's site.json and public/.
const schemas = editorSchemas();
const hero = schemas.blocks.hero!;
const heroValue = {
  ...(hero.example as Record<string, unknown>),
  avatars: [
    { src: '/images/avatars/client-1.svg', alt: 'First client', width: 96, height: 96 },
    { src: '/images/avatars/client-2.svg', alt: 'Second client', width: 96, height: 96 },
  ],
};
const base = '/pages/0/sections/0';

interface Props {
  schema?: object;
  value?: unknown;
  problems?: Problem[];
  onChange?: (value: unknown) => void;
}

/** The form with its value in state, as the editor holds it, reporting each change. */
function Editable({ schema = hero.schema, value: initial = heroValue, problems = [], onChange = () => {} }: Props) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeProvider theme={theme}>
      <SchemaForm
        schema={schema}
        value={value}
        problems={problems}
        pointerBase={base}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </ThemeProvider>
  );
}

const lastValue = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)?.[0] as Record<string, unknown>;

async function axeViolations(container: Element) {
  // jsdom lays nothing out: contrast is checked in the browser
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('SchemaForm', () => {
  it("shows each field's title with its description tied to the control", () => {
    render(<Editable />);
    const heading = screen.getByRole('textbox', { name: 'Heading' });
    expect(heading).toHaveValue('Software that moves your business forward');
    expect(heading).toHaveAccessibleDescription('Main heading of the page.');
    expect(screen.getByRole('textbox', { name: 'Text' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('group', { name: 'Button' })).toHaveAccessibleDescription('The call-to-action button.');
    expect(screen.queryByRole('textbox', { name: 'Block type' })).toBeNull();
  });

  it('calls onChange with the new value, leaving the untouched parts as they were', async () => {
    const onChange = vi.fn();
    render(<Editable onChange={onChange} />);
    const heading = screen.getByRole('textbox', { name: 'Heading' });
    await userEvent.clear(heading);
    await userEvent.type(heading, 'New words');
    const value = lastValue(onChange);
    expect(value.heading).toBe('New words');
    expect(value.type).toBe('hero');
    expect(value.avatars).toBe(heroValue.avatars);
  });

  it('removes an optional field emptied, and keeps a required one as an empty string', async () => {
    const onChange = vi.fn();
    render(<Editable value={{ ...heroValue, id: 'top' }} onChange={onChange} />);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Anchor id' }));
    expect(lastValue(onChange)).not.toHaveProperty('id');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Trust line' }));
    expect(lastValue(onChange)).toHaveProperty('believedBy', '');
  });

  it("offers the site's routes, anchors included, in a select", async () => {
    const onChange = vi.fn();
    render(<Editable onChange={onChange} />);
    const target = within(screen.getByRole('group', { name: 'Button' })).getByRole('combobox', { name: 'Target' });
    const options = within(target).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['/', '/about-us', '/#aximo-counter', '/contact-us']));
    expect(target).toHaveDisplayValue('/contact-us');
    await userEvent.selectOptions(target, '/about-us');
    expect(lastValue(onChange).cta).toEqual({ label: 'Book a free consultation', to: '/about-us' });
  });

  it('adds, reorders and removes list items with buttons named after the item', async () => {
    const onChange = vi.fn();
    render(<Editable onChange={onChange} />);
    const avatars = () => (lastValue(onChange).avatars as { alt: string }[]).map((avatar) => avatar.alt);

    await userEvent.click(screen.getByRole('button', { name: 'Move down item 1 of Avatars' }));
    expect(avatars()).toEqual(['Second client', 'First client']);
    // focus stays with the moved item, now second
    expect(screen.getByRole('button', { name: 'Move down item 2 of Avatars' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Move down item 2 of Avatars' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Move up item 2 of Avatars' }));
    expect(avatars()).toEqual(['First client', 'Second client']);

    await userEvent.click(screen.getByRole('button', { name: 'Remove item 1 of Avatars' }));
    expect(avatars()).toEqual(['Second client']);
    expect(within(screen.getByRole('group', { name: 'Avatars' })).getByRole('textbox', { name: 'Alternative text' })).toHaveValue('Second client');
    expect(screen.getByRole('button', { name: 'Remove item 1 of Avatars' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Add item to Avatars' }));
    expect(lastValue(onChange).avatars).toEqual([heroValue.avatars[1], { src: '', alt: '', width: 1, height: 1 }]);
    // focus moves into the new item, to its first control
    expect(screen.getByRole('group', { name: 'Image 2' })).toContainElement(document.activeElement as HTMLElement);
  });

  it("moves focus within the list it changed, not within a list inside an item", async () => {
    const footer = {
      columns: [
        { title: 'Company', links: [{ label: 'About', to: '/about-us' }, { label: 'FAQ', to: '/faq' }] },
        { title: 'Help', links: [{ label: 'Contact', to: '/contact-us' }] },
      ],
      contactTitle: 'Contact',
      rights: 'All rights reserved.',
    };
    render(<Editable schema={schemas.shared.footer} value={footer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Move down item 1 of Link columns' }));
    expect(screen.getByRole('button', { name: 'Move down item 2 of Link columns' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Remove item 2 of Link columns' }));
    expect(screen.getByRole('button', { name: 'Remove item 1 of Link columns' })).toHaveFocus();
  });

  it('shows a problem under its field, in a marketer’s words, and ignores other sections', () => {
    const problems = [
      { pointer: `${base}/heading`, message: 'must not be empty' },
      { pointer: '/pages/0/sections/1/heading', message: 'must be at most 90 characters long' },
      { pointer: `${base}/cta`, message: 'missing required property "to"' },
    ];
    render(<Editable problems={problems} />);
    const heading = screen.getByRole('textbox', { name: 'Heading' });
    expect(heading).toHaveAttribute('aria-invalid', 'true');
    expect(heading).toHaveAccessibleDescription('Main heading of the page. is empty: fill it in.');
    expect(screen.queryByText('must be at most 90 characters long')).toBeNull();
    expect(screen.queryByText('is too long: keep it to 90 characters or fewer.')).toBeNull();
    // a missing property's message goes to that property's field
    const target = screen.getByRole('combobox', { name: 'Target' });
    expect(target).toHaveAccessibleDescription('Route the link leads to. is required: fill it in.');
    expect(screen.getByRole('textbox', { name: 'Label' })).not.toHaveAttribute('aria-invalid');
  });

  it('picks an image from public/ by keyboard, showing thumbnails', async () => {
    const onChange = vi.fn();
    render(<Editable onChange={onChange} />);
    const image = screen.getByRole('group', { name: 'Image' });
    await userEvent.click(within(image).getByRole('button', { name: 'Choose Source' }));
    const files = within(image).getByRole('radiogroup', { name: 'Choose Source' });
    const current = within(files).getByRole('radio', { name: '/images/hero.svg' });
    expect(current).toBeChecked();
    expect(files.querySelector('img[src="/images/hero.svg"]')).not.toBeNull();
    await userEvent.type(within(image).getByRole('searchbox', { name: 'Filter files' }), 'process');
    await userEvent.click(within(files).getByRole('radio', { name: '/images/process.svg' }));
    expect((lastValue(onChange).image as { src: string }).src).toBe('/images/process.svg');
  });

  it('edits a oneOf by choosing its kind, keeping the fields both kinds share', async () => {
    const onChange = vi.fn();
    const navigation = { items: [{ label: 'Home', to: '/' }, { service: 'web-development' }], cta: { label: 'Contact', to: '/contact-us' } };
    render(<Editable schema={schemas.shared.navigation} value={navigation} onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Kind of Menu 1' })).toHaveDisplayValue('Link');
    expect(screen.getByRole('combobox', { name: 'Kind of Menu 2' })).toHaveDisplayValue('Service link');
    expect(screen.getByRole('combobox', { name: 'Service id' })).toHaveDisplayValue('web-development');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind of Menu 1' }), 'Menu entry with submenu');
    expect((lastValue(onChange).items as unknown[])[0]).toEqual({ label: 'Home', to: '/', children: [] });
  });

  it('has no axe violations, with problems shown', async () => {
    const problems = [{ pointer: `${base}/heading`, message: 'must not be empty' }, { pointer: `${base}/image/src`, message: 'file "public/x.svg" does not exist' }];
    const { container } = render(<Editable problems={problems} />);
    await userEvent.click(within(screen.getByRole('group', { name: 'Image' })).getByRole('button', { name: 'Choose Source' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('admin-only fields', () => {
  const settings = schemas.shared.settings;
  const value = { ...(JSON.parse(readFileSync(siteFile, 'utf8')) as { settings: object }).settings, liveChat: { scriptUrl: 'https://embed.chat.example/widget.js' } };
  let removeConfig: (() => void) | null = null;
  afterEach(() => {
    removeConfig?.();
    removeConfig = null;
  });
  /** the settings' form on the live site for an account with `role`, or in the dev server (null) */
  const renderAs = (role: 'editor' | 'admin' | null, onChange?: (value: unknown) => void) => {
    if (role) removeConfig = installEditorConfig(role);
    return render(<Editable schema={settings} value={value} onChange={onChange} />);
  };

  it('shows them read-only to an editor, saying why', async () => {
    const { container } = renderAs('editor');
    const siteUrl = screen.getByRole('textbox', { name: 'Site URL' });
    expect(siteUrl).toBeDisabled();
    expect(siteUrl).toHaveAccessibleDescription(/Only an admin can change this\./);
    const chat = screen.getByRole('group', { name: 'Live chat' });
    expect(within(chat).getByRole('textbox', { name: 'Script URL' })).toBeDisabled();
    expect(within(chat).getByRole('button', { name: 'Remove Live chat' })).toBeDisabled();
    expect(screen.getAllByText('Only an admin can change this.')).toHaveLength(2);
    // the rest stays the editor's
    expect(screen.getByRole('textbox', { name: 'Site name' })).toBeEnabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([['an admin', 'admin'] as const, ['the developer (dev server, no account)', null] as const])('leaves them editable to %s', async (_who, role) => {
    const onChange = vi.fn();
    renderAs(role, onChange);
    const siteUrl = screen.getByRole('textbox', { name: 'Site URL' });
    expect(siteUrl).toBeEnabled();
    expect(screen.queryByText('Only an admin can change this.')).toBeNull();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Script URL' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Script URL' }), 'https://x.example/a.js');
    expect((lastValue(onChange).liveChat as { scriptUrl: string }).scriptUrl).toBe('https://x.example/a.js');
  });
});
