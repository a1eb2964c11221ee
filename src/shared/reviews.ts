// What the server and the editor tell each other about review before publishing, and the changes a review shows
// (docs/editor-api.md, "Reviews"). One definition for both sides.

/** pending until an admin decides; approved (published or scheduled), or sent back with a comment */
export type ReviewState = 'pending' | 'approved' | 'sent-back';

/** An editor's saved draft, as it was when they asked for it to be reviewed. */
export interface Review {
  id: number;
  /** sha256 hex of the text it would make live */
  hash: string;
  /** the live version when it was requested: what the editor changed it from */
  baseVersion: number | null;
  /** the editor's words to the reviewer (may be empty) */
  comment: string;
  requestedBy: string;
  requestedAt: string;
  state: ReviewState;
  decidedBy: string | null;
  decidedAt: string | null;
  /** a send-back's comment: what to change */
  decisionComment: string | null;
  /** approved and published: the version it made */
  versionId: number | null;
  /** approved for a set time: the schedule that will publish it */
  scheduleId: number | null;
  /** the page paths it changes from its base version, in site order */
  pages: string[];
}

/** GET /edit/api/reviews */
export interface ReviewsAnswer {
  reviewRequired: boolean;
  /** pending ones oldest first, then the decided ones latest first (at most 50) */
  reviews: Review[];
}

/** GET and PUT /edit/api/settings: the site's editing settings, an admin's to change. */
export interface EditingSettings {
  /** editors' changes go live only through an admin's approval */
  reviewRequired: boolean;
}

/** One field that differs between two versions, in one language. */
export interface FieldChange {
  /** JSON pointer of the field inside its section, page or shared area: `/heading`, `/items/1/title`, `/image` */
  field: string;
  /** a text (in this language), or an image (its `src`, the same in every language) */
  kind: 'text' | 'image';
  /** null on the side where it is absent */
  before: string | null;
  after: string | null;
}

/** Per language code (the site's languages, the default first): the fields that differ. */
export type FieldsByLanguage = Record<string, FieldChange[]>;

export interface SectionChange {
  /** moved: the same content at another place among the page's sections; changed: some field differs */
  kind: 'added' | 'removed' | 'moved' | 'changed';
  /** the block's type */
  type: string;
  /** its index (from 0) among the page's sections before and after; null on the side it is absent from */
  from: number | null;
  to: number | null;
  /** added or removed: every text and image it has on that side; changed (or moved and changed): those that differ */
  fields: FieldsByLanguage;
}

export interface PageChange {
  /** the page's path after (before, when removed) */
  path: string;
  /** its title in the default language, after (before, when removed) */
  title: string;
  kind: 'added' | 'removed' | 'changed';
  /** the page's own fields (title, description, path…) */
  fields: FieldsByLanguage;
  /** only the sections added, removed, moved or changed */
  sections: SectionChange[];
}

/** Content shared by every page (navigation, footer, services…): a top-level key of site.json other than pages. */
export interface AreaChange {
  /** the top-level key: `navigation`, `services`… */
  area: string;
  /** pointers relative to the area: `/items/2/label` */
  fields: FieldsByLanguage;
}

export interface SiteChanges {
  /** the languages compared, the default first */
  languages: string[];
  /** in the order of the version after, removed pages last */
  pages: PageChange[];
  shared: AreaChange[];
}

/** GET /edit/api/reviews/:id/changes[?against=base|live] */
export interface ReviewChangesAnswer {
  review: Review;
  /** the version the request is compared with: the live one (default) or its base */
  against: { kind: 'live' | 'base'; version: number };
  /** the request was made from the version that is live now */
  baseIsLive: boolean;
  changes: SiteChanges;
}
