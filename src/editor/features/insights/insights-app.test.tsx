import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { counted, fakeInsightsApi, type CountedRow } from '../../../test/editor/fake-insights-api';
import { installEditorConfig } from '../../../test/editor/fake-live-api';
import type { Role } from '../../api/editor-config';
import { InsightsApp } from './insights-app';

// 06:00 UTC is 11:30 in Kolkata: the site's today is 7 Dec 2026
const now = new Date('2026-12-07T06:00:00Z');
let removeConfig = () => {};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  removeConfig();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The Insights page at `path` over these counts, for an account of `role` on a site in Kolkata. */
function open(rows: CountedRow[], { path = '/edit/insights', role = 'editor' as Role, first = null as Response | null } = {}) {
  removeConfig = installEditorConfig(role, 'ann@example.com', 'Asia/Kolkata');
  const api = fakeInsightsApi(rows);
  api.next = first;
  vi.stubGlobal('fetch', api.fetch);
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  const view = render(<InsightsApp />);
  return { api, user, view };
}

const lastAsked = (api: ReturnType<typeof fakeInsightsApi>) => Object.fromEntries(api.requests.at(-1)!);
const table = (name: string) => screen.findByRole('table', { name });
const rowsOf = async (name: string) => within(await table(name)).getAllByRole<HTMLTableRowElement>('row').slice(1);
const address = () => `${window.location.pathname}${window.location.search}`;

const week = [
  counted({ day: '2026-12-01', page: '/', visitors: 1200, views: 3000, leads: 12 }),
  counted({ day: '2026-12-05', page: '/services', locale: 'hi', source: 'news.example.com', device: 'phone', visitors: 300, views: 450, leads: 6 }),
  counted({
    day: '2026-12-06',
    page: '/contact-us',
    source: 'news.example.com',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'december',
    device: 'tablet',
    visitors: 100,
    views: 120,
    leads: 2,
  }),
  // the 7 days before
  counted({ day: '2026-11-28', visitors: 1000, views: 2000, leads: 10 }),
];

describe('the Insights page', { timeout: 30_000 }, () => {
  it("shows the last 7 days in the site's time zone: totals against the days before, the chart, its table and the busiest of each kind", async () => {
    const { api } = open(week);
    expect(screen.getByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the figures…');
    const totals = await screen.findByRole('group', { name: 'Totals' });
    expect(lastAsked(api)).toEqual({ from: '2026-12-01', to: '2026-12-07' });
    expect(screen.getByText('1 Dec 2026 – 7 Dec 2026, days in Asia/Kolkata (GMT+5:30). Compared with 24 Nov 2026 – 30 Nov 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    // 1,600 visitors, 3,570 views, 20 leads; before: 1,000, 2,000, 10
    expect(totals).toHaveTextContent(`Visitors${(1600).toLocaleString()}+60% on the 7 days before`);
    expect(totals).toHaveTextContent(`Page views${(3570).toLocaleString()}+79% on the 7 days before`);
    expect(totals).toHaveTextContent('Leads20+100% on the 7 days before');
    expect(totals).toHaveTextContent('Conversion rate (leads ÷ visitors)1.3%+0.3 points on the 7 days before');

    const chart = screen.getByRole('img', { name: /^Chart of visitors and page views per day, 1 Dec 2026 – 7 Dec 2026/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining(`the busiest day 1 Dec, with ${(1200).toLocaleString()} visitors`));
    expect(chart.querySelectorAll('rect')).toHaveLength(7);
    const days = await rowsOf('Visitors and page views per day');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveTextContent(`Tue 1 Dec${(1200).toLocaleString()}${(3000).toLocaleString()}12`);
    expect(days[1]).toHaveTextContent('Wed 2 Dec000');

    const pages = await rowsOf('Pages, busiest first');
    expect(pages.map((row) => row.textContent)).toEqual([`/English${(1200).toLocaleString()}${(3000).toLocaleString()}121%`, '/servicesHindi30045062%', '/contact-usEnglish10012022%']);
    const sources = await rowsOf('Sources, busiest first');
    expect(within(sources[0]!).getByRole('link', { name: 'Direct' })).toHaveAttribute('href', '/edit/insights?source=');
    expect(within(sources[1]!).getByRole('link', { name: 'news.example.com' })).toHaveAttribute('href', '/edit/insights?source=news.example.com');
    const campaigns = await rowsOf('Campaigns, busiest first');
    expect(campaigns[0]).toHaveTextContent('NoneNoneNone');
    expect(within(campaigns[0]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(campaigns[1]!).getByRole('link', { name: 'newsletter' })).toHaveAttribute('href', '/edit/insights?utmSource=newsletter&utmCampaign=december');
    expect((await rowsOf('Languages, busiest first')).map((row) => row.cells[0]!.textContent)).toEqual(['English', 'Hindi']);
    expect((await rowsOf('Devices, busiest first')).map((row) => row.cells[0]!.textContent)).toEqual(['Desktop', 'Phone', 'Tablet']);

    expect(screen.getByRole('link', { name: /^Download as CSV: these figures/ })).toHaveAttribute('href', '/edit/api/insights.csv?from=2026-12-01&to=2026-12-07');
    expect(document.title).toBe('Insights · 1 Dec 2026 – 7 Dec 2026');
  });

  it('narrows the figures to a source, a page or a device by a click, keeps them in the address, and takes each away again', async () => {
    const { api, user } = open(week);
    await user.click(await screen.findByRole('link', { name: 'news.example.com' }));
    expect(address()).toBe('/edit/insights?source=news.example.com');
    await waitFor(() => expect(lastAsked(api)).toEqual({ from: '2026-12-01', to: '2026-12-07', source: 'news.example.com' }));
    expect(await screen.findByRole('list', { name: 'Showing only' })).toHaveTextContent('Source: news.example.com');
    await waitFor(async () => expect(await rowsOf('Pages, busiest first')).toHaveLength(2));

    await user.click(screen.getByRole('link', { name: 'Phone' }));
    expect(address()).toBe('/edit/insights?source=news.example.com&device=phone');
    await waitFor(async () => expect(await rowsOf('Pages, busiest first')).toHaveLength(1));
    expect(screen.getByRole('list', { name: 'Showing only' })).toHaveTextContent('Device: Phone');
    expect(screen.getByRole('link', { name: /^Download as CSV: these figures/ })).toHaveAttribute('href', '/edit/api/insights.csv?from=2026-12-01&to=2026-12-07&source=news.example.com&device=phone');

    await user.click(screen.getByRole('link', { name: 'Show every source again' }));
    expect(address()).toBe('/edit/insights?device=phone');
    await user.click(screen.getByRole('link', { name: 'Show every device again' }));
    expect(address()).toBe('/edit/insights');
    // the × that held the focus is gone: the heading has it
    expect(screen.getByRole('heading', { level: 1, name: 'Insights' })).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Showing only' })).not.toBeInTheDocument();

    // no referring site is a source of its own: Direct, an empty value in the address
    await user.click(await screen.findByRole('link', { name: 'Direct' }));
    expect(address()).toBe('/edit/insights?source=');
    await waitFor(() => expect(lastAsked(api)).toMatchObject({ source: '' }));
    expect(screen.getByRole('list', { name: 'Showing only' })).toHaveTextContent('Source: Direct');
  });

  it('opens an address as it was shared, the days and filters in it, and ignores what is not one', async () => {
    const { api } = open(week, { path: '/edit/insights?from=2026-12-06&to=2026-12-05&locale=hi&device=watch&page=' });
    expect(await screen.findByRole('list', { name: 'Showing only' })).toHaveTextContent('Language: Hindi');
    expect(lastAsked(api)).toEqual({ from: '2026-12-05', to: '2026-12-06', locale: 'hi' });
    expect(screen.getByLabelText('From')).toHaveValue('2026-12-05');
    expect(screen.getByLabelText('To')).toHaveValue('2026-12-06');
    expect(await screen.findByRole('group', { name: 'Totals' })).toHaveTextContent('Visitors300none in the 2 days before');
  });

  it('changes the days: Today, 30 days, two days chosen; a first day after the last is refused at its field', async () => {
    const { api, user } = open(week);
    const days = screen.getByRole('navigation', { name: 'Days' });
    expect(within(days).getByRole('link', { name: '7 days' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(days).getByRole('link', { name: '30 days' }));
    expect(address()).toBe('/edit/insights?days=30');
    await waitFor(() => expect(lastAsked(api)).toEqual({ from: '2026-11-08', to: '2026-12-07' }));
    expect(within(days).getByRole('link', { name: '30 days' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(days).getByRole('link', { name: 'Today' }));
    await waitFor(() => expect(lastAsked(api)).toEqual({ from: '2026-12-07', to: '2026-12-07' }));
    expect(await screen.findByText('Nothing counted in these days yet.')).toBeInTheDocument();

    const from = screen.getByLabelText('From');
    expect(from).toHaveAttribute('max', '2026-12-07');
    await user.clear(from);
    await user.type(from, '2026-12-06');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The first day comes after the last');
    expect(from).toHaveFocus();
    expect(from).toHaveAccessibleDescription('The first day comes after the last: choose a first day on or before it.');
    await user.clear(from);
    await user.type(from, '2026-11-28');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(address()).toBe('/edit/insights?from=2026-11-28&to=2026-12-01');
    await waitFor(() => expect(lastAsked(api)).toEqual({ from: '2026-11-28', to: '2026-12-01' }));
    expect(within(days).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
    expect(await rowsOf('Visitors and page views per day')).toHaveLength(4);
  });

  it('says when the figures could not be loaded, and Try again asks once more', async () => {
    const { user } = open(week, { first: new Response(JSON.stringify({ message: 'The database did not answer.' }), { status: 503 }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded: The database did not answer.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Totals' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the figures shown while the next ones load, marked busy', async () => {
    const { api, user } = open(week);
    await screen.findByRole('group', { name: 'Totals' });
    const release = api.hold();
    await user.click(screen.getByRole('link', { name: 'Phone' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the figures…');
    expect(screen.getByRole('group', { name: 'Totals' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getByRole('group', { name: 'Totals' })).toHaveTextContent('Visitors300');
  });

  it('shows what browsers sent as text: markup in a source or a campaign stays words', async () => {
    open([counted({ day: '2026-12-07', source: '<img src=x onerror=alert(1)>', utmCampaign: '"><script>alert(1)</script>' })]);
    expect(await screen.findByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(screen.getByText('"><script>alert(1)</script>')).toBeInTheDocument();
    expect(document.querySelector('main img, main script')).toBeNull();
  });

  it("links the places an account may open, and passes axe's checks", async () => {
    const { view } = open(week, { role: 'sales' });
    await screen.findByRole('group', { name: 'Totals' });
    const nav = screen.getByRole('navigation', { name: 'Editor pages' });
    expect(within(nav).getByRole('link', { name: 'Leads' })).toHaveAttribute('href', '/edit/leads');
    expect(within(nav).getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Site editor' })).not.toBeInTheDocument();
    const rules = { rules: { 'color-contrast': { enabled: false } } };
    const violations = (await axe.run(view.container, rules)).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(violations).toEqual([]);
    view.unmount();
    removeConfig();

    open(week, { role: 'editor' });
    const editorNav = screen.getByRole('navigation', { name: 'Editor pages' });
    expect(within(editorNav).getByRole('link', { name: 'Site editor' })).toHaveAttribute('href', '/edit');
    expect(within(editorNav).queryByRole('link', { name: 'Leads' })).not.toBeInTheDocument();
  });
});
