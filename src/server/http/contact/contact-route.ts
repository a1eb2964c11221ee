import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validateContactRequest } from './contact-request.ts';
import { invalidPage, statusPage } from './contact-pages.ts';
import { requestLanguage } from './contact-language.ts';
import { refererPage } from './referer-page.ts';
import type { LeadCredit, RateLimiter, Storage } from '../../db/requests-store.ts';
import { contactPath, honeypotField } from '../../../shared/contact-endpoint.ts';
import type { ContactFormPaths } from '../../../model/site-manifest.ts';
import { holdsNul, jsonRefusedCode, nulMessage, refusedBody } from '../common/json-body.ts';
import { isObject } from '../../../shared/is-object.ts';
import { judgeRequest } from '../../engine/leads/judge-request.ts';
import { pagePath } from '../../../shared/page-path.ts';

export { contactPath };

/** Room for a 5000-character message of 4-byte characters, percent-encoded, with the other fields. */
export const contactBodyLimit = 64 * 1024;

export interface ContactRouteOptions {
  /** the live content's contact form pages, asked per request (a publish can add or remove the form); null: 404 */
  paths: () => ContactFormPaths | null;
  storage: Storage;
  /** counts the posts of each client; in PostgreSQL for every instance that shares it */
  limiter: RateLimiter;
  /** whether a stored request queues its notification e-mail */
  queueMail: boolean;
  /** called once a request is stored: the outbox sender looks for mail to send */
  onStored?: () => void;
  /** the visit of the day a request from `page` came from (insights' page views); undefined when not known */
  credit?: (request: FastifyRequest, page: string) => Promise<LeadCredit | undefined>;
}

/** Every field of a urlencoded body; a repeated field becomes an array, which validation then refuses. */
function formFields(body: string): Record<string, string | string[]> {
  const fields = new Map<string, string | string[]>();
  for (const [key, value] of new URLSearchParams(body)) {
    const seen = fields.get(key);
    fields.set(key, seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value]);
  }
  // fromEntries defines own properties, so a "__proto__" field stays a plain field
  return Object.fromEntries(fields);
}

const isJsonBody = (request: FastifyRequest) => /^application\/json\b/i.test(request.headers['content-type'] ?? '');

function wantsJson(request: FastifyRequest): boolean {
  if (isJsonBody(request)) return true;
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

function isFilled(value: unknown): boolean {
  return typeof value === 'string' ? value !== '' : value !== undefined && value !== null;
}

/** POST /backend/submit.php: validate, store durably, then answer; every other method gets 405. */
export async function contactRoute(app: FastifyInstance, options: ContactRouteOptions): Promise<void> {
  const { storage, limiter, queueMail, onStored, paths, credit } = options;
  // a lead is worth more than knowing where it came from: a failed look-up stores it without
  const creditOf = async (request: FastifyRequest, page: string) => (credit && page ? credit(request, pagePath(page)).catch(() => undefined) : undefined);

  const answer = (request: FastifyRequest, reply: FastifyReply, status: number, title: string, text: string) => {
    reply.code(status).header('cache-control', 'no-store');
    if (wantsJson(request)) return reply.send({ error: title, message: text });
    return reply.type('text/html; charset=utf-8').send(statusPage(title, text, paths()?.formPath ?? '/'));
  };

  // Only the two encodings a form or a script sends; Fastify answers 415 for any other.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: contactBodyLimit }, (_request, body, done) => {
    const fields = formFields(body as string);
    if (holdsNul(fields)) done(refusedBody(nulMessage), undefined);
    else done(null, fields);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) return answer(request, reply, 413, 'Request too large', `A request can be at most ${contactBodyLimit / 1024} KB. Please shorten the message and send it again.`);
    if (status === 415) return answer(request, reply, 415, 'Unsupported format', 'Send the form fields as application/x-www-form-urlencoded or application/json.');
    // the JSON parser's refusal says what is wrong (too deep, malformed)
    if (error.code === jsonRefusedCode) return answer(request, reply, 400, 'Bad request', error.message);
    if (status < 500) return answer(request, reply, 400, 'Bad request', 'The request could not be read. Please send the form again.');
    return answer(request, reply, 500, 'Your request was not saved', 'Something went wrong on our side. Please try again in a moment, or call or e-mail us.');
  });

  app.route({
    method: 'POST',
    url: contactPath,
    bodyLimit: contactBodyLimit,
    // Before the body is read, so a flood costs the server as little as possible.
    onRequest: async (request, reply) => {
      // a site whose live content has no contact form has no endpoint to post to
      if (!paths()) return reply.callNotFound();
      const decision = await limiter.hit(request.ip);
      if (decision.allowed) return;
      reply.header('retry-after', String(decision.retryAfter));
      return answer(request, reply, 429, 'Too many requests', `Please wait ${decision.retryAfter} seconds and send your request again.`);
    },
    handler: async (request, reply) => {
      // successPath: where a native post lands once stored; formPath: the page the error pages link back to
      const form = paths() ?? { successPath: '/', formPath: '/' };
      if (request.body === undefined) return answer(request, reply, 415, 'Unsupported format', 'Send the form fields as application/x-www-form-urlencoded or application/json.');
      const body = request.body;
      const { [honeypotField]: trap, ...fields } = isObject(body) ? body : {};
      // the page's language: its messages, its thank-you page and the stored request's
      const { language, refused } = requestLanguage(form, fields.locale);
      const successPath = language.path(form.successPath);
      // A bot that filled the hidden field is answered like a person and nothing is stored.
      if (isFilled(trap)) return wantsJson(request) ? reply.code(201).send({ id: null }) : reply.redirect(successPath, 303);

      const result = validateContactRequest(isObject(body) ? fields : body, language.words);
      if (!result.ok || refused) {
        const errors = { ...(result.ok ? {} : result.errors) };
        if (refused) errors.locale ??= refused;
        reply.code(422).header('cache-control', 'no-store');
        if (wantsJson(request)) return reply.send({ error: 'Invalid request', errors });
        return reply.type('text/html; charset=utf-8').send(invalidPage(errors, fields, language.path(form.formPath), language));
      }
      const stored = { ...result.value, locale: language.code || undefined };
      // likely spam is stored under spam, without a notification; the sender is answered as anyone else
      const judged = await judgeRequest(stored, storage, (form.languages ?? []).map((one) => one.code));
      const page = refererPage(request);
      const id = await storage.addRequest(stored, { queueMail: queueMail && judged.status !== 'spam', ...judged, page, credit: await creditOf(request, page) });
      onStored?.();
      reply.header('cache-control', 'no-store');
      return wantsJson(request) ? reply.code(201).send({ id }) : reply.redirect(successPath, 303);
    },
  });

  app.route({
    method: app.supportedMethods.filter((method) => method !== 'POST'),
    url: contactPath,
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      reply.header('allow', 'POST');
      return answer(request, reply, 405, 'Method not allowed', 'The contact form sends its requests with POST.');
    },
  });
}
