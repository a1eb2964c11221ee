import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/generated/site';
import { testSite } from '../../state/test-site';
import { fakeApi } from '../../../test/editor/fake-api';
import { openEditor } from '../../../test/editor/open-editor';

// The preview is an iframe of its own (src/editor/preview), tested there.
vi.mock('@/editor/preview/preview-frame', () => ({ PreviewFrame: ({ path }: { path: string }) => <p>preview of {path}</p> }));

/** The test site with /draft a template of two sections. */
function siteWithTemplate(): Site {
  const site = testSite();
  Object.assign(site.pages[5]!, { template: true, description: 'A landing page.', sections: [{ type: 'hero', heading: 'Offer' }, { type: 'cta', heading: 'Ask us' }] });
  return site;
}

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  localStorage.clear();
  api = fakeApi(siteWithTemplate());
});

const banner = () => screen.getByRole('banner');
const sectionNames = () => within(screen.getByRole('list', { name: 'Sections' })).queryAllByRole('listitem').map((item) => item.textContent);

describe('Add page → Start from', { timeout: 60_000 }, () => {
  it('marks templates in the pages list, lists them first, and starts a page from one in one undoable edit', async () => {
    const { user } = await openEditor();
    expect(screen.getByRole('button', { name: 'Draft /draft Template' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add page' }));
    const dialog = screen.getByRole('dialog', { name: 'Add page' });
    const start = within(dialog).getByRole('combobox', { name: 'Start from' });
    expect(within(start).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'An empty page',
      'Draft (/draft)',
      'Home (/)',
      'About (/about)',
      'Contact (/contact)',
      'Thanks (/thanks)',
      'Web (/web)',
    ]);
    expect(within(start).getAllByRole('group').map((group) => group.getAttribute('label'))).toEqual(['A template', 'An existing page']);
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toBeInTheDocument();
    await user.selectOptions(start, 'Draft (/draft)');
    expect(start).toHaveAccessibleDescription(/gets its sections, their translations and the shared sections they use/);
    // the template's description and breadcrumb come with it
    expect(within(dialog).queryByRole('textbox', { name: 'Description' })).toBeNull();
    expect((await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => violation.id)).toEqual([]);

    const path = within(dialog).getByRole('textbox', { name: 'Path' });
    await user.clear(path);
    await user.type(path, '/draft');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Autumn offer');
    await user.click(within(dialog).getByRole('button', { name: 'Add page' }));
    expect(path).toHaveAccessibleDescription(/That path is already the page "Draft"\./);
    await user.clear(path);
    await user.type(path, '/autumn');
    await user.click(within(dialog).getByRole('button', { name: 'Add page' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Autumn offer /autumn' })).toHaveAttribute('aria-current', 'page');
    expect(sectionNames()).toHaveLength(2);

    await user.click(within(banner()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saves).toHaveLength(1));
    const pages = api.saves[0]!.site.pages;
    expect(pages.map((page) => page.path)).toEqual(['/', '/about', '/contact', '/thanks', '/web', '/draft', '/autumn']);
    expect(pages[6]).toEqual({ id: 'autumn', path: '/autumn', title: 'Autumn offer', description: 'A landing page.', sections: pages[5]!.sections });

    await user.click(within(banner()).getByRole('button', { name: 'Undo' }));
    expect(screen.queryByRole('button', { name: 'Autumn offer /autumn' })).toBeNull();
  });

  it('starts a page from an existing page, right after it; an empty page is as before', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Add page' }));
    const dialog = screen.getByRole('dialog', { name: 'Add page' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Start from' }), 'About (/about)');
    const path = within(dialog).getByRole('textbox', { name: 'Path' });
    await user.clear(path);
    await user.type(path, '/edit/x');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Team');
    await user.click(within(dialog).getByRole('button', { name: 'Add page' }));
    expect(path).toHaveAccessibleDescription(/\/edit\/x is kept for .+: choose another path\./);
    await user.clear(path);
    await user.type(path, '/team');
    await user.click(within(dialog).getByRole('button', { name: 'Add page' }));
    const buttons = within(screen.getByRole('navigation', { name: 'Pages' })).getAllByRole('button', { name: /^[A-Z]/ });
    expect(buttons.slice(0, 3).map((button) => button.textContent)).toEqual(['Home /', 'About /about', 'Team /team']);
    expect(sectionNames()).toHaveLength(2);
  });
});
