import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/generated/site';
import { testSite } from '../../state/test-site';
import { fakeApi } from '../../../test/editor/fake-api';
import { openEditor } from '../../../test/editor/open-editor';

// The preview is an iframe of its own (src/editor/preview), tested there.
vi.mock('@/editor/preview/preview-frame', () => ({ PreviewFrame: ({ path }: { path: string }) => <p>preview of {path}</p> }));

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  localStorage.clear();
  api = fakeApi(testSite());
});

const form = () => screen.getByRole('region', { name: 'Properties' });
const outline = () => screen.getByRole('list', { name: 'Sections' });
const noViolations = async (element: HTMLElement) => expect((await axe.run(element, { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => violation.id)).toEqual([]);

async function savedSite(count: number): Promise<Site> {
  await waitFor(() => expect(api.saves).toHaveLength(count));
  return api.saves[count - 1]!.site;
}

describe('shared sections in the editor', { timeout: 60_000 }, () => {
  it('makes a section shared, adds it to another page, edits it once for both, detaches one use and refuses to delete it while used', async () => {
    const { user } = await openEditor();
    await user.click(within(outline()).getByRole('button', { name: /^Call to action\s*Talk to us/ }));
    await user.click(screen.getByRole('button', { name: 'Make shared…' }));
    const dialog = screen.getByRole('dialog', { name: 'Make this section shared' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveFocus();
    await noViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Make shared' }));
    expect(within(dialog).getByText('Give the shared section a name.')).toBeInTheDocument();
    await user.type(name, 'Contact call to action');
    await user.click(within(dialog).getByRole('button', { name: 'Make shared' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(outline()).getByRole('button', { name: /^Call to action.*Talk to us.*Shared: Contact call to action/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make shared…' })).toBeDisabled();

    // the form edits the shared section, says where it is used
    const used = await within(form()).findByRole('group', { name: 'Used on 1 page' });
    expect(within(used).getByRole('button', { name: 'Home (/) · this page' })).toBeInTheDocument();
    await noViolations(form());

    // on About, Add section offers it beside the block types
    await user.click(screen.getByRole('button', { name: 'About /about' }));
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const catalog = screen.getByRole('dialog', { name: 'Add a section' });
    const group = within(catalog).getByRole('region', { name: 'Shared sections' });
    await user.click(within(group).getByRole('button', { name: /^Contact call to action/ }));
    expect(within(outline()).getAllByRole('button', { name: /^Call to action.*Shared: Contact call to action/ })).toHaveLength(1);
    const both = await within(form()).findByRole('group', { name: 'Used on 2 pages' });
    expect(within(within(both).getByRole('list')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Home (/)', 'About (/about) · this page']);

    // one edit changes both pages
    const heading = within(form()).getByRole('textbox', { name: /^Heading/ });
    await user.clear(heading);
    await user.type(heading, 'Call us');
    await user.click(within(both).getByRole('button', { name: 'Home (/)' }));
    expect(within(outline()).getByRole('button', { name: /^Call to action.*Call us.*Shared: Contact call to action/ })).toBeInTheDocument();

    // deleting it is refused while used, naming the pages
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const again = screen.getByRole('dialog', { name: 'Add a section' });
    await user.click(within(again).getByRole('button', { name: 'Delete “Contact call to action”' }));
    expect(within(again).getByRole('alert')).toHaveTextContent('This shared section cannot be deleted: it is used on 2 pages: /, /about.');
    await user.keyboard('{Escape}');

    // Detach: Home keeps a copy of its own
    await user.click(within(form()).getByRole('button', { name: 'Detach' }));
    expect(within(form()).getByRole('status')).toHaveTextContent('Detached');
    expect(within(outline()).queryByRole('button', { name: /^Call to action.*Shared:/ })).not.toBeInTheDocument();
    await user.keyboard('{Control>}s{/Control}');
    const site = await savedSite(1);
    expect(site.sharedSections).toEqual([{ id: 'contact-call-to-action', name: 'Contact call to action', section: { type: 'cta', heading: 'Call us', text: '/about', link: { label: 'Go', to: '/contact' } } }]);
    expect(site.pages[0]!.sections[1]).toEqual({ type: 'cta', heading: 'Call us', text: '/about', link: { label: 'Go', to: '/contact' } });
    expect(site.pages[1]!.sections.filter((section) => 'shared' in section)).toEqual([{ shared: 'contact-call-to-action' }]);
  });

  it('keeps a shared section another save deleted while I edited it, with my text, and says so in words', async () => {
    // Home's call to action shared, used on About too
    const site = testSite();
    const cta = site.pages[0]!.sections[1]!;
    site.sharedSections = [{ id: 'contact-call-to-action', name: 'Contact call to action', section: cta }];
    site.pages[0]!.sections[1] = { shared: 'contact-call-to-action' };
    site.pages[1]!.sections.push({ shared: 'contact-call-to-action' });
    api = fakeApi(site);
    const { user } = await openEditor();
    await user.click(within(outline()).getByRole('button', { name: /^Call to action.*Shared: Contact call to action/ }));
    const heading = within(form()).getByRole('textbox', { name: /^Heading/ });
    await user.clear(heading);
    await user.type(heading, 'Call us');

    // meanwhile another editor removed its uses, deleted it and saved
    const theirs = structuredClone(api.disk.site);
    theirs.pages[0]!.sections.splice(1, 1);
    theirs.pages[1]!.sections.pop();
    theirs.sharedSections = [];
    api.write(theirs);
    api.nextSave = { status: 409, body: { conflict: true, message: 'changed', current: { text: '', hash: api.disk.hash } } };
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/site\.json changed on disk since you opened it.*your changes are kept here/);
    await user.click(screen.getByRole('button', { name: 'Reload and re-apply my changes' }));
    const kept = await screen.findByText('The shared section “Contact call to action” was deleted in another save, but your draft uses it on the pages /, /about: it is kept, with your changes. Delete it from Add section if it should go.');
    expect(kept.closest('[role="status"]')).toHaveTextContent(/^Re-applied 1 change/);
    expect(kept.closest('[role="status"]')).not.toHaveTextContent('were not applied');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const saved = await savedSite(2);
    expect(saved.sharedSections).toEqual([{ id: 'contact-call-to-action', name: 'Contact call to action', section: { ...cta, heading: 'Call us' } }]);
    // the other editor's removals stand
    expect(saved.pages.flatMap((page) => page.sections).filter((section) => 'shared' in section)).toEqual([]);
  });
});
