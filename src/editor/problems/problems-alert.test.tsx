import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/generated/site';
import { EditorApp } from '../app/editor-app';
import { testSite } from '../state/test-site';
import { fakeLiveApi, liveEditorPerTest, type FakeRoute } from '../../test/editor/fake-live-api';
import { openAndPublish } from '../../test/editor/open-editor';

// The preview is an iframe of its own (src/editor/preview), tested there.
vi.mock('@/editor/preview/preview-frame', () => ({ PreviewFrame: () => <p>preview</p> }));

type Loose = Record<string, unknown>;
const signInAs = liveEditorPerTest();
// unmounted before the config goes (hooks run last first): nothing of the editor runs on without it
afterEach(cleanup);

/** The test site in English and Hindi, its hero with a client's portrait just uploaded, its alternative text in English only. */
function bilingualSite(fallback?: boolean): Site {
  const site = testSite();
  const hindi = { code: 'hi', name: 'हिन्दी', ...(fallback === undefined ? {} : { fallback }) };
  Object.assign(site.settings, { language: 'en', locales: [{ code: 'en', name: 'English' }, hindi] });
  (site.pages[0]!.sections[0] as unknown as Loose).avatars = [{ src: '/media/ann-96x96.jpg', alt: 'Ann, smiling', width: 96, height: 96 }];
  return site;
}

const untranslatedAlt = 'site.json:725:22  /pages/0/sections/0/avatars/0/alt  is not translated into Hindi (hi): add "translations": { "hi": { "alt": … } } beside it';
const missingHeading = 'site.json:40:9  /pages/1/sections/1  missing required property "heading"';

/**
 * The draft's own validation, under way for as long as a test runs (an answer whose body never ends): the alert lists
 * the refusal's problems, which that answer would replace.
 */
const validationUnderWay: FakeRoute = (_method, path) => (path === '/validate' ? new Response(new ReadableStream()) : undefined);

/** The editor on the live site, its saved draft not yet live; the next Publish is refused with `problems`. */
function onLiveSite(problems: string[], { site = bilingualSite(), validation = validationUnderWay } = {}) {
  signInAs('editor');
  const api = fakeLiveApi(site, { routes: [validation] });
  // another editor saved a change since the live version: there is something to publish
  const draft = structuredClone(site);
  draft.pages[1]!.title = 'About us';
  api.saveDraft(draft);
  api.nextPublish = { status: 422, body: { message: `The draft has ${problems.length} problem(s).`, problems } };
  return api;
}

const form = () => screen.getByRole('region', { name: 'Properties' });
const language = () => screen.getByRole('combobox', { name: 'Language' });

describe('the problems of a refused publish, in words', { timeout: 30_000 }, () => {
  it('names an untranslated text by its page, section and field, and “Write it in Hindi” switches to Hindi and focuses it', async () => {
    onLiveSite([untranslatedAlt]);
    const { user, alert } = await openAndPublish();
    expect(within(alert).getByText('Publishing is waiting on 1 thing to fix')).toBeInTheDocument();
    const list = within(alert).getByRole('list', { name: 'Publishing is waiting on 1 thing to fix' });
    const [item] = within(list).getAllByRole('listitem');
    expect(within(item!).getByText('Home (/) › section 1 “Hero” › avatar 1 › alternative text: not translated into Hindi yet.')).toBeInTheDocument();
    // the developer's line is there, folded away, never the headline
    expect(item!.firstElementChild).not.toHaveTextContent('site.json');
    const details = within(item!).getByText('Details for developers').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details.querySelector('code')!.textContent).toBe(untranslatedAlt);
    // Hindi publishes only complete here: what the settings allow, and where
    expect(alert).toHaveTextContent("The site's settings publish Hindi only once every text is translated.");
    expect(alert).toHaveTextContent('Hindi pages showing the English text until it is translated');

    expect(language()).toHaveValue('en');
    const write = within(item!).getByRole('button', { name: 'Write it in Hindi: Home (/) › section 1 “Hero” › avatar 1 › alternative text' });
    expect(write).toHaveTextContent(/^Write it in Hindi$/);
    await user.click(write);
    expect(language()).toHaveValue('hi');
    expect(await within(form()).findByRole('heading', { name: 'Section 1: Hero' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Alternative text (Hindi)'));
    expect(document.activeElement).toHaveAttribute('lang', 'hi');
    expect(document.activeElement).toHaveAttribute('id', 'section-avatars-0-alt');
    expect((await axe.run(alert)).violations).toEqual([]);
  });

  it('takes “Go to the field” of a required field to its page, section and control, in the default language', async () => {
    onLiveSite([missingHeading, untranslatedAlt]);
    const { user, alert } = await openAndPublish();
    expect(alert).toHaveTextContent('Publishing is waiting on 2 things to fix');
    const items = within(alert).getAllByRole('listitem');
    expect(items[0]!.querySelector('p')).toHaveTextContent(/^About us \(\/about\) › section 2 “Call to action” › heading: is required: fill it in\.$/);
    // a translator in Hindi is taken back to the English text the problem is about
    await user.selectOptions(language(), 'hi');
    await user.click(within(items[0]!).getByRole('button', { name: 'Go to the field: About us (/about) › section 2 “Call to action” › heading' }));
    expect(language()).toHaveValue('en');
    expect(await within(form()).findByRole('heading', { name: 'Section 2: Call to action' })).toBeInTheDocument();
    expect(screen.getByText('preview')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('id', 'section-heading'));
    expect(document.activeElement).toHaveAccessibleName(/^Heading/);
  });

  it('opens the setting that would let Hindi publish with English for now', async () => {
    onLiveSite([untranslatedAlt]);
    const { user, alert } = await openAndPublish();
    await user.click(within(alert).getByRole('button', { name: 'Open the setting “Fall back to the default language” for Hindi' }));
    expect(await within(form()).findByRole('heading', { name: 'Site: Settings' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('id', 'shared-locales-1-fallback'));
    expect(document.activeElement).toHaveAccessibleName(/^Fall back to the default language/);
  });

  it('says that a language which may fall back publishes with English for now', async () => {
    const site = bilingualSite(true);
    const validate: FakeRoute = (_method, path) =>
      path === '/validate'
        ? new Response(JSON.stringify({ problems: [], untranslated: [{ pointer: '/pages/0/sections/0/avatars/0/alt', locale: 'hi', fallback: true }] }), { headers: { 'Content-Type': 'application/json' } })
        : undefined;
    onLiveSite(['site.json:12:5  /pages/0/title  must not be empty'], { site, validation: validate });
    // published once the draft's validation has listed its untranslated texts (the outline marks them in Hindi)
    const { alert } = await openAndPublish(async (user, sections) => {
      await user.selectOptions(language(), 'hi');
      await within(sections).findByRole('button', { name: /Hero.*1 text not in Hindi$/ });
    });
    expect(within(alert).getByRole('listitem').querySelector('p')).toHaveTextContent('Home (/) › document title: is empty: fill it in.');
    expect(alert).toHaveTextContent('Hindi is published with English for now: 1 text is not translated yet, and Hindi pages show the English text until it is translated.');
    expect(alert).not.toHaveTextContent("The site's settings publish Hindi only once");
  });

  it('closes the Schedule dialog before going to a field the schedule was refused for', async () => {
    const api = onLiveSite([]);
    api.nextPublish = null;
    api.nextSchedule = { status: 422, body: { message: 'The draft has 1 problem(s).', problems: [missingHeading] } };
    const user = userEvent.setup();
    render(<EditorApp />);
    await screen.findByRole('list', { name: 'Sections' });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Schedule…' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule the draft' });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    const alert = await within(dialog).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: /^Go to the field: About/ }));
    expect(screen.queryByRole('dialog', { name: 'Schedule the draft' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('id', 'section-heading'));
  });
});
