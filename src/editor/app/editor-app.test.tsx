import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/generated/site';
import { testSite } from '../state/test-site';
import { fakeApi } from '../../test/editor/fake-api';
import { openEditor } from '../../test/editor/open-editor';
import { blocksOf } from '../../test/blocks';

// The preview is an iframe of its own (src/editor/preview), tested there.
vi.mock('@/editor/preview/preview-frame', () => ({ PreviewFrame: () => <p>preview</p> }));

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  localStorage.clear();
  api = fakeApi(testSite());
});
afterEach(() => vi.unstubAllGlobals());

const sectionButtons = (list: HTMLElement) => within(list).queryAllByRole('button').filter((button) => button.hasAttribute('data-section-index'));
const names = (list: HTMLElement) => sectionButtons(list).map((button) => button.querySelector('strong')?.textContent);
const status = () => screen.getByText(/unsaved|^saved|saving/i, { selector: '[role="status"]' });

// the machine may be busy: rendering the whole editor in jsdom takes a while
describe('the editor', { timeout: 30_000 }, () => {
  it("lists the pages with the current one marked, and the page's sections by block title and summary", async () => {
    const { sections } = await openEditor();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getAllByRole('button').map((button) => button.textContent)).toEqual(['Home /', 'About /about', 'Contact /contact', 'Thanks /thanks', 'Web /web', 'Draft /draft', 'Add page']);
    expect(within(pages).getByRole('button', { name: 'Home /' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(names(sections)).toEqual(['Hero', 'Call to action', 'Testimonials']));
    expect(sectionButtons(sections).map((button) => button.querySelector('span')?.textContent)).toEqual(['Welcome', 'Talk to us', 'Clients']);
    expect(status()).toHaveTextContent('No unsaved changes');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
  });

  it('moves the focused section with Alt+arrows, focus following it; Undo and Redo step through it', async () => {
    const { user, sections } = await openEditor();
    await waitFor(() => expect(names(sections)[0]).toBe('Hero'));
    sectionButtons(sections)[0]!.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(names(sections)).toEqual(['Call to action', 'Hero', 'Testimonials']);
    expect(document.activeElement).toBe(sectionButtons(sections)[1]);
    expect(screen.getByText(/^Moved Hero “Welcome” to position 2 of 3\.$/)).toBeInTheDocument();
    expect(status()).toHaveTextContent('Unsaved changes');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(names(sections)).toEqual(['Hero', 'Call to action', 'Testimonials']);
    expect(status()).toHaveTextContent('No unsaved changes');
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(names(sections)[0]).toBe('Call to action');
    await user.keyboard('{Control>}z{/Control}');
    expect(names(sections)[0]).toBe('Hero');
    await user.keyboard('{Control>}y{/Control}');
    expect(names(sections)[0]).toBe('Call to action');
  });

  it('deletes, duplicates, copies and pastes from the keyboard, also onto another page', async () => {
    const { user, sections } = await openEditor();
    await waitFor(() => expect(names(sections)[0]).toBe('Hero'));
    sectionButtons(sections)[1]!.focus();
    await user.keyboard('{Control>}d{/Control}');
    expect(names(sections)).toEqual(['Hero', 'Call to action', 'Call to action', 'Testimonials']);
    await waitFor(() => expect(document.activeElement).toBe(sectionButtons(sections)[2]));
    await user.keyboard('{Delete}');
    expect(names(sections)).toEqual(['Hero', 'Call to action', 'Testimonials']);
    sectionButtons(sections)[0]!.focus();
    await user.keyboard('{Control>}c{/Control}');
    await user.click(screen.getByRole('button', { name: 'Draft /draft' }));
    expect(sectionButtons(sections)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Paste' }));
    expect(names(sections)).toEqual(['Hero']);
    // focus follows once the outline of the other page has re-rendered with the pasted section
    await waitFor(() => expect(document.activeElement).toBe(sectionButtons(sections)[0]));
  });

  it('saves the draft with its base hash; then it is the new base', async () => {
    const { user, sections } = await openEditor();
    await waitFor(() => expect(names(sections)[0]).toBe('Hero'));
    sectionButtons(sections)[0]!.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(status()).toHaveTextContent(/^Saved$/));
    expect(api.saves).toHaveLength(1);
    expect(api.saves[0]!.headers.get('content-type')).toBe('application/json');
    expect(api.saves[0]!.body.baseHash).toBe('hash-1');
    // the draft travels as its changes to that version: the reordered list of sections, not the whole site
    expect(api.saves[0]!.body.changes.map((change) => change.pointer)).toEqual(['/pages/0/sections']);
    expect(blocksOf(api.saves[0]!.site.pages[0]!).map((block) => block.type)).toEqual(['cta', 'hero', 'testimonials']);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    // the next save is based on what this one wrote
    sectionButtons(sections)[0]!.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}{Control>}s{/Control}');
    await waitFor(() => expect(api.saves).toHaveLength(2));
    expect(api.saves[1]!.body.baseHash).toBe('hash-2');
  });

  it('shows the problems of a refused save in words, the line site.json:LINE:COL  /pointer  message kept for developers, and marks the section', async () => {
    const { user, sections } = await openEditor();
    await waitFor(() => expect(names(sections)[0]).toBe('Hero'));
    const problem = { pointer: '/pages/0/sections/0/heading', line: 40, column: 18, message: 'must NOT have fewer than 1 characters', text: 'site.json:40:18  /pages/0/sections/0/heading  must NOT have fewer than 1 characters' };
    api.nextSave = { status: 422, body: { problems: [problem] } };
    sectionButtons(sections)[0]!.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    api.problems = [problem];
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    const listitem = within(alert).getByRole('listitem');
    expect(listitem.querySelector('p')!.textContent).toBe('Home (/) › section 1 “Call to action” › heading: is empty: fill it in.');
    expect(listitem.querySelector('code')!.textContent).toBe(problem.text);
    expect(status()).toHaveTextContent('Unsaved changes');
    expect(sectionButtons(sections)[0]).toHaveTextContent('has problems');
  });

  it('on a conflict keeps the draft and re-applies it onto the new site.json, listing what collided', async () => {
    const { user, sections } = await openEditor();
    await waitFor(() => expect(names(sections)[0]).toBe('Hero'));
    sectionButtons(sections)[0]!.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await user.click(screen.getByRole('button', { name: 'About /about' }));
    sectionButtons(sections)[0]!.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    // meanwhile on disk: the footer changed, and so did a section of the About page
    const disk = structuredClone(api.disk.site) as Site & { footer: { columns: { title: string }[] } };
    disk.footer.columns[0]!.title = 'Firm';
    (disk.pages[1]!.sections[0] as { heading: string }).heading = 'Our team';
    api.write(disk);
    api.nextSave = { status: 409, body: { conflict: true, message: 'changed', current: { text: '', hash: api.disk.hash } } };
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/site\.json changed on disk since you opened it/)).toBeInTheDocument();
    expect(names(sections)).toEqual(['Call to action', 'Story']);
    await user.click(screen.getByRole('button', { name: 'Reload and re-apply my changes' }));
    const report = await screen.findByText(/Re-applied 1 change/);
    expect(report.parentElement).toHaveTextContent('These changes were not applied, because site.json changed the same places:');
    expect(within(report.parentElement!).getByRole('listitem')).toHaveTextContent('About (/about) › sections /pages/1/sections');
    // the disk's About page, my reordered home page
    expect(names(sections)).toEqual(['Story', 'Call to action']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saves).toHaveLength(2));
    expect(api.saves[1]!.body.baseHash).toBe('hash-2');
    expect(api.saves[1]!.site.footer).toEqual(disk.footer);
    expect(blocksOf(api.saves[1]!.site.pages[0]!).map((block) => block.type)).toEqual(['cta', 'hero', 'testimonials']);
    expect(api.saves[1]!.site.pages[1]).toEqual(disk.pages[1]);
  });

  it('keeps an unsaved draft across a reload, and offers to re-apply it when site.json changed meanwhile', async () => {
    const first = await openEditor();
    await waitFor(() => expect(names(first.sections)[0]).toBe('Hero'));
    sectionButtons(first.sections)[0]!.focus();
    await first.user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(localStorage.getItem('site-editor:draft')).not.toBeNull());
    // after a pause only the changes are kept; leaving the page (a reload) keeps the version they were made from
    expect(localStorage.getItem('site-editor:base')).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem('site-editor:base')!).hash).toBe(api.disk.hash);
    first.view.unmount();

    const second = await openEditor();
    await waitFor(() => expect(names(second.sections)).toEqual(['Call to action', 'Hero', 'Testimonials']));
    expect(status()).toHaveTextContent('Unsaved changes');
    await second.user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(names(second.sections)[0]).toBe('Hero');
    await second.user.click(screen.getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('site-editor:draft')!).changes).toEqual([expect.objectContaining({ pointer: '/pages/0/sections' })]));
    expect(JSON.parse(localStorage.getItem('site-editor:draft')!).changes[0].value.map((block: { type: string }) => block.type)).toEqual(['cta', 'hero', 'testimonials']);
    second.view.unmount();

    api.write({ ...api.disk.site, footer: { ...api.disk.site.footer, copyright: 'Firm' } } as Site);
    const third = await openEditor();
    expect(await screen.findByText(/unsaved changes from an earlier visit/)).toBeInTheDocument();
    expect(names(third.sections)[0]).toBe('Hero');
    await third.user.click(screen.getByRole('button', { name: 'Reload and re-apply my changes' }));
    await waitFor(() => expect(names(third.sections)[0]).toBe('Call to action'));
    expect(status()).toHaveTextContent('Unsaved changes');
  });

  it('adds a page after checking its path, and refuses to delete a page others link to, naming the links', async () => {
    const { user, sections } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Add page' }));
    const dialog = screen.getByRole('dialog', { name: 'Add page' });
    const path = within(dialog).getByRole('textbox', { name: 'Path' });
    expect(path).toHaveFocus();
    await user.clear(path);
    await user.type(path, '/about');
    await user.click(within(dialog).getByRole('button', { name: 'Add page' }));
    expect(path).toHaveAccessibleDescription(expect.stringContaining('That path is already the page "About".'));
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(expect.stringContaining('Write the title.'));
    await user.clear(path);
    await user.type(path, '/careers');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Careers');
    await user.click(within(dialog).getByRole('button', { name: 'Add page' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Careers /careers' })).toHaveAttribute('aria-current', 'page');
    expect(sectionButtons(sections)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'About /about' }));
    await user.click(await screen.findByRole('button', { name: 'Delete page' }));
    const refusal = screen.getByRole('alert');
    expect(refusal).toHaveTextContent('This page cannot be deleted while these link to it:');
    expect(within(refusal).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Navigation › item 1 › link: /about',
      'Navigation › item 2 › child 2 › link: /about#team',
      'Footer › column 1 › link 1 › target: /about',
      'Home (/) › section 1 “Hero” › button › link: /about',
    ]);
  });

  it("changes a page's path with its links following, or refuses naming the links it would break", async () => {
    const { user } = await openEditor();
    await user.click(await screen.findByRole('button', { name: 'Thanks /thanks' }));
    const form = await screen.findByRole('form', { name: 'Change path' });
    const path = within(form).getByRole('textbox', { name: 'New path' });
    await user.clear(path);
    await user.type(path, '/thank-you');
    await user.click(within(form).getByRole('checkbox', { name: 'Update the links to this page' }));
    await user.click(within(form).getByRole('button', { name: 'Change path' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Contact (/contact) › section 1 “Contact form” › success page: /thanks');
    expect(screen.getByRole('button', { name: 'Thanks /thanks' })).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: 'Update the links to this page' }));
    await user.click(within(form).getByRole('button', { name: 'Change path' }));
    expect(await screen.findByRole('button', { name: 'Thanks /thank-you' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saves).toHaveLength(1));
    expect(api.saves[0]!.site.pages[2]!.sections[0]).toMatchObject({ successPage: '/thank-you' });
  });

  it('loads a change on disk by itself while nothing is unsaved', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { sections } = await openEditor();
      await waitFor(() => expect(names(sections)[0]).toBe('Hero'));
      const disk = structuredClone(api.disk.site);
      disk.pages[0]!.sections.reverse();
      api.write(disk);
      await act(() => vi.advanceTimersByTimeAsync(2100));
      await waitFor(() => expect(names(sections)).toEqual(['Testimonials', 'Call to action', 'Hero']));
      expect(screen.getByText(/the editor shows the new version/)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('inserts a block from the catalog after the selected section, with its example', async () => {
    const { user, sections } = await openEditor();
    await waitFor(() => expect(names(sections)[0]).toBe('Hero'));
    await user.click(sectionButtons(sections)[0]!);
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a section' });
    const cards = within(within(dialog).getByRole('list')).getAllByRole('button');
    expect(cards).toHaveLength(Object.keys(api.schemas.blocks).length);
    await user.click(within(dialog).getByRole('button', { name: `Call to action ${api.schemas.blocks.cta!.description}` }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(names(sections)).toEqual(['Hero', 'Call to action', 'Call to action', 'Testimonials']);
    expect(sectionButtons(sections)[1]).toHaveAttribute('aria-current', 'true');
    expect(sectionButtons(sections)[1]).toHaveTextContent((api.schemas.blocks.cta!.example as { heading: string }).heading);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(names(sections)).toEqual(['Hero', 'Call to action', 'Testimonials']);
  });

  it("opens a section's form; typing into a field is one undo step; the Site area edits shared content", async () => {
    const { user, sections } = await openEditor();
    await waitFor(() => expect(names(sections)[1]).toBe('Call to action'));
    await user.click(sectionButtons(sections)[1]!);
    const form = screen.getByRole('region', { name: 'Properties' });
    expect(within(form).getByRole('heading', { name: 'Section 2: Call to action' })).toBeInTheDocument();
    const heading = within(form).getByRole('textbox', { name: /^Heading/ });
    // The keys go in within the second that joins them into one step, whatever the machine's load: the clock
    // stands still while they are typed (when the second runs out is the reducer's own test).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await user.clear(heading);
      await user.type(heading, 'Say hello');
    } finally {
      vi.useRealTimers();
    }
    expect(sectionButtons(sections)[1]).toHaveTextContent('Say hello');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(sectionButtons(sections)[1]).toHaveTextContent('Talk to us');

    await user.click(within(screen.getByRole('navigation', { name: 'Site' })).getByRole('button', { name: 'Footer' }));
    expect(within(form).getByRole('heading', { name: 'Site: Footer' })).toBeInTheDocument();
    expect(sectionButtons(sections).some((button) => button.getAttribute('aria-current') === 'true')).toBe(false);
  });

  it('has no axe violations (contrast is checked in the browser)', async () => {
    const { view, sections } = await openEditor();
    await waitFor(() => expect(names(sections)[0]).toBe('Hero'));
    const result = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
