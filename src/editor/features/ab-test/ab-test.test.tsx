import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/generated/site';
import type { TestResults } from '@/shared/insights';
import { testSite } from '../../state/test-site';
import { fakeApi } from '../../../test/editor/fake-api';
import { fakeLiveApi, liveEditorPerTest } from '../../../test/editor/fake-live-api';
import { openEditor } from '../../../test/editor/open-editor';

// The preview is an iframe of its own (src/editor/preview), tested there.
vi.mock('@/editor/preview/preview-frame', () => ({ PreviewFrame: ({ path }: { path: string }) => <p>preview of {path}</p> }));

const signInAs = liveEditorPerTest();
const form = () => screen.getByRole('region', { name: 'Properties' });
const outline = () => screen.getByRole('list', { name: 'Sections' });
const pages = () => screen.getByRole('navigation', { name: 'Pages' });
const noViolations = async (element: HTMLElement) => expect((await axe.run(element, { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => violation.id)).toEqual([]);

describe('an A/B test of a section in the editor', { timeout: 60_000 }, () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    localStorage.clear();
    api = fakeApi(testSite());
  });

  it('makes B a copy to edit at the share asked, marks the section and page, keeps one test a page, and ends making B the section', async () => {
    const { user } = await openEditor();
    await user.click(within(outline()).getByRole('button', { name: /^Hero\s*Welcome/ }));
    await user.click(within(form()).getByRole('button', { name: 'Test a variant…' }));
    const dialog = screen.getByRole('dialog', { name: 'Test a variant of this section' });
    const share = within(dialog).getByRole('textbox', { name: /Visitors who see B/ });
    expect(share).toHaveFocus();
    expect(share).toHaveValue('50');
    await user.clear(share);
    await user.type(share, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Start test' }));
    expect(within(dialog).getByText('The share of visitors who see B is a whole number from 1 to 99 %.')).toBeInTheDocument();
    await noViolations(dialog);
    await user.clear(share);
    await user.type(share, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Start test' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // marked in the outline and the pages list; the form edits B
    expect(within(outline()).getByRole('button', { name: /^Hero.*Welcome.*A\/B test/ })).toBeInTheDocument();
    expect(within(pages()).getByRole('button', { name: /^Home.*A\/B test/ })).toBeInTheDocument();
    expect(within(form()).getByText('Under test: B is shown to 25 % of visitors, A to the others.')).toBeInTheDocument();
    // the share changed later: refused outside 1–99 at its field
    const running = within(form()).getByRole('textbox', { name: /Visitors who see B/ });
    await user.clear(running);
    await user.type(running, '0');
    await user.click(within(form()).getByRole('button', { name: 'Change share' }));
    expect(within(form()).getByText('The share of visitors who see B is a whole number from 1 to 99 %.')).toBeInTheDocument();
    await user.clear(running);
    await user.type(running, '30');
    await user.click(within(form()).getByRole('button', { name: 'Change share' }));
    expect(within(form()).getByText('Under test: B is shown to 30 % of visitors, A to the others.')).toBeInTheDocument();
    expect(within(form()).getByRole('status')).toHaveTextContent('B is now shown to 30 % of visitors from the next publish.');
    expect(within(form()).getByRole('radio', { name: 'B: the variant' })).toBeChecked();
    // (the forms load after the outline)
    expect(await within(form()).findByRole('heading', { name: 'Section 1: Hero, variant B' })).toBeInTheDocument();
    const heading = within(form()).getByRole('textbox', { name: /^Heading/ });
    await user.clear(heading);
    await user.type(heading, 'Welcome, customers');
    // A is as it was
    await user.click(within(form()).getByRole('radio', { name: 'A: the section as it is' }));
    expect(within(form()).getByRole('textbox', { name: /^Heading/ })).toHaveValue('Welcome');
    await noViolations(form());

    // one test a page: another section says why it cannot be tested
    await user.click(within(outline()).getByRole('button', { name: /^Call to action/ }));
    expect(within(form()).getByRole('button', { name: 'Test a variant…' })).toBeDisabled();
    expect(within(form()).getByText('This page already tests its section 1: one test per page. End that test first.')).toBeInTheDocument();

    // saved as site.json holds a test
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(api.saves).toHaveLength(1));
    const saved = api.saves[0]!.site.pages[0]!.sections[0] as unknown as Record<string, unknown>;
    expect(saved).toMatchObject({ type: 'hero', heading: 'Welcome', test: { id: 'home-hero', share: 30, goal: 'lead', variant: { type: 'hero', heading: 'Welcome, customers' } } });

    // End test: B becomes the section, the marks go
    await user.click(within(outline()).getByRole('button', { name: /^Hero/ }));
    await user.click(within(form()).getByRole('button', { name: 'End test…' }));
    const end = screen.getByRole('dialog', { name: 'End the test' });
    await user.click(within(end).getByRole('button', { name: 'Make B the section' }));
    expect(within(form()).getByRole('status')).toHaveTextContent('Test ended: B is now the section. Publish to make it live.');
    expect(within(outline()).getByRole('button', { name: /^Hero\s*Welcome, customers$/ })).toBeInTheDocument();
    expect(within(pages()).queryByRole('button', { name: /A\/B test/ })).not.toBeInTheDocument();
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(api.saves).toHaveLength(2));
    expect(api.saves[1]!.site.pages[0]!.sections[0]).toEqual({ type: 'hero', heading: 'Welcome, customers', cta: { label: 'About', to: '/about' } });
  });

  it('ends a test keeping A in one undoable step', async () => {
    const { user } = await openEditor();
    await user.click(within(outline()).getByRole('button', { name: /^Hero/ }));
    await user.click(within(form()).getByRole('button', { name: 'Test a variant…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start test' }));
    await user.type(within(form()).getByRole('textbox', { name: /^Heading/ }), ' back');
    await user.click(within(form()).getByRole('button', { name: 'End test…' }));
    await user.click(within(screen.getByRole('dialog', { name: 'End the test' })).getByRole('button', { name: 'Keep A' }));
    expect(within(outline()).getByRole('button', { name: /^Hero\s*Welcome$/ })).toBeInTheDocument();
    await user.keyboard('{Control>}z{/Control}');
    expect(within(outline()).getByRole('button', { name: /^Hero.*A\/B test/ })).toBeInTheDocument();
  });
});

describe('the results of a test on the live site', { timeout: 60_000 }, () => {
  const results: TestResults = {
    page: '/',
    testId: 'home-hero',
    startedAt: '2026-11-20T09:00:00.000Z',
    a: { visitors: 1000, views: 1500, leads: 30, conversion: 0.03 },
    b: { visitors: 1010, views: 1490, leads: 40, conversion: 0.0396 },
    probabilityBBetter: 0.8893,
    visitorsNeeded: 1234,
  };

  it('shows visitors, leads and conversion per variant and what they say in plain words', async () => {
    signInAs('editor');
    const site = testSite() as Site;
    (site.pages[0]!.sections[0] as unknown as Record<string, unknown>).test = { id: 'home-hero', goal: 'lead', variant: { type: 'hero', heading: 'Hello' } };
    const asked: string[] = [];
    fakeLiveApi(site, {
      routes: [
        (method, path) => {
          if (method !== 'GET' || !path.startsWith('/insights/test')) return undefined;
          asked.push(path);
          return new Response(JSON.stringify(results), { status: 200, headers: { 'Content-Type': 'application/json' } });
        },
      ],
    });
    const { user } = await openEditor();
    expect(within(pages()).getByRole('button', { name: /^Home.*A\/B test/ })).toBeInTheDocument();
    await user.click(within(outline()).getByRole('button', { name: /^Hero.*A\/B test/ }));
    await user.click(within(form()).getByRole('button', { name: 'Results' }));
    const dialog = screen.getByRole('dialog', { name: 'Results of the test' });
    const table = await within(dialog).findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Variant', 'Visitors', 'Leads', 'Conversion'],
      ['A', '1,000', '30', '3.0 %'],
      ['B', '1,010', '40', '4.0 %'],
    ]);
    expect(within(dialog).getByText(/^Since 20 Nov 2026, \d\d:00, when the test was made$/)).toBeInTheDocument();
    expect(within(dialog).getByText('B is ahead, 89 % likely better; about 1,234 more visitors per variant for a clear answer.')).toBeInTheDocument();
    expect(asked).toEqual(['/insights/test?page=%2F']);
    await noViolations(dialog);
  });
});
