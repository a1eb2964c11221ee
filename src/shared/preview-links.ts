// What the server and the editor tell each other about preview links (docs/editor-api.md, "Preview links").
// One definition for both sides.

/** A link that shows one saved version's pages, without an account, until it expires or is revoked. */
export interface PreviewLink {
  id: number;
  /** sha256 hex of the text it shows */
  hash: string;
  /** a published version it shows; null: the draft as it was saved when the link was made */
  version: number | null;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  revokedBy: string | null;
  /** active until it expires or is revoked */
  state: 'active' | 'expired' | 'revoked';
}

/** POST /edit/api/previews answers the link's address once: only its hash is stored. */
export interface NewPreviewAnswer {
  link: PreviewLink;
  /** the home page of the preview, a path on the site's own host: `/edit/shared/<token>` */
  url: string;
}

/** How long a preview link lasts when its author does not say, and at most. */
export const previewDays = { default: 7, max: 90 } as const;
