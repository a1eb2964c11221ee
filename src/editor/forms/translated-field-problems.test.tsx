import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/generated/site';
import { testSite } from '../state/test-site';
import { fakeLiveApi, liveEditorPerTest, type FakeRoute } from '../../test/editor/fake-live-api';
import { openAndPublish } from '../../test/editor/open-editor';

// The preview is an iframe of its own (src/editor/preview), tested there.
vi.mock('@/editor/preview/preview-frame', () => ({ PreviewFrame: () => <p>preview</p> }));

type Loose = Record<string, unknown>;
const signInAs = liveEditorPerTest();
// unmounted before the config goes (hooks run last first): nothing of the editor runs on without it
afterEach(cleanup);

const untranslatedAlt = 'site.json:725:22  /pages/0/sections/0/avatars/0/alt  is not translated into Hindi (hi): add "translations": { "hi": { "alt": … } } beside it';
const plainUntranslated = 'not translated into Hindi yet.';
// the draft's own validation stays under way: the form shows the refusal's problems, which its answer would replace
const validationUnderWay: FakeRoute = (_method, path) => (path === '/validate' ? new Response(new ReadableStream()) : undefined);

/** The editor on the live site in English and Hindi, its hero's portrait described in English only; Publish is refused for it. */
function onLiveSite() {
  signInAs('editor');
  const site: Site = testSite();
  Object.assign(site.settings, { language: 'en', locales: [{ code: 'en', name: 'English' }, { code: 'hi', name: 'हिन्दी' }] });
  (site.pages[0]!.sections[0] as unknown as Loose).avatars = [{ src: '/media/ann-96x96.jpg', alt: 'Ann, smiling', width: 96, height: 96 }];
  const api = fakeLiveApi(site, { routes: [validationUnderWay] });
  // another editor saved a change since the live version: there is something to publish
  const draft = structuredClone(site);
  draft.pages[1]!.title = 'About us';
  api.saveDraft(draft);
  api.nextPublish = { status: 422, body: { message: 'The draft has 1 problem(s).', problems: [untranslatedAlt] } };
}

const form = () => screen.getByRole('region', { name: 'Properties' });

describe('a text not translated yet, at its translation', { timeout: 30_000 }, () => {
  it('“Write it in Hindi” lands on the Hindi input, which shows the problem in plain words and is described by it', async () => {
    onLiveSite();
    const { user, alert } = await openAndPublish();

    await user.click(within(alert).getByRole('button', { name: 'Write it in Hindi: Home (/) › section 1 “Hero” › avatar 1 › alternative text' }));
    expect(await within(form()).findByRole('heading', { name: 'Section 1: Hero' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Alternative text (Hindi)'));
    const input = document.activeElement as HTMLElement;
    expect(input).toHaveAttribute('id', 'section-avatars-0-alt');
    expect(input).toHaveAttribute('lang', 'hi');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    // beside the input (its own row), in the alert's words, never the validator's
    const message = within(input.parentElement!).getByText(plainUntranslated);
    expect(within(form()).queryByText(/is not translated into Hindi \(hi\)/)).toBeNull();
    expect(input.getAttribute('aria-describedby')!.split(' ')).toContain(message.parentElement!.id);
    expect(input).toHaveAccessibleDescription(expect.stringMatching(new RegExp(`${plainUntranslated.replace('.', '\\.')}$`)));
    // said once in the Hindi form: at the translation, not again on the avatar around it
    expect(within(form()).getAllByText(plainUntranslated)).toHaveLength(1);
  });

  it('shows the problem at the English text too, in plain words, and only there in English', async () => {
    onLiveSite();
    const { user } = await openAndPublish();
    await user.click(within(screen.getByRole('list', { name: 'Sections' })).getByRole('button', { name: /^Hero/ }));
    const alt = await within(form()).findByRole('textbox', { name: 'Alternative text' });
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    expect(alt).toHaveAccessibleDescription(expect.stringContaining(plainUntranslated));
    expect(within(form()).getAllByText(plainUntranslated)).toHaveLength(1);
  });
});
