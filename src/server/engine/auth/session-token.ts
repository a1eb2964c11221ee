import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: the session id a cookie carries, a preview link's token. Only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token: a leaked table gives no one a session or a preview. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

const idPattern = /^[A-Za-z0-9_-]{43}$/;
/** Whether `value` has the shape of a token: anything else is refused before the database is asked. */
export const isToken = (value: string): boolean => idPattern.test(value);

/** Over HTTPS the cookie takes the __Host- prefix: the browser then refuses it without Secure, a Domain or another Path. */
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-editor_session' : 'editor_session');

/** The session id in a Cookie header, when it has the shape of one. */
export function sessionIdFrom(cookieHeader: string | undefined, secure: boolean): string | undefined {
  const name = sessionCookieName(secure);
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    return idPattern.test(value) ? value : undefined;
  }
  return undefined;
}

/** Set-Cookie for a session: HttpOnly, SameSite=Strict, Path=/, Secure over HTTPS, kept until the session's absolute expiry. */
export function sessionCookie(id: string, secure: boolean, maxAgeS: number): string {
  return `${sessionCookieName(secure)}=${id}; Path=/; Max-Age=${maxAgeS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** Set-Cookie that removes the session cookie. */
export function clearedSessionCookie(secure: boolean): string {
  return `${sessionCookieName(secure)}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure ? '; Secure' : ''}`;
}
