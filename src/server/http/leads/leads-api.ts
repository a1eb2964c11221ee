import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csvBom, csvLine } from '../../../shared/csv.ts';
import { editorApiBase } from '../../../shared/server-paths.ts';
import type { AccountsStore, AuditStore } from '../../db/editor-store.ts';
import type { LeadNews } from '../../engine/leads/lead-news.ts';
import { normalEmail } from '../../engine/auth/sign-in.ts';
import { mayWorkLeads } from '../../../shared/live-editor.ts';
import { isLeadStatus, leadStatuses, type LeadChange, type LeadFilter, type LeadsStore } from '../../db/leads-store.ts';
import { jsonBody, smallBodyLimit } from '../common/write-body.ts';
import { idOf, routeId } from '../common/route-id.ts';

export const leadsBase = `${editorApiBase}/leads`;
/** a note is plain text of a few paragraphs; more is a document, which belongs elsewhere */
export const noteMaxLength = 5000;
const pageSizes = { default: 50, max: 200 };
const exportColumns = ['id', 'received', 'status', 'name', 'email', 'phone', 'language', 'page', 'assignee', 'message'] as const;

/** how long a list's wait for a new lead lasts before it is answered with no news (a proxy's idle limit is longer) */
export const newsWaitMs = 25_000;

export interface LeadsApiOptions {
  store: LeadsStore;
  /** what an open list waits on for a new lead */
  news: LeadNews;
  /** whether notification e-mails are sent: a lead taken out of spam then gets its notification */
  notifications: boolean;
  /** the accounts (who may be assigned a lead) and the audit log */
  accounts: AccountsStore & AuditStore;
}

type Query = Record<string, string | undefined>;
/** what the list and the export read of their query, each with its longest value (an e-mail is at most 320) */
const filterKeys = { words: 200, status: 20, assignee: 320, locale: 35, from: 40, to: 40 };

/** The filter a query names, or the message of its first bad value. */
function filterOf(query: Query): { filter: LeadFilter } | { refused: string } {
  const filter: LeadFilter = {};
  if (query.words) filter.words = query.words;
  if (query.status) {
    if (!isLeadStatus(query.status)) return { refused: `There is no status "${query.status}": a lead is ${leadStatuses.join(', ')}.` };
    filter.status = query.status;
  }
  if (query.assignee) filter.assignee = query.assignee;
  if (query.locale) filter.locale = query.locale;
  for (const key of ['from', 'to'] as const) {
    const value = query[key];
    if (!value) continue;
    const time = new Date(value);
    if (Number.isNaN(time.getTime())) return { refused: `"${key}" must be a date or a time (2026-11-28 or 2026-11-28T09:00:00Z), not "${value}".` };
    filter[key] = time.toISOString();
  }
  return { filter };
}

const noLead = (reply: FastifyReply) => reply.code(404).send({ message: 'There is no such lead: it may have been removed, or the link is wrong.' });
const erased = (reply: FastifyReply) => reply.code(410).send({ message: 'This lead was erased: its personal data is gone for good, and it can no longer be changed.' });

/** The leads of the contact form, under the editor's guards (a session, the site's own Origin and Host): docs/editor-api.md. */
export async function leadsApi(app: FastifyInstance, { store: leads, news, notifications, accounts: store }: LeadsApiOptions): Promise<void> {
  const access = { config: { editorAccess: 'leads' as const } };
  const small = { ...access, bodyLimit: smallBodyLimit };
  const who = (request: FastifyRequest) => request.editorSession!.email;
  const audit = (request: FastifyRequest, action: 'lead-change' | 'lead-note' | 'lead-erase' | 'lead-export', detail: string) => store.audit({ at: new Date(), actor: who(request), action, ip: request.ip, detail });

  app.get(leadsBase, { config: { ...access.config, query: { ...filterKeys, size: 3, before: 16 } } }, async (request, reply) => {
    const query = request.query as Query;
    const parsed = filterOf(query);
    if ('refused' in parsed) return reply.code(400).send({ message: parsed.refused });
    const size = Math.min(pageSizes.max, Math.max(1, Number(query.size) || pageSizes.default));
    const before = idOf(query.before);
    return leads.listLeads(parsed.filter, { size, before });
  });

  // RFC 4180, UTF-8 with a byte order mark, streamed in batches: 100,000 leads never sit in memory at once
  app.get(`${leadsBase}/export.csv`, { config: { ...access.config, query: filterKeys } }, async (request, reply) => {
    const parsed = filterOf(request.query as Query);
    if ('refused' in parsed) return reply.code(400).send({ message: parsed.refused });
    const { filter } = parsed;
    // written before the first byte: a download broken off, or never read to its end, is an export all the same
    const { total } = await leads.listLeads(filter, { size: 1 });
    await audit(request, 'lead-export', `${total} leads, filter ${JSON.stringify(filter)}`);
    async function* lines() {
      yield csvBom + csvLine(exportColumns);
      for await (const batch of leads.exportLeads(filter)) {
        yield batch.map((lead) => csvLine([lead.id, lead.createdAt, lead.status, lead.name, lead.email, lead.phone, lead.locale, lead.page, lead.assignee, lead.message])).join('');
      }
    }
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
      .send(Readable.from(lines()));
  });

  // a long poll: the list asks with its newest lead's id and is answered when a newer one is stored, on any instance
  app.get(`${leadsBase}/news`, { config: { ...access.config, query: { after: 16 } } }, async (request, reply) => {
    const { after: given } = request.query as Query;
    // without `after`: the newest now, at once (0 when there is none yet)
    const after = given === '0' ? 0 : idOf(given);
    if (after === undefined) return { newest: await leads.newestLeadId() };
    const abort = new AbortController();
    // the answer's close: sent, or the list went away (a request's own close comes once its body is read)
    reply.raw.once('close', () => abort.abort());
    return { newest: await news.newerThan(after, newsWaitMs, abort.signal) };
  });

  // who a lead may be assigned to: the accounts that may open it
  app.get(`${leadsBase}/assignees`, access, async () => ({
    accounts: (await store.listAccounts()).filter((account) => mayWorkLeads(account.role)).map(({ email, role }) => ({ email, role })),
  }));

  app.get(`${leadsBase}/:id`, access, async (request, reply) => {
    const id = routeId(request);
    const lead = id === undefined ? undefined : await leads.getLead(id);
    return lead ? lead : noLead(reply);
  });

  app.post(`${leadsBase}/:id`, small, async (request, reply) => {
    const id = routeId(request);
    if (id === undefined) return noLead(reply);
    const body = jsonBody(request, reply);
    if (!body) return reply;
    if (!Number.isInteger(body.revision)) return reply.code(400).send({ message: '"revision" must be the revision of the lead this change was made on.' });
    let change: LeadChange;
    if ('status' in body) {
      if (!isLeadStatus(body.status)) return reply.code(400).send({ message: `There is no status "${String(body.status)}": a lead is ${leadStatuses.join(', ')}.` });
      change = { status: body.status };
    } else if ('assignee' in body) {
      const assignee = body.assignee;
      const account = typeof assignee === 'string' ? await store.findAccount(normalEmail(assignee)) : undefined;
      if (assignee !== null && !(account && mayWorkLeads(account.role))) return reply.code(400).send({ message: 'A lead can be assigned only to a sales account or an admin (its e-mail), or to nobody (null).' });
      change = { assignee: account ? account.email : null };
    } else {
      return reply.code(400).send({ message: 'Send the new "status" or "assignee", with the "revision".' });
    }
    const result = await leads.changeLead(id, change, { revision: body.revision as number, actor: who(request), at: new Date(), queueMail: notifications });
    if (result.kind === 'missing') return noLead(reply);
    if (result.kind === 'erased') return erased(reply);
    if (result.kind === 'conflict') return reply.code(409).send({ message: `${result.lead.changedBy ?? 'Someone'} changed this lead since you opened it; here it is as it is now.`, lead: result.lead });
    await audit(request, 'lead-change', `lead ${id}: ${'status' in change ? `status ${change.status}` : `assignee ${change.assignee ?? 'nobody'}`}${result.mailQueued ? ', notification queued' : ''}`);
    return { ...result.lead, mailQueued: result.mailQueued };
  });

  app.post(`${leadsBase}/:id/notes`, small, async (request, reply) => {
    const id = routeId(request);
    if (id === undefined) return noLead(reply);
    const body = jsonBody(request, reply);
    if (!body) return reply;
    const text = typeof body.text === 'string' ? body.text.trim() : '';
    if (!text) return reply.code(400).send({ message: 'A note needs some text.' });
    if (text.length > noteMaxLength) return reply.code(400).send({ message: `A note is at most ${noteMaxLength.toLocaleString('en-US')} characters; this one has ${text.length.toLocaleString('en-US')}.` });
    const note = await leads.addNote(id, { author: who(request), text, at: new Date() });
    if (!note) return (await leads.getLead(id)) ? erased(reply) : noLead(reply);
    await audit(request, 'lead-note', `lead ${id}`);
    return reply.code(201).send(note);
  });

  app.post(`${leadsBase}/:id/erase`, small, async (request, reply) => {
    const id = routeId(request);
    if (id === undefined) return noLead(reply);
    const lead = await leads.getLead(id);
    const result = await leads.eraseLead(id, { actor: who(request), at: new Date() });
    if (result === 'missing') return noLead(reply);
    if (result === 'already-erased') return reply.code(409).send({ message: 'This lead was already erased, by someone else a moment ago: nothing of it is left to erase.' });
    // the tombstone: which lead and when it came, never what it said
    await audit(request, 'lead-erase', `lead ${id}, received ${lead?.createdAt ?? 'unknown'}`);
    return { erased: id };
  });
}
