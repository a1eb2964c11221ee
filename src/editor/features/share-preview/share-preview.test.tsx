import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/generated/site';
import { testSite } from '../../state/test-site';
import { fakeApi } from '../../../test/editor/fake-api';
import { openEditor } from '../../../test/editor/open-editor';

// The preview is an iframe of its own (src/editor/preview), tested there.
vi.mock('@/editor/preview/preview-frame', () => ({ PreviewFrame: ({ path }: { path: string }) => <p>preview of {path}</p> }));

const logo = { src: '/images/logo.svg', alt: 'Test home', width: 168, height: 40 };

/** The test site in English and Hindi at example.com, About translated, Contact with the description About will copy. */
function bilingualSite(): Site {
  const site = testSite();
  Object.assign(site.settings, { language: 'en', siteUrl: 'https://www.example.com', logo, locales: [{ code: 'en', name: 'English' }, { code: 'hi', name: 'हिन्दी' }] });
  Object.assign(site.pages[1]!, { description: 'Who we are.', translations: { hi: { title: 'हमारे बारे में', description: 'हम कौन हैं: आगरा की एक सॉफ़्टवेयर कंपनी, 2008 से, जो वेबसाइटें और ऐप बनाती है।' } } });
  Object.assign(site.pages[2]!, { description: 'Write to us about your project: a website, an app or software made for the way you work.' });
  return site;
}

beforeEach(() => {
  localStorage.clear();
  fakeApi(bilingualSite());
});

const form = () => screen.getByRole('region', { name: 'Properties' });
const preview = () => screen.getByRole('region', { name: 'Search result and link preview' });
const figure = (name: RegExp) => within(preview()).getByRole('figure', { name });

describe('Search result and link preview', { timeout: 60_000 }, () => {
  it("shows the page's search result and link preview beside its fields, cut and counted, updating as one types", async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'About /about' }));
    const search = figure(/^Search result/);
    expect(search).toHaveTextContent('Testwww.example.com › aboutAbout | TestWho we are.');
    expect(search).toHaveTextContent('Title with the site name: 12 characters; search engines show about 60.');
    expect(search).toHaveTextContent('Description: 11 characters; search engines show about 158.');
    // no share image anywhere: the logo, small, said in words
    const link = figure(/^Link preview/);
    expect(within(link).getByRole('img', { name: 'The shared picture: Test home' })).toHaveAttribute('src', '/images/logo.svg');
    expect(link).toHaveTextContent('www.example.comAbout | TestWho we are.');
    expect(link).toHaveTextContent(/No share image: the logo is shown/);
    expect(preview()).toHaveTextContent('The description is 11 characters; search engines show 50 to 160.');
    expect((await axe.run(preview(), { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => violation.id)).toEqual([]);

    const title = await within(form()).findByRole('textbox', { name: /^Document title/ }, { timeout: 30_000 });
    await user.clear(title);
    await user.type(title, 'About Test, the company that builds websites and apps in Agra since 2008');
    expect(search).toHaveTextContent('About Test, the company that builds websites and apps in…');
    expect(search).toHaveTextContent('Title with the site name: 79 characters; search engines show about 60, so it is cut.');
    // the whole title stays in the link preview, which draws two lines of it
    expect(link).toHaveTextContent('About Test, the company that builds websites and apps in Agra since 2008 | Test');

    const description = within(form()).getByRole('textbox', { name: /^Meta description/ });
    await user.clear(description);
    await user.type(description, 'Write to us about your project: a website, an app or software made for the way you work.');
    expect(preview()).toHaveTextContent('The page /contact has the same description: search engines may show only one of the two.');
    expect(preview()).not.toHaveTextContent(/The description is \d+ characters/);
    await user.click(within(preview()).getByRole('button', { name: 'Go to the description' }));
    await waitFor(() => expect(description).toHaveFocus());
  });

  it('shows the Hindi texts and address in Hindi, and the share image of the settings as a large picture', async () => {
    const site = bilingualSite();
    site.settings.shareImage = { src: '/images/office.jpg', alt: 'Our office', width: 1600, height: 900, translations: { hi: { alt: 'हमारा दफ़्तर' } } } as Site['settings']['shareImage'];
    fakeApi(site);
    const { user } = await openEditor();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');
    await user.click(screen.getByRole('button', { name: 'About /about' }));
    const search = figure(/^Search result/);
    expect(within(search).getByText('www.example.com › hi › about')).toBeInTheDocument();
    expect(within(search).getByText('हमारे बारे में | Test')).toHaveAttribute('class', 'title');
    expect(search.querySelector('[lang="hi"]')).not.toBeNull();
    expect(search).toHaveTextContent(/Description: 78 characters/);
    const link = figure(/^Link preview/);
    expect(within(link).getByRole('img', { name: 'The shared picture: हमारा दफ़्तर' })).toHaveAttribute('src', '/images/office.jpg');
    expect(link).toHaveTextContent('The site’s share image (Settings), since this page has none of its own.');
    expect(preview()).not.toHaveTextContent('Worth fixing');
  });

  it('says each warning at its field too, in the language edited, without marking the field invalid', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'About /about' }));
    const description = await within(form()).findByRole('textbox', { name: /^Meta description/ }, { timeout: 30_000 });
    expect(description).toHaveAccessibleDescription(/Worth fixing: The description is 11 characters; search engines show 50 to 160\.$/);
    expect(description).not.toBeInvalid();
    expect(within(form()).getByText('Worth fixing: The description is 11 characters; search engines show 50 to 160.')).toBeInTheDocument();

    const title = within(form()).getByRole('textbox', { name: /^Document title/ });
    expect(title).not.toHaveAccessibleDescription(/Worth fixing/);
    await user.clear(title);
    await user.type(title, 'Contact');
    expect(title).toHaveAccessibleDescription(/Worth fixing: The page \/contact has the same title: search engines may show only one of the two\.$/);
    expect(title).not.toBeInvalid();
    await user.clear(description);
    await user.type(description, 'Write to us about your project: a website, an app or software made for the way you work.');
    expect(description).toHaveAccessibleDescription(/Worth fixing: The page \/contact has the same description: search engines may show only one of the two\.$/);
    expect(description).not.toHaveAccessibleDescription(/The description is \d+ characters/);

    // in Hindi, the Hindi texts: About's Hindi description is long enough, until it is not
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');
    const hindi = await within(form()).findByRole('textbox', { name: /^Meta description \(/ });
    expect(hindi).not.toHaveAccessibleDescription(/Worth fixing/);
    await user.clear(hindi);
    await user.type(hindi, 'हम कौन हैं');
    expect(hindi).toHaveAccessibleDescription(/Worth fixing: The description is 10 characters; search engines show 50 to 160\.$/);
  });

  it('shows a share title and a title holding </title><script> as text in the link preview and the search result', async () => {
    const hostile = '</title><script>alert(1)</script>';
    const site = bilingualSite();
    Object.assign(site.pages[1]!, { title: `${hostile} About`, share: { title: hostile, description: `${hostile} Who we are, what we build and for whom.` } });
    fakeApi(site);
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: /^<\/title><script>alert\(1\)<\/script> About/ }));
    const link = figure(/^Link preview/);
    expect(within(link).getByText(hostile)).toHaveAttribute('class', 'title');
    expect(link).toHaveTextContent(`${hostile} Who we are, what we build and for whom.`);
    expect(within(figure(/^Search result/)).getByText(`${hostile} About | Test`)).toHaveAttribute('class', 'title');
    expect(preview().querySelector('script')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });
});
