import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/generated/site';
import { testSite } from '../../state/test-site';
import { fakeApi } from '../../../test/editor/fake-api';
import { openEditor } from '../../../test/editor/open-editor';

// The preview is an iframe of its own (src/editor/preview), tested there.
vi.mock('@/editor/preview/preview-frame', () => ({ PreviewFrame: ({ path }: { path: string }) => <p>preview of {path}</p> }));

/** The test site in English and Hindi, About's title and breadcrumb translated. */
function bilingualSite(): Site {
  const site = testSite();
  Object.assign(site.settings, { language: 'en', locales: [{ code: 'en', name: 'English' }, { code: 'hi', name: 'हिन्दी' }] });
  Object.assign(site.pages[1]!, { translations: { hi: { title: 'हमारे बारे में', breadcrumb: 'परिचय' } } });
  return site;
}

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  localStorage.clear();
  api = fakeApi(bilingualSite());
});

const banner = () => screen.getByRole('banner');
const form = () => screen.getByRole('region', { name: 'Properties' });

describe('Duplicate page…', { timeout: 60_000 }, () => {
  it('asks the path and title, refuses a taken or reserved path in plain words, then copies the page in one undoable edit and selects it', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'About /about' }));
    await user.click(await screen.findByRole('button', { name: 'Duplicate page…' }));
    const dialog = screen.getByRole('dialog', { name: 'Duplicate “About”' });
    const path = within(dialog).getByRole('textbox', { name: 'Path of the copy' });
    const title = within(dialog).getByRole('textbox', { name: 'Title of the copy' });
    expect(path).toHaveFocus();
    expect(path).toHaveValue('/about-copy');
    expect(title).toHaveValue('About (copy)');
    expect((await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => violation.id)).toEqual([]);

    const tryPath = async (value: string) => {
      await user.clear(path);
      await user.type(path, value);
      await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    };
    await tryPath('/contact');
    expect(path).toHaveAccessibleDescription(/That path is already the page "Contact"\./);
    expect(path).toHaveAttribute('aria-invalid', 'true');
    await tryPath('/edit');
    expect(path).toHaveAccessibleDescription(/\/edit is kept for .+: choose another path\./);
    await user.clear(title);
    await tryPath('/about/team');
    expect(title).toHaveAccessibleDescription(/Write the title\./);
    expect(within(banner()).getByRole('button', { name: 'Undo' })).toBeDisabled();

    await user.type(title, 'Our team');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const notice = within(form()).getByRole('status');
    expect(notice).toHaveTextContent('Made “Our team” at /about/team. Ctrl+Z undoes it.');
    expect(notice).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Our team /about/team' })).toHaveAttribute('aria-current', 'page');
    expect(within(form()).getByRole('heading', { name: 'Page: Our team' })).toBeInTheDocument();

    await user.click(within(banner()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saves).toHaveLength(1));
    const [home, about, copy] = api.saves[0]!.site.pages;
    expect(home!.path).toBe('/');
    expect(copy).toEqual({ id: 'about-team', path: '/about/team', title: 'Our team', breadcrumb: 'About', sections: about!.sections, translations: { hi: { breadcrumb: 'परिचय' } } });

    await user.click(within(banner()).getByRole('button', { name: 'Undo' }));
    expect(screen.queryByRole('button', { name: 'Our team /about/team' })).toBeNull();
  });

  it('changes nothing on Cancel and gives the focus back to its button', async () => {
    const { user } = await openEditor();
    await user.click(await screen.findByRole('button', { name: 'Duplicate page…' }));
    const dialog = screen.getByRole('dialog', { name: 'Duplicate “Home”' });
    expect(within(dialog).getByRole('textbox', { name: 'Path of the copy' })).toHaveValue('/home-copy');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Duplicate page…' })).toHaveFocus();
    expect(within(banner()).getByRole('button', { name: 'Undo' })).toBeDisabled();
  });
});
