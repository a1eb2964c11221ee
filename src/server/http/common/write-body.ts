// What every write of the editor's API checks of its body, whichever route takes it: the size, JSON, an object.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isObject } from '../../../shared/is-object.ts';
import type { Answer } from '../../engine/versions/draft-work.ts';

/** A 1,000-page site.json is about 5 MB; four times that leaves room without letting a runaway body in. */
export const editorBodyLimit = 20 * 1024 * 1024;
/** The body of a publish or a restore names a version: no reason to read, let alone parse, megabytes of it. */
export const smallBodyLimit = 16 * 1024;

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`);

/** The 413's body for a body past its route's limit, with what to do (Fastify's own says only "Request body is too large"). */
export const tooLarge = (limit: number) => ({
  message: `The request body is larger than ${size(limit)}, the most this endpoint reads; nothing was read or saved. ${
    limit === editorBodyLimit ? 'Send the changes to the draft rather than the whole site, or fewer pages at a time.' : 'Send only the fields docs/editor-api.md lists for it.'
  }`,
});

export const isJson = (contentType: string | undefined) => /^application\/json\s*(;|$)/i.test(contentType ?? '');
export const notJson = { message: 'The editor API takes JSON: send Content-Type: application/json.' };

// The content types a form of another site can post without asking first (a CORS "simple" request): an upload's
// body is the file itself, so any of them is refused, on the live site and in npm run edit alike.
const formTypes = /^(multipart\/form-data|application\/x-www-form-urlencoded|text\/plain)/i;
export const formBodyMessage = 'Send the file itself as the body (Content-Type: application/octet-stream or its image type), not a form.';
export const isFormBody = (contentType: string | undefined): boolean => formTypes.test(contentType ?? '');

/** What a write route takes as its body: JSON (the default), a file's bytes, or the sign-in's form (or JSON). */
export type BodyType = 'json' | 'file' | 'sign-in';

/** Why a write's Content-Type is refused (a 415), or null: checked for every write before its body is read. */
export function bodyTypeRefusal(type: BodyType, contentType: string | undefined): string | null {
  if (type === 'json') return isJson(contentType) ? null : notJson.message;
  // a request without a type is one a page of another site can send too (a Blob without a type)
  if (type === 'file') return contentType && !isFormBody(contentType) ? null : formBodyMessage;
  return isJson(contentType) || /^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType ?? '') ? null : 'Send the sign-in as a form (application/x-www-form-urlencoded) or as JSON.';
}

/**
 * The body of a small write (a publish, a delete…) as an object, or the answer that refuses it: 415 when it is not
 * typed as JSON (a form post from another site cannot send JSON without a preflight), 400 when it is not an object.
 */
export function objectBody(contentType: string | undefined, value: unknown): { body: Record<string, unknown> } | { refused: Answer } {
  if (!isJson(contentType)) return { refused: { status: 415, body: notJson } };
  if (!isObject(value)) return { refused: { status: 400, body: { message: 'The request body must be a JSON object.' } } };
  return { body: value };
}

/** The body of a write, or a 415 when it is not JSON (a form post from another site cannot send JSON without a preflight). */
export function jsonBody(request: FastifyRequest, reply: FastifyReply): Record<string, unknown> | undefined {
  const read = objectBody(request.headers['content-type'], request.body);
  if ('body' in read) return read.body;
  void reply.code(read.refused.status).send(read.refused.body);
  return undefined;
}
