import { editorConfig } from './editor-config';
import { noteSessionAnswer } from './session-state';

/** A 401 from the live site: the session alert says it, so callers show no message of their own. */
export class SessionEndedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SessionEndedError';
  }
}

/** fetch, with each answer of the live site's API telling whether the session still holds. */
export async function request(path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(path, init);
  if (editorConfig()) noteSessionAnswer(response.status);
  return response;
}

export const post = (path: string, body: unknown, signal?: AbortSignal) => request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal });

export async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' ? body.message : `${response.status} ${response.statusText}`;
}

/** The answer's body; an error with the server's message for any other status than 2xx. */
export async function json<T>(response: Response): Promise<T> {
  if (response.status === 401) throw new SessionEndedError(await messageOf(response));
  if (!response.ok) throw new Error(await messageOf(response));
  return (await response.json()) as T;
}

/** What to show for a failed request: nothing for an ended session, which has its own alert. */
export const errorText = (error: unknown): string | null => (error instanceof SessionEndedError ? null : (error as Error).message);
