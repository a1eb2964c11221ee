import type { PreviewLink } from '../../shared/preview-links.ts';

/** Whether a link still opens its pages at `now`: revoked first, then past its end. */
export const linkState = ({ revokedAt, expiresAt }: Pick<PreviewLink, 'revokedAt' | 'expiresAt'>, now: Date): PreviewLink['state'] =>
  revokedAt !== null ? 'revoked' : new Date(expiresAt).getTime() <= now.getTime() ? 'expired' : 'active';
