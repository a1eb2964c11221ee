import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aLead, fakeLeadsApi } from '../../../test/editor/fake-leads-api';
import { LeadsApp } from './leads-app';
import type { Lead } from '@/shared/leads';

const me = 'sam@example.com';
let removeConfig = () => {};

/** The page's settings as the server writes them, for a sales account in Kolkata on a site in English and Hindi. */
function installConfig(role = 'sales', languages = ['en', 'hi']) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'editor-config';
  element.textContent = JSON.stringify({ api: '/edit/api', account: { email: me, role }, draftPreview: '/edit/draft', leads: '/edit/leads', timeZone: 'Asia/Kolkata', languages });
  document.head.append(element);
  removeConfig = () => element.remove();
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/edit/leads');
});
afterEach(() => {
  removeConfig();
  vi.unstubAllGlobals();
});

/** The Leads page at `path` over these leads. */
async function open(leads: Lead[], { path = '/edit/leads', role = 'sales', languages = ['en', 'hi'] } = {}) {
  installConfig(role, languages);
  const api = fakeLeadsApi(leads, { me });
  vi.stubGlobal('fetch', api.fetch);
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  const view = render(<LeadsApp />);
  return { api, user, view };
}

const table = () => screen.findByRole('table', { name: 'Leads, newest first' });
const rows = async () => within(await table()).getAllByRole('row').slice(1);
const polite = () => screen.getAllByRole('status');
const isMarker = (_: string, element: Element | null) => element?.textContent === 'Unseen: new since your last visit';

describe('the list of leads', { timeout: 30_000 }, () => {
  it("shows each lead's fields as text, times in the site's zone, and the counts per status", async () => {
    const old = aLead({ status: 'contacted', page: '' });
    const spam = aLead({ name: 'Asha\u202Emoc.elpmaxe', status: 'spam', spamScore: 60 });
    const hostile = aLead({ name: '<script>alert(1)</script>', locale: 'hi', createdAt: '2026-11-28T08:33:00Z', message: '\n"><img src=x onerror=alert(1)>\nmore' });
    await open([old, spam, hostile]);
    const [first, second, third] = await rows();
    expect(screen.getByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    expect(screen.getByText('Times are in Asia/Kolkata (GMT+5:30).')).toBeInTheDocument();

    const name = within(first!).getByRole('link', { name: '<script>alert(1)</script>' });
    expect(name).toHaveAttribute('href', `/edit/leads/${hostile.id}`);
    expect(within(first!).getByRole('link', { name: hostile.email })).toHaveAttribute('href', `mailto:${hostile.email}`);
    expect(within(first!).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(first).toHaveTextContent('Hindi');
    expect(first).toHaveTextContent('/contact-us');
    expect(first).toHaveTextContent('28 Nov 2026, 14:03');
    // the first line that has text, as text
    expect(first).toHaveTextContent('"><img src=x onerror=alert(1)>');
    expect(document.querySelector('tbody script, tbody img')).toBeNull();
    // the override shows as its escape, inside an isolated span
    const override = within(second!).getByRole('link', { name: 'Asha\\u202emoc.elpmaxe' });
    expect(override.querySelector('[dir="auto"]')).not.toBeNull();
    expect(third).toHaveTextContent('Unknown');

    const tabs = screen.getByRole('navigation', { name: 'Leads by status' });
    expect(within(tabs).getByRole('link', { name: 'All 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Spam 1' })).toHaveAttribute('href', '/edit/leads?status=spam');
    expect(within(tabs).getByRole('link', { name: 'Won 0' })).toBeInTheDocument();
    expect(polite()[0]).toHaveTextContent('3 leads');
  });

  it('keeps the filter in the address: a status and a search each add a step, Back restores the one before; the CSV link follows', async () => {
    const { api, user } = await open([aLead({ message: 'We are 100% sure' }), aLead({ status: 'spam', message: 'Cheap pills, 100% off' }), aLead({ status: 'spam', message: 'Buy now' })]);
    await table();
    await user.click(screen.getByRole('link', { name: /^Spam/ }));
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(window.location.search).toBe('?status=spam');
    expect(screen.getByRole('link', { name: /^Spam/ })).toHaveAttribute('aria-current', 'page');

    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, '%');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(window.location.search).toBe('?status=spam&words=%25');
    expect(api.sent('GET', '').at(-1)!.query.get('words')).toBe('%');
    expect(screen.getByRole('link', { name: 'Download as CSV' })).toHaveAttribute('href', '/edit/api/leads/export.csv?words=%25&status=spam');

    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe('?status=spam'));
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(search).toHaveValue('');
    act(() => window.history.back());
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    expect(screen.getByRole('link', { name: /^All/ })).toHaveAttribute('aria-current', 'page');
  });

  it('asks for whole days in the site’s zone and for leads of one language and assignee', async () => {
    const { api, user } = await open([aLead({ assignee: 'root@example.com' })]);
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'root@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Hindi');
    fireEvent.change(screen.getByLabelText('Received from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Received until'), { target: { value: '2026-11-30' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(window.location.search).toBe('?assignee=root%40example.com&locale=hi&from=2026-11-01&to=2026-11-30'));
    await waitFor(() => expect(Object.fromEntries(api.sent('GET', '').at(-1)!.query)).toEqual({ assignee: 'root@example.com', locale: 'hi', from: '2026-10-31T18:30:00.000Z', to: '2026-11-30T18:30:00.000Z', size: '50' }));
    expect(await screen.findByText('No lead matches these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('');
  });

  it("offers the live site's languages in its order, and keeps an address's language the site no longer has", async () => {
    const { user } = await open([aLead({ locale: 'ta' }), aLead({ locale: 'fr' })], { languages: ['ta', 'en', 'hi'] });
    await table();
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(within(language).getAllByRole('option').map((option) => option.textContent)).toEqual(['Any', 'Tamil', 'English', 'Hindi']);

    // an old lead's language, in a link someone kept
    act(() => window.history.pushState(null, '', '/edit/leads?locale=fr'));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(within(language).getAllByRole('option').map((option) => option.textContent)).toEqual(['Any', 'Tamil', 'English', 'Hindi', 'French']);
    expect(language).toHaveValue('fr');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(window.location.search).toBe('?locale=fr');
  });

  it('lists the leads nobody is assigned to with Nobody: assignee=none in the address, the API query and the CSV link', async () => {
    const { api, user } = await open([aLead({ name: 'Taken', assignee: 'root@example.com' }), aLead({ name: 'Free' })]);
    await table();
    const assignee = screen.getByRole('combobox', { name: 'Assigned to' });
    expect(within(assignee).getAllByRole('option').map((option) => option.textContent)).toEqual(['Anyone', 'Nobody', 'root@example.com', me]);
    await user.selectOptions(assignee, 'Nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(window.location.search).toBe('?assignee=none'));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Free' })).toBeInTheDocument();
    expect(api.sent('GET', '').at(-1)!.query.get('assignee')).toBe('none');
    expect(screen.getByRole('link', { name: 'Download as CSV' })).toHaveAttribute('href', '/edit/api/leads/export.csv?assignee=none');
    // Nobody is the filter's choice, not an account
    expect(within(assignee).getAllByRole('option').map((option) => option.textContent)).toEqual(['Anyone', 'Nobody', 'root@example.com', me]);
    expect(assignee).toHaveValue('none');
  });

  it('says when there are no leads yet, and shows the server’s refusal as an alert', async () => {
    await open([]);
    expect(await screen.findByText('No leads yet. When someone sends the contact form, their request shows here.')).toBeInTheDocument();
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'The database is not answering.' }), { status: 503 }));
    window.history.pushState(null, '', '/edit/leads?status=won');
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(await screen.findByRole('alert')).toHaveTextContent('The leads could not be loaded: The database is not answering.');
  });

  it('pages with Show more after the last id shown, the first new lead then focused', async () => {
    const leads = Array.from({ length: 60 }, () => aLead());
    const { api, user } = await open(leads);
    await waitFor(async () => expect(await rows()).toHaveLength(50));
    expect(polite()[0]).toHaveTextContent('Showing 50 of 60 leads');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(60));
    expect(api.sent('GET', '').at(-1)!.query.get('before')).toBe(String(leads[10]!.id));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: leads[9]!.name })).toHaveFocus();
    expect(polite()[0]).toHaveTextContent('60 leads');
  });
});

describe('new since the last visit, and live', { timeout: 30_000 }, () => {
  it('marks the leads above the id seen last time, says how many, and stores the newest', async () => {
    const [a, b, c] = [aLead(), aLead(), aLead()];
    localStorage.setItem(`leads-seen:${me}`, String(a.id));
    await open([a, b, c]);
    const [first, second, third] = await rows();
    expect(within(first!).getByText(isMarker)).toBeVisible();
    expect(within(second!).getByText(isMarker)).toBeInTheDocument();
    expect(within(third!).queryByText(isMarker)).not.toBeInTheDocument();
    expect(screen.getByText('2 leads new since your last visit.')).toBeInTheDocument();
    expect(localStorage.getItem(`leads-seen:${me}`)).toBe(String(c.id));
  });

  it('marks nothing on a first visit, then shows a lead that arrives while the list is open, said politely', async () => {
    const a = aLead();
    const { api } = await open([a]);
    await table();
    expect(screen.queryByText(isMarker)).not.toBeInTheDocument();
    expect(localStorage.getItem(`leads-seen:${me}`)).toBe(String(a.id));
    await waitFor(() => expect(api.sent('GET', '/news')).toHaveLength(1));
    expect(api.sent('GET', '/news')[0]!.query.get('after')).toBe(String(a.id));

    const fresh = aLead({ name: 'Fresh Lead' });
    act(() => api.arrive(fresh));
    const link = await screen.findByRole('link', { name: 'Fresh Lead' });
    expect(link.closest('tr')).toHaveTextContent('Unseen: new since your last visit');
    expect(polite()[1]).toHaveTextContent(/^1 new lead arrived at /);
    expect(polite()[0]).toHaveTextContent('2 leads');
    await waitFor(() => expect(api.sent('GET', '/news').at(-1)!.query.get('after')).toBe(String(fresh.id)));
  });
});

describe("a lead's page", { timeout: 30_000 }, () => {
  it('opens from the list with its heading focused; Back to leads keeps the filter and focuses the list heading', async () => {
    const lead = aLead({ name: 'Asha Rao', message: 'Hello,\nwe need an app.\n\nThanks', locale: 'hi' });
    const { user } = await open([lead, aLead({ status: 'won' })], { path: '/edit/leads?status=new' });
    await user.click(await screen.findByRole('link', { name: 'Asha Rao' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(window.location.pathname).toBe(`/edit/leads/${lead.id}`);
    expect(screen.getByText((_, element) => element?.textContent === 'Hello,\nwe need an app.\n\nThanks' && element.getAttribute('dir') === 'auto')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(details).toHaveTextContent('Hindi');
    // a phone shows the page in this order: marking the lead comes right after its details
    const order = [details, screen.getByRole('group', { name: 'Status' }), screen.getByRole('combobox', { name: 'Assigned to' }), screen.getByRole('region', { name: 'Message' }), screen.getByRole('region', { name: 'Notes' }), screen.getByRole('region', { name: 'History' })];
    const all = [...document.body.querySelectorAll('*')];
    const positions = order.map((element) => all.indexOf(element));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(details).toHaveTextContent('28 Nov 2026');
    expect(document.title).toBe('Asha Rao · Leads');

    await user.click(screen.getByRole('link', { name: /Back to leads/ }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Leads' })).toHaveFocus());
    expect(window.location.search).toBe('?status=new');
  });

  it('sends a status or an assignee with the revision; a change someone made first shows their lead and their words', async () => {
    const lead = aLead({ name: 'Asha Rao' });
    const { api, user } = await open([lead], { path: `/edit/leads/${lead.id}` });
    const status = await screen.findByRole('group', { name: 'Status' });
    expect(within(status).getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(status).getByRole('button', { name: 'Contacted' }));
    await waitFor(() => expect(within(status).getByRole('button', { name: 'Contacted' })).toHaveAttribute('aria-pressed', 'true'));
    expect(api.sent('POST', `/${lead.id}`).map((request) => request.body)).toEqual([{ revision: 0, status: 'contacted' }]);
    expect(screen.getByText('Status changed to Contacted.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent(`${me} set the status to Contacted`);

    api.changeBehind(lead.id, { status: 'won' });
    await user.click(within(status).getByRole('button', { name: 'Lost' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('root@example.com changed this lead since you opened it; here it is as it is now.');
    await waitFor(() => expect(within(status).getByRole('button', { name: 'Won' })).toHaveAttribute('aria-pressed', 'true'));
    expect(api.details.get(lead.id)!.status).toBe('won');

    const assignee = screen.getByRole('combobox', { name: 'Assigned to' });
    expect(within(assignee).getAllByRole('option').map((option) => option.textContent)).toEqual(['Nobody', 'root@example.com', me]);
    await user.selectOptions(assignee, 'root@example.com');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(api.details.get(lead.id)!.assignee).toBe('root@example.com'));
    expect(api.sent('POST', `/${lead.id}`).at(-1)!.body).toEqual({ revision: 2, assignee: 'root@example.com' });
    expect(await screen.findByText('Assigned to root@example.com.')).toBeInTheDocument();
  });

  it('offers the signed-in account and the assignee when the server has no list of accounts', async () => {
    const lead = aLead({ assignee: 'kim@example.com' });
    installConfig();
    const api = fakeLeadsApi([lead], { me, accounts: null });
    vi.stubGlobal('fetch', api.fetch);
    window.history.replaceState(null, '', `/edit/leads/${lead.id}`);
    render(<LeadsApp />);
    const assignee = await screen.findByRole('combobox', { name: 'Assigned to' });
    expect(within(assignee).getAllByRole('option').map((option) => option.textContent)).toEqual(['Nobody', 'kim@example.com', me]);
    expect(assignee).toHaveValue('kim@example.com');
  });

  it('adds notes as text, refuses one over the limit before sending it, and erases only after a confirmation', async () => {
    const lead = aLead({ name: 'Asha Rao' });
    const { api, user } = await open([lead], { path: `/edit/leads/${lead.id}` });
    const notes = await screen.findByRole('region', { name: 'Notes' });
    expect(notes).toHaveTextContent('No notes yet.');
    const field = within(notes).getByRole('textbox', { name: 'Add a note' });
    await user.type(field, '"><img src=x onerror=alert(1)>');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(within(notes).getByRole('listitem')).toHaveTextContent('"><img src=x onerror=alert(1)>'));
    expect(within(notes).getByRole('listitem')).toHaveTextContent(me);
    expect(notes.querySelector('img')).toBeNull();
    expect(field).toHaveValue('');

    fireEvent.change(field, { target: { value: 'x'.repeat(5001) } });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(notes).toHaveTextContent('The note has 5,001 characters; a note can have at most 5,000.');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(api.sent('POST', `/${lead.id}/notes`)).toHaveLength(1);

    const erase = screen.getByRole('button', { name: 'Erase…' });
    await user.click(erase);
    let dialog = screen.getByRole('dialog', { name: 'Erase this lead?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('POST', `/${lead.id}/erase`)).toHaveLength(0);

    await user.click(erase);
    dialog = screen.getByRole('dialog', { name: 'Erase this lead?' });
    await user.click(within(dialog).getByRole('button', { name: 'Erase for good' }));
    const erased = await screen.findByText(/^This lead was erased on .*: its personal data is gone for good\.$/);
    await waitFor(() => expect(erased.parentElement).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Lead ${lead.id} (erased)`);
    expect(screen.queryByRole('group', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Add a note' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent(`${me} erased its personal data`);
  });

  it('says so when there is no such lead', async () => {
    await open([], { path: '/edit/leads/404' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This lead could not be loaded: There is no such lead');
  });
});

describe('the page around the leads', { timeout: 30_000 }, () => {
  it("links to the site editor for an admin only, and has no axe violations on the list and a lead's page", async () => {
    const lead = aLead();
    const { view, user } = await open([lead], { role: 'admin' });
    await table();
    const nav = screen.getByRole('navigation', { name: 'Editor pages' });
    expect(within(nav).getByRole('link', { name: 'Site editor' })).toHaveAttribute('href', '/edit');
    expect(within(nav).getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/edit/insights');
    expect(within(screen.getByRole('banner')).getByText(`Signed in as ${me}`)).toBeInTheDocument();
    const rules = { rules: { 'color-contrast': { enabled: false } } };
    const violations = async () => (await axe.run(view.container, rules)).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('link', { name: lead.name }));
    await screen.findByRole('group', { name: 'Status' });
    expect(await violations()).toEqual([]);
  });

  it('has no Site editor link for a sales account', async () => {
    await open([aLead()]);
    await table();
    expect(screen.queryByRole('link', { name: 'Site editor' })).not.toBeInTheDocument();
  });
});
