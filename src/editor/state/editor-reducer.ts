import type { Page, Redirect, Section, Site } from '@/generated/site';
import type { SiteSnapshot } from '../api/api';
import type { SharedKey } from '../api/editor-types';
import type { VersionSummary } from '../api/live-api';
import { diff } from '@/shared/json-diff';
import { linksFromElsewhere } from './route-links';
import { routeKeys } from './route-keys';
import * as edits from './site-edits';
import { retirePage } from './retire-page';
import { pageSections } from './page-blocks';
import { duplicatePage, pageFromTemplate } from '@/model/page-copies';
import { sharedEdit, type SharedAction } from './shared-edit';
import { testEdit, type TestAction } from './test-edit';
import { withoutTest } from '@/model/section-tests';

/** What the editor shows: a section of a page, a page's own fields (section null), or shared content. */
export interface Selection {
  page: number;
  section: number | null;
  shared: SharedKey | null;
  /** the section's variant B is edited in the form (a section under test); A otherwise */
  variant?: 'b';
}

export interface EditorState {
  /** what site.json (the live site: the stored draft) holds, as last loaded or saved */
  base: SiteSnapshot;
  draft: Site;
  /** the live version the draft was re-applied onto, to send with the next save as its base version; unsaved until then */
  rebase: number | null;
  selection: Selection;
  past: Site[];
  future: Site[];
  /** the last edit's place and time: typing into one field within a second is one undo step */
  lastEdit: { key: string; at: number } | null;
  /** the section Ctrl+C copied, to paste on any page */
  copied: Section | null;
}

/** Typing pauses longer than this start a new undo step. */
export const coalesceMs = 1000;

export type EditorAction =
  | { type: 'editSection'; page: number; section: number; value: Section; at: number }
  | { type: 'moveSection'; page: number; from: number; to: number }
  | { type: 'deleteSection'; page: number; section: number }
  | { type: 'duplicateSection'; page: number; section: number }
  | { type: 'copySection'; page: number; section: number }
  | { type: 'pasteSection'; page: number; after: number | null }
  | { type: 'insertSection'; page: number; after: number | null; block: Section }
  /** Make shared…, Detach, a use's form (its block edits the shared section, its anchor the use's), delete one */
  | SharedAction
  /** Test a variant…, B's form, its share, End test (keep A, or make B the section) */
  | TestAction
  | { type: 'editPage'; page: number; value: Omit<Page, 'path' | 'sections'>; at: number }
  | { type: 'addPage'; page: Page }
  /** a new page at `path` titled `title` copied from the page at `from`: a duplicate of it, or (`template`) started from it */
  | { type: 'copyPage'; from: number; path: string; title: string; template?: boolean }
  | { type: 'renamePagePath'; page: number; path: string; follow: boolean }
  | { type: 'deletePage'; page: number }
  /** deletes a page, its links and its visitors sent to the page at `to` (a redirect stamped `by` and `at`) */
  | { type: 'retirePage'; page: number; to: string; by?: string; at: string }
  | { type: 'editShared'; key: SharedKey; value: unknown; at: number }
  /** site.json's redirects as the Redirects view leaves them: one added, one removed, a file imported */
  | { type: 'setRedirects'; redirects: Redirect[] }
  | { type: 'select'; selection: Partial<Selection> }
  | { type: 'undo' }
  | { type: 'redo' }
  /** site.json as found on disk (the stored draft): a new base and draft, no history */
  | ({ type: 'load'; draft?: Site; rebase?: number } & SiteSnapshot)
  /** a save succeeded: what was sent is the new base */
  | { type: 'saved'; site: Site; hash: string }
  /** the live site: another version is live, or the draft's base version changed, its content the same */
  | { type: 'live'; live: VersionSummary | null; baseVersion: number | null };

/** The state for `site` (with the live site's versions, when it has them), `draft` on top of it. */
export function initialState(site: Site, hash: string, draft: Site = site, versions: Omit<SiteSnapshot, 'site' | 'hash'> = {}): EditorState {
  return {
    base: { site, hash, ...versions },
    draft,
    rebase: null,
    selection: { page: 0, section: null, shared: null },
    // a restored draft can be undone back to what is on disk
    past: draft === site ? [] : [site],
    future: [],
    lastEdit: null,
    copied: null,
  };
}

const sectionCount = (site: Site, page: number) => site.pages[page]?.sections.length ?? 0;

// A selection that exists in `site`: after undo, redo or a reload the page or section may be gone.
function clamp(site: Site, { page, section, shared, variant }: Selection): Selection {
  const p = Math.min(page, site.pages.length - 1);
  const count = sectionCount(site, p);
  return { page: p, section: section === null || count === 0 ? null : Math.min(section, count - 1), shared, ...(variant && { variant }) };
}

/** A new draft as one undo step; an edit of the same field as the last one, within a second, joins its step. */
function commit(state: EditorState, draft: Site, selection: Partial<Selection> = {}, edit?: { key: string; at: number }): EditorState {
  if (draft === state.draft) return state;
  const joins = edit && state.lastEdit?.key === edit.key && edit.at - state.lastEdit.at < coalesceMs && state.past.length > 0;
  return {
    ...state,
    draft,
    selection: clamp(draft, { ...state.selection, ...selection }),
    past: joins ? state.past : [...state.past, state.draft],
    future: [],
    lastEdit: edit ?? null,
  };
}

// The edit's key: the one field it changed, or the whole value when it changed several.
function editKey(base: string, before: unknown, after: unknown): string {
  const changes = diff(before, after);
  return changes.length === 1 && changes[0] ? base + changes[0].pointer : base;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { draft } = state;
  switch (action.type) {
    case 'editSection': {
      const key = editKey(`/pages/${action.page}/sections/${action.section}`, draft.pages[action.page]?.sections[action.section], action.value);
      return commit(state, edits.replaceSection(draft, action.page, action.section, action.value), {}, { key, at: action.at });
    }
    case 'moveSection': {
      const last = sectionCount(draft, action.page) - 1;
      const to = Math.max(0, Math.min(action.to, last));
      if (to === action.from || action.from < 0 || action.from > last) return state;
      return commit(state, edits.moveSection(draft, action.page, action.from, to), { page: action.page, section: to, shared: null });
    }
    case 'deleteSection':
      if (action.section >= sectionCount(draft, action.page)) return state;
      return commit(state, edits.removeSection(draft, action.page, action.section), { page: action.page, section: action.section });
    case 'duplicateSection': {
      const block = pageSections(draft.pages[action.page])[action.section];
      if (!block) return state;
      // a copy shows A: a test stays the section's own (one test per page)
      const copy = edits.withFreeId(withoutTest(structuredClone(block)), pageSections(draft.pages[action.page]));
      return commit(state, edits.insertSection(draft, action.page, action.section, copy), { page: action.page, section: action.section + 1, shared: null });
    }
    case 'copySection': {
      const block = pageSections(draft.pages[action.page])[action.section];
      return block ? { ...state, copied: withoutTest(structuredClone(block)) } : state;
    }
    case 'pasteSection':
      if (!state.copied) return state;
      return editorReducer(state, { type: 'insertSection', page: action.page, after: action.after, block: structuredClone(state.copied) });
    case 'insertSection': {
      const sections = draft.pages[action.page] && pageSections(draft.pages[action.page]);
      if (!sections) return state;
      const block = edits.withFreeId(action.block, sections);
      return commit(state, edits.insertSection(draft, action.page, action.after, block), { page: action.page, section: action.after === null ? 0 : action.after + 1, shared: null });
    }
    case 'makeShared':
    case 'detachSection':
    case 'editSharedSection':
    case 'deleteSharedSection': {
      const done = sharedEdit(draft, action);
      if (!done) return state;
      return commit(state, done.site, {}, done.key === undefined ? undefined : { key: done.key, at: done.at ?? 0 });
    }
    case 'startTest':
    case 'editVariant':
    case 'setTestShare':
    case 'endTest': {
      const done = testEdit(draft, action);
      if (!done) return state;
      // a test just made shows B to edit; an ended one shows the section
      const variant = action.type === 'startTest' ? { variant: 'b' as const } : action.type === 'endTest' ? { variant: undefined } : {};
      return commit(state, done.site, variant, done.key === undefined ? undefined : { key: done.key, at: done.at ?? 0 });
    }
    case 'editPage': {
      const key = editKey(`/pages/${action.page}`, draft.pages[action.page], { ...draft.pages[action.page], ...action.value });
      return commit(state, edits.editPage(draft, action.page, action.value), {}, { key, at: action.at });
    }
    case 'addPage':
      if (draft.pages.some((page) => page.path === action.page.path)) return state;
      return commit(state, edits.addPage(draft, action.page), { page: draft.pages.length, section: null, shared: null });
    case 'copyPage': {
      const made = (action.template ? pageFromTemplate : duplicatePage)(draft, action.from, { path: action.path.trim(), title: action.title });
      return made.ok ? commit(state, made.site, { page: made.pageIndex, section: null, shared: null }) : state;
    }
    case 'renamePagePath':
      if (draft.pages.some((page, i) => page.path === action.path && i !== action.page)) return state;
      return commit(state, edits.renamePagePath(draft, action.page, action.path, action.follow, routeKeys));
    case 'deletePage':
      // refused while anything links to it, and a site keeps at least one page
      if (draft.pages.length <= 1 || linksFromElsewhere(draft, action.page, routeKeys).length > 0) return state;
      return commit(state, edits.removePage(draft, action.page), { page: Math.max(0, action.page - 1), section: null, shared: null });
    case 'retirePage': {
      const next = retirePage(draft, action.page, action.to, routeKeys, { by: action.by, at: action.at });
      return commit(state, next, { page: Math.max(0, next.pages.findIndex((page) => page.path === action.to)), section: null, shared: null });
    }
    case 'editShared': {
      const key = editKey(`/${action.key}`, draft[action.key], action.value);
      return commit(state, edits.editShared(draft, action.key, action.value as Site[typeof action.key]), {}, { key, at: action.at });
    }
    case 'setRedirects':
      return commit(state, edits.withRedirects(draft, action.redirects));
    case 'select': {
      // another selection shows A unless it asks for B
      const { variant: _shown, ...selection } = state.selection;
      return { ...state, selection: clamp(draft, { ...selection, ...action.selection }), lastEdit: null };
    }
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return { ...state, draft: previous, past: state.past.slice(0, -1), future: [draft, ...state.future], selection: clamp(previous, state.selection), lastEdit: null };
    }
    case 'redo': {
      const [next, ...future] = state.future;
      if (!next) return state;
      return { ...state, draft: next, past: [...state.past, draft], future, selection: clamp(next, state.selection), lastEdit: null };
    }
    case 'load': {
      const { baseVersion, live } = action;
      const fresh = initialState(action.site, action.hash, action.draft, { baseVersion, live });
      return { ...fresh, rebase: action.rebase ?? null, selection: clamp(fresh.draft, state.selection), copied: state.copied };
    }
    case 'saved':
      // a re-applied draft saved is based on the live version it was re-applied onto
      return { ...state, base: { ...state.base, site: action.site, hash: action.hash, ...(state.rebase !== null && { baseVersion: state.rebase }) }, rebase: null };
    case 'live':
      return { ...state, base: { ...state.base, live: action.live, baseVersion: action.baseVersion } };
  }
}

/** True when the draft differs from what site.json holds, or has been re-applied onto another live version. */
export const isDirty = (state: EditorState) => state.rebase !== null || (state.draft !== state.base.site && diff(state.base.site, state.draft).length > 0);
