import { leadStatuses, unassigned, type Lead, type LeadDetail, type LeadStatus } from '@/shared/leads';

// The leads API (docs/editor-api.md, "Leads") for jsdom tests, on fetch: leads in memory, every request recorded.

const base = '/edit/api/leads';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let nextId = 1;

/** A lead as the server answers it; ids count up across a test file, so each is newer than the last. */
export function aLead(fields: Partial<Lead> = {}): Lead {
  const id = fields.id ?? nextId++;
  nextId = Math.max(nextId, id + 1);
  return {
    id,
    name: `Person ${id}`,
    email: `person${id}@example.com`,
    phone: '+91 98765 43210',
    message: `Message ${id}\nsecond line`,
    locale: 'en',
    page: '/contact-us',
    createdAt: new Date(Date.UTC(2026, 10, 28, 8, id)).toISOString(),
    status: 'new',
    assignee: null,
    changedAt: null,
    changedBy: null,
    revision: 0,
    spamScore: 0,
    erasedAt: null,
    ...fields,
  };
}

type Waiter = { after: number; resolve: (response: Response) => void };

export function fakeLeadsApi(leads: Lead[], { me = 'sam@example.com', accounts = ['root@example.com', 'sam@example.com'] as string[] | null } = {}) {
  const details = new Map<number, LeadDetail>(leads.map((lead) => [lead.id, { ...lead, notes: [], events: [] }]));
  const requests: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  let waiters: Waiter[] = [];
  const newest = () => Math.max(0, ...details.keys());
  const list = () => [...details.values()].sort((a, b) => b.id - a.id);
  const strip = ({ notes: _notes, events: _events, ...lead }: LeadDetail): Lead => lead;

  function page(query: URLSearchParams) {
    const assignee = query.get('assignee');
    const words = (query.get('words') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const matches = (lead: Lead, withStatus: boolean) =>
      words.every((word) => [lead.name, lead.email, lead.phone, lead.message].some((field) => field.toLowerCase().includes(word))) &&
      (!withStatus || !query.get('status') || lead.status === query.get('status')) &&
      (!assignee || lead.assignee === (assignee === unassigned ? null : assignee)) &&
      (!query.get('locale') || lead.locale === query.get('locale')) &&
      (!query.get('from') || lead.createdAt >= query.get('from')!) &&
      (!query.get('to') || lead.createdAt < query.get('to')!);
    const all = list().map(strip);
    const counts = Object.fromEntries(leadStatuses.map((status) => [status, all.filter((lead) => matches(lead, false) && lead.status === status).length])) as Record<LeadStatus, number>;
    const found = all.filter((lead) => matches(lead, true));
    const before = Number(query.get('before') ?? Infinity);
    const size = Number(query.get('size') ?? 50);
    return { leads: found.filter((lead) => lead.id < before).slice(0, size), total: found.length, counts };
  }

  const state = {
    requests,
    /** answers 404 to /assignees, as a server from before it */
    accounts,
    /** the next POST's answer instead of the store's */
    nextPost: null as Response | null,
    details,
    sent: (method: string, path: string) => requests.filter((request) => request.method === method && request.path === `${base}${path}`),
    /** a contact request arrives: stored, and every news request waiting for it answered */
    arrive(lead: Lead) {
      details.set(lead.id, { ...lead, notes: [], events: [] });
      const ready = waiters.filter((waiter) => lead.id > waiter.after);
      waiters = waiters.filter((waiter) => !ready.includes(waiter));
      for (const waiter of ready) waiter.resolve(json({ newest: newest() }));
    },
    /** someone else changes a lead */
    changeBehind(id: number, fields: Partial<Lead>, actor = 'root@example.com') {
      const lead = details.get(id)!;
      details.set(id, { ...lead, ...fields, revision: lead.revision + 1, changedBy: actor, changedAt: new Date().toISOString() });
    },
  };

  function handle(method: string, path: string, query: URLSearchParams, body: Record<string, unknown>, signal?: AbortSignal | null): Response | Promise<Response> {
    if (method === 'GET' && path === base) return json(page(query));
    if (method === 'GET' && path === `${base}/assignees`) return state.accounts ? json({ accounts: state.accounts.map((email) => ({ email })) }) : json({ message: 'There is no such lead.' }, 404);
    if (method === 'GET' && path === `${base}/news`) {
      const after = Number(query.get('after'));
      if (newest() > after) return json({ newest: newest() });
      return new Promise((resolve, reject) => {
        waiters.push({ after, resolve });
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    const match = /^\/edit\/api\/leads\/(\d+)(\/notes|\/erase)?$/.exec(path);
    const lead = match ? details.get(Number(match[1])) : undefined;
    if (!match || !lead) return json({ message: 'There is no such lead: it may have been removed, or the link is wrong.' }, 404);
    if (method === 'GET') return json(lead);
    if (state.nextPost) {
      const answer = state.nextPost;
      state.nextPost = null;
      return answer;
    }
    const at = new Date().toISOString();
    if (match[2] === '/erase') {
      if (lead.erasedAt) return json({ message: 'This lead was already erased.' }, 409);
      details.set(lead.id, { ...lead, name: '', email: '', phone: '', message: '', notes: [], erasedAt: at, events: [...lead.events, { at, actor: me, kind: 'erased', detail: '' }] });
      return json({ erased: lead.id });
    }
    if (lead.erasedAt) return json({ message: 'This lead was erased.' }, 410);
    if (match[2] === '/notes') {
      const text = String(body.text ?? '').trim();
      if (text.length > 5000) return json({ message: `A note is at most 5,000 characters; this one has ${text.length}.` }, 400);
      const note = { id: lead.notes.length + 1, author: me, at, text };
      details.set(lead.id, { ...lead, notes: [...lead.notes, note], events: [...lead.events, { at, actor: me, kind: 'note', detail: '' }] });
      return json(note, 201);
    }
    if (body.revision !== lead.revision) return json({ message: `${lead.changedBy ?? 'Someone'} changed this lead since you opened it; here it is as it is now.`, lead: strip(lead) }, 409);
    const kind = 'status' in body ? 'status' : 'assignee';
    const changed: LeadDetail = { ...lead, [kind]: body[kind], revision: lead.revision + 1, changedAt: at, changedBy: me, events: [...lead.events, { at, actor: me, kind, detail: String(body[kind] ?? '') }] };
    details.set(lead.id, changed);
    return json(strip(changed));
  }

  /** the fetch to stub: `vi.stubGlobal('fetch', api.fetch)` */
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    requests.push({ method, path: url.pathname, query: url.searchParams, body });
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    return handle(method, url.pathname, url.searchParams, body, init?.signal);
  };
  return Object.assign(state, { fetch });
}
