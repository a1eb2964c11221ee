import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/generated/site';
import { testSite } from '../../state/test-site';
import { fakeApi } from '../../../test/editor/fake-api';
import { openEditor } from '../../../test/editor/open-editor';

// The preview is an iframe of its own (src/editor/preview), tested there.
vi.mock('@/editor/preview/preview-frame', () => ({ PreviewFrame: ({ path }: { path: string }) => <p>preview of {path}</p> }));

type Loose = Record<string, unknown>;

/** The test site in English and Hindi; its call to action's link has its Hindi, nothing else does. */
function bilingualSite(): Site {
  const site = testSite();
  Object.assign(site.settings, { language: 'en', locales: [{ code: 'en', name: 'English' }, { code: 'hi', name: 'हिन्दी' }] });
  const cta = site.pages[0]!.sections[1] as unknown as Loose;
  (cta.link as Loose).translations = { hi: { label: 'जाएँ' } };
  return site;
}

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  localStorage.clear();
  api = fakeApi(bilingualSite());
});
afterEach(() => vi.unstubAllGlobals());

async function open() {
  const opened = await openEditor();
  await waitFor(() => expect(within(opened.sections).getAllByRole('button').length).toBeGreaterThan(2));
  return opened;
}

const sectionButton = (sections: HTMLElement, name: RegExp) => within(sections).getAllByRole('button', { name }).find((button) => button.hasAttribute('data-section-index'))!;
const form = () => screen.getByRole('region', { name: 'Properties' });

describe("the editor's languages", { timeout: 30_000 }, () => {
  it('offers no language switch on a site in one language', async () => {
    api = fakeApi(testSite());
    await open();
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
  });

  it('switches the forms and the preview to Hindi: each text under its English, its translation edited beside it', async () => {
    const { user, sections } = await open();
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(within(language).getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Hindi (हिन्दी)']);
    await user.click(sectionButton(sections, /Talk to us/));
    expect(await within(form()).findByRole('textbox', { name: /^Heading/ })).toHaveValue('Talk to us');
    expect(screen.getByText('preview of /')).toBeInTheDocument();

    await user.selectOptions(language, 'hi');
    expect(screen.getByText('preview of /hi/')).toBeInTheDocument();
    const heading = within(form()).getByRole('textbox', { name: 'Heading (Hindi)' });
    expect(heading).toHaveValue('');
    expect(heading).toHaveAttribute('lang', 'hi');
    // the English text above the input, read-only and marked as English, and named by the input's description
    const original = document.getElementById(heading.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(original).toHaveTextContent('English: Talk to us');
    expect(within(original).getByText('Talk to us')).toHaveAttribute('lang', 'en');
    // a translated text shows its translation; a link's target is the same in every language, edited as before
    expect(within(form()).getByRole('textbox', { name: 'Label (Hindi)' })).toHaveValue('जाएँ');
    expect(within(form()).getByRole('combobox', { name: /^Target/ })).toBeInTheDocument();

    await user.type(heading, 'बात करें');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saves).toHaveLength(1));
    const saved = api.saves[0]!.site.pages[0]!.sections[1] as unknown as Loose;
    expect(saved.heading).toBe('Talk to us');
    expect(saved.translations).toEqual({ hi: { heading: 'बात करें' } });
    expect((saved.link as Loose).translations).toEqual({ hi: { label: 'जाएँ' } });

    // emptied again, the translation goes, and so does the translations object it leaves empty
    await user.clear(within(form()).getByRole('textbox', { name: 'Heading (Hindi)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saves).toHaveLength(2));
    expect(api.saves[1]!.site.pages[0]!.sections[1]).not.toHaveProperty('translations');

    await user.selectOptions(language, 'en');
    expect(within(form()).getByRole('textbox', { name: /^Heading/ })).toHaveValue('Talk to us');
  });

  it("translates a list of texts as a list of the same length, each under its English", async () => {
    const site = bilingualSite();
    (site.pages[1]!.sections[0] as unknown as Loose).paragraphs = ['First.', 'Second.'];
    api = fakeApi(site);
    const { user, sections } = await open();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');
    await user.click(screen.getByRole('button', { name: 'About /about' }));
    await user.click(sectionButton(sections, /Team/));
    const list = within(form()).getByRole('group', { name: /^Paragraphs \(Hindi\)/ });
    const inputs = within(list).getAllByRole('textbox');
    expect(inputs).toHaveLength(2);
    await user.type(inputs[1]!, 'दूसरा।');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saves).toHaveLength(1));
    expect((api.saves[0]!.site.pages[1]!.sections[0] as unknown as Loose).translations).toEqual({ hi: { paragraphs: ['', 'दूसरा।'] } });
  });

  it("lists the page's missing translations in Hindi, each jumping to its field", async () => {
    api.untranslated = [
      { pointer: '/pages/0/sections/0/heading', locale: 'hi', fallback: false },
      { pointer: '/pages/0/sections/1/heading', locale: 'hi', fallback: false },
      { pointer: '/pages/1/sections/0/heading', locale: 'hi', fallback: false },
      { pointer: '/navigation/cta/label', locale: 'hi', fallback: false },
    ];
    const { user, sections } = await open();
    // the default language has nothing to translate
    expect(screen.queryByRole('region', { name: /Missing translations/ })).toBeNull();
    expect(sections).not.toHaveTextContent(/not in Hindi/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');
    const missing = await screen.findByRole('region', { name: 'Missing translations (Hindi)' });
    // the outline marks each section that has any
    await waitFor(() => expect(sectionButton(sections, /Hero/)).toHaveAccessibleName(/1 text not in Hindi$/));
    expect(sectionButton(sections, /Talk to us/)).toHaveAccessibleName(/1 text not in Hindi$/);
    await waitFor(() => expect(within(missing).getAllByRole('button')).toHaveLength(2));
    expect(within(missing).getAllByRole('button').map((button) => button.textContent)).toEqual(['Section 1 “Hero” › Heading', 'Section 2 “Call to action” › Heading']);
    expect(missing).toHaveTextContent('Publishing is refused until each is translated into Hindi.');

    await user.click(within(missing).getByRole('button', { name: 'Section 2 “Call to action” › Heading' }));
    expect(within(form()).getByRole('heading', { name: 'Section 2: Call to action' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(within(form()).getByRole('textbox', { name: 'Heading (Hindi)' })));

    // another page lists its own, and a part of the site's content its own
    await user.click(screen.getByRole('button', { name: 'About /about' }));
    await waitFor(() => expect(within(missing).getAllByRole('button').map((button) => button.textContent)).toEqual(['Section 1 “Story” › Heading']));
    await user.click(within(screen.getByRole('navigation', { name: 'Site' })).getByRole('button', { name: 'Navigation' }));
    const label = within(missing).getByRole('button', { name: /^Navigation › / });
    await user.click(label);
    await waitFor(() => expect(document.activeElement).toHaveAttribute('lang', 'hi'));
    expect(document.activeElement).toHaveAccessibleName('Label (Hindi)');
  });

  it('remembers the language chosen in this browser across a reload, and forgets it once back in the default', async () => {
    const first = await open();
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');
    first.view.unmount();

    const second = await open();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('hi');
    expect(screen.getByText('preview of /hi/')).toBeInTheDocument();
    await second.user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'en');
    second.view.unmount();

    await open();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('edits the default language when the remembered one is no longer on the site', async () => {
    localStorage.setItem('site-editor:language', 'ta');
    await open();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(screen.getByText('preview of /')).toBeInTheDocument();
  });

  it('has no axe violations in Hindi (contrast is checked in the browser)', async () => {
    api.untranslated = [{ pointer: '/pages/0/sections/1/heading', locale: 'hi', fallback: true }];
    const { user, view, sections } = await open();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');
    await user.click(sectionButton(sections, /Talk to us/));
    await screen.findByRole('textbox', { name: 'Heading (Hindi)' });
    await screen.findByText(/may be published so/);
    const result = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
