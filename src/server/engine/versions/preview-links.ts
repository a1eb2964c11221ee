import { previewDays, type NewPreviewAnswer, type PreviewLink } from '../../../shared/preview-links.ts';
import { sharedPreviewBase } from '../../../shared/server-paths.ts';
import type { ContentStore, PreviewLinksStore } from '../../db/editor-store.ts';
import { isToken, newToken, tokenHash } from '../auth/session-token.ts';
import type { SiteVersions } from './site-versions.ts';

const dayMs = 86_400_000;
type Refused = { status: 400 | 404 | 409; message: string };

/** A number of days as given: a whole number from 1 to the most, the default when absent, or why not. */
export function daysOf(value: unknown): number | Refused {
  if (value === undefined || value === null) return previewDays.default;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > previewDays.max) {
    return { status: 400, message: `A preview link lasts a whole number of days, from 1 to ${previewDays.max}.` };
  }
  return value;
}

/**
 * Preview links (docs/publishing-workflow.md): one saved version's pages for anyone holding the link, until it expires or is
 * revoked. The token is 32 random bytes, given once; the store keeps its sha256 only.
 */
export function previewLinks({ store, versions }: { store: PreviewLinksStore & ContentStore; versions: SiteVersions }) {
  // the texts of the links opened lately, by hash: a client clicks through a preview's pages one after another
  const texts = new Map<string, string>();

  async function make({ version, days, by }: { version: number | null; days: number; by: string }): Promise<{ status: 201; answer: NewPreviewAnswer } | Refused> {
    const shown = version === null ? await versions.current() : await store.getVersion(version);
    if (!shown) return { status: 404, message: `There is no version ${version}.` };
    const token = newToken();
    const at = new Date();
    const link = await store.addPreviewLink({
      tokenHash: tokenHash(token),
      hash: shown.hash,
      version,
      text: version === null ? shown.text : null,
      by,
      at,
      expiresAt: new Date(at.getTime() + days * dayMs),
    });
    return { status: 201, answer: { link, url: `${sharedPreviewBase}/${token}` } };
  }

  /** The link `token` opens and its text, while it is active; undefined for any other token, whatever is wrong with it. */
  async function open(token: string): Promise<{ link: PreviewLink; text: string } | undefined> {
    if (!isToken(token)) return undefined;
    const link = await store.activePreviewLink(tokenHash(token), new Date());
    if (!link) return undefined;
    let text = texts.get(link.hash);
    if (text === undefined) {
      text = await store.previewText(link.id);
      if (text === undefined) return undefined;
      if (texts.size >= 2) texts.delete(texts.keys().next().value!);
      texts.set(link.hash, text);
    }
    return { link, text };
  }

  const list = () => store.listPreviewLinks(20, new Date());

  /** revokes an active link; one revoked already answers as it is (two people revoking it at once both see it revoked) */
  async function revoke(id: number, by: string): Promise<{ status: 200; link: PreviewLink; now: boolean } | Refused> {
    const link = await store.revokePreviewLink(id, by, new Date());
    if (link) return { status: 200, link, now: true };
    const known = await store.getPreviewLink(id, new Date());
    if (known?.state === 'revoked') return { status: 200, link: known, now: false };
    return known ? { status: 409, message: 'This link has expired already: it opens nothing.' } : { status: 404, message: 'There is no such preview link.' };
  }

  return { make, open, list, revoke };
}

export type PreviewLinks = ReturnType<typeof previewLinks>;
