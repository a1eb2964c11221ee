import { isHosted } from "./editor-config";
import type { SharedKey } from "./editor-types";

// Interface words of the visual editor (`npm run edit`, and /edit on the live site): not site content.
export const labels = {
  title: "Site editor",
  loading: "Loading site.json…",
  loadFailed: (message: string) =>
    `The editor could not load site.json: ${message}`,
  schemasFailed: (message: string) => `The forms cannot be shown: ${message}`,
  undo: "Undo",
  redo: "Redo",
  save: "Save",
  saving: "Saving…",
  unsaved: "Unsaved changes",
  saved: "Saved",
  noChanges: "No unsaved changes",
  saveFailed: (message: string) => `Not saved: ${message}`,
  problemsTitle: (count: number) =>
    count === 1
      ? "site.json would be invalid: 1 problem"
      : `site.json would be invalid: ${count} problems`,
  liveProblems: (count: number) =>
    count === 0
      ? ""
      : count === 1
        ? "1 problem in the draft"
        : `${count} problems in the draft`,
  shortcuts:
    "Ctrl+Z undo, Ctrl+Shift+Z or Ctrl+Y redo, Ctrl+S save (⌘ on a Mac).",
  pages: "Pages",
  addPage: "Add page",
  site: "Site",
  siteContent: "Site content",
  shared: {
    settings: "Settings",
    navigation: "Navigation",
    footer: "Footer",
    systemPages: "System pages",
    services: "Services",
    projects: "Projects",
    testimonials: "Testimonials",
    faqs: "FAQ items",
    statistics: "Statistics",
  } satisfies Record<SharedKey, string>,
  sections: "Sections",
  sectionsOf: (title: string) => `Sections of ${title}`,
  noSections: "This page has no sections yet. Add one.",
  outlineHelp:
    "Alt+↑ and Alt+↓ move the focused section, Delete removes it, Ctrl+D duplicates, Ctrl+C and Ctrl+V copy and paste.",
  addSection: "Add section",
  duplicateSection: "Duplicate",
  copySection: "Copy",
  pasteSection: "Paste",
  deleteSection: "Delete section",
  dragHandle: (name: string) => `Drag ${name}`,
  sectionHasProblems: "has problems",
  position: (n: number, count: number) => `position ${n} of ${count}`,
  drag: {
    instructions:
      "To pick up a section, press Space or Enter. While dragging, use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.",
    start: (name: string, position: string) =>
      `Picked up ${name}, ${position}.`,
    over: (name: string, position: string) => `${name} is now at ${position}.`,
    end: (name: string, position: string) => `Dropped ${name} at ${position}.`,
    cancel: (name: string) =>
      `Moving ${name} was cancelled; it is back where it was.`,
  },
  moved: (name: string, position: string) => `Moved ${name} to ${position}.`,
  deleted: (name: string) => `Deleted ${name}. Ctrl+Z brings it back.`,
  duplicated: (name: string) => `Duplicated ${name}.`,
  copied: (name: string) =>
    `Copied ${name}: select a section on any page and press Ctrl+V, or Paste.`,
  pasted: (name: string) => `Pasted ${name}.`,
  catalogTitle: "Add a section",
  catalogIntro:
    "Pick a block: it is inserted after the selected section with its example content, to change in the form.",
  previewOf: (title: string) => `Preview of ${title}`,
  noPreview: "No preview",
  close: "Close",
  cancel: "Cancel",
  form: "Properties",
  pageFields: (title: string) => `Page: ${title}`,
  sectionFields: (title: string, n: number) => `Section ${n}: ${title}`,
  sharedFields: (title: string) => `Site: ${title}`,
  formsLoading: "Loading the forms…",
  preview: "Preview",
  // pages
  pathLabel: "Path",
  pathHint:
    "Starts with /, lowercase words joined by hyphens, such as /careers.",
  titleLabel: "Title",
  titleHint: "The browser tab and search results.",
  descriptionLabel: "Description",
  descriptionHint: "The search-result summary, 50 to 160 characters.",
  breadcrumbLabel: "Breadcrumb",
  breadcrumbHint:
    "The heading in the band under the header; leave empty when the first section has the main heading.",
  pathRequired: "Write the path, starting with /.",
  pathStart: "The path starts with /.",
  pathPattern:
    "Use lowercase letters, digits and hyphens between the slashes, such as /our-work.",
  pathTaken: (title: string) => `That path is already the page "${title}".`,
  titleRequired: "Write the title.",
  changePath: "Change path",
  newPath: "New path",
  followLinks: "Update the links to this page",
  linksWouldBreak: (count: number) =>
    count === 1
      ? "This link to the page would break:"
      : `These ${count} links to the page would break:`,
  deletePage: "Delete page",
  deleteRefused: "This page cannot be deleted while these link to it:",
  deleteLast: "The site needs at least one page.",
  deleteConfirm: (title: string) =>
    `Delete the page "${title}"? Undo brings it back.`,
  // conflicts
  conflictOnSave:
    "site.json changed on disk since you opened it (someone saved it, or an editor did). Nothing was written; your changes are kept here.",
  conflictOnLoad:
    "You have unsaved changes from an earlier visit, made to a version of site.json that has changed on disk since.",
  reapply: "Reload and re-apply my changes",
  discard: "Discard my changes",
  reapplied: (count: number) =>
    `Re-applied ${count} ${count === 1 ? "change" : "changes"} to the new site.json. Check them, then save.`,
  collisions:
    "These changes were not applied, because site.json changed the same places:",
  goneCollision: "no longer exists",
  reloaded: "site.json changed on disk: the editor shows the new version.",
  // the live site (npm start): a shared draft on the server, published as versions
  account: (email: string) => `Signed in as ${email}`,
  signOut: "Sign out",
  sessionEnded: {
    before: "Your session has ended. ",
    link: "Sign in again",
    after: " to save or publish; your changes are kept in this browser.",
  },
  signInNewTab: "Sign in again (opens a new tab)",
  publish: "Publish",
  publishing: "Publishing…",
  published: (id: number) => `Published version ${id}`,
  publishTitle: "Publish the draft",
  publishConfirm: "The draft goes live on the site for every visitor.",
  publishSaved:
    "What is published is the saved draft, as Preview draft shows it.",
  publishNothing: "The saved draft is the live version: nothing to publish.",
  publishUnsaved: "Save first: only the saved draft can be published.",
  live: (id: number, when: string, author: string) =>
    `Live: version ${id}, ${when}, ${author}`,
  noLive: "Nothing published yet",
  previewDraft: "Preview draft",
  previewDraftName: (path: string) =>
    `Preview draft: the saved draft of ${path}, in a new tab`,
  conflictOnPublish:
    "Nothing was published: another editor saved the draft since you loaded it.",
  conflictOnLive:
    "Nothing was published: the live site changed since this draft was started (an earlier version was restored, or site.json was published by a command). Re-apply the draft onto the live version, check it, save, then publish; or discard the draft and start again from the live version.",
  history: "History",
  historyTitle: "Published versions",
  versions: "Versions",
  version: (id: number) => `Version ${id}`,
  liveMark: "live",
  loadingList: "Loading…",
  listFailed: (message: string) => `Could not load the list: ${message}`,
  noVersions: "Nothing has been published yet.",
  source: {
    editor: "published from the editor",
    restore: (id: number | null) =>
      id === null
        ? "restored from an earlier version"
        : `restored from version ${id}`,
    publish: "published from site.json by a command",
  },
  pagesChanged: "Pages changed:",
  noPageChanged: "no page changed",
  wholeSite: (count: number) => `the whole site (${count} pages)`,
  manyPages: (count: number) => `${count} pages`,
  restore: (id: number) => `Restore version ${id}`,
  restoreTitle: (id: number) => `Restore version ${id}?`,
  restoreConfirm: (id: number) =>
    `The content of version ${id} goes live again, as a new version, for every visitor.`,
  restoreButton: "Restore",
  restoring: "Restoring…",
  restored: (id: number, as: number) =>
    `Version ${id} is live again, as version ${as}.`,
  restoreFailed: (message: string) => `Not restored: ${message}`,
  auditLog: "Audit log",
  auditColumns: {
    at: "Time",
    actor: "Account",
    action: "Action",
    ip: "Address",
    detail: "Detail",
  },
  noAudit: "The log is empty.",
} as const;

/** Where the dev server's words name site.json on disk, the live site's name its stored draft. */
const hostedWording = {
  loading: "Loading the draft…",
  loadFailed: (message: string) =>
    `The editor could not load the draft: ${message}`,
  saved: "Draft saved, not published",
  problemsTitle: (count: number) =>
    count === 1
      ? "The draft would be invalid: 1 problem"
      : `The draft would be invalid: ${count} problems`,
  conflictOnSave:
    "Another editor saved the draft since you loaded it. Nothing was saved; your changes are kept here.",
  conflictOnLoad:
    "You have unsaved changes from an earlier visit, made to a version of the draft that has changed since (another editor saved or published).",
  reapplied: (count: number) =>
    `Re-applied ${count} ${count === 1 ? "change" : "changes"} to the newer version. Check them, then save.`,
  collisions:
    "These changes were not applied, because the newer version changed the same places:",
  reloaded:
    "The draft changed (another editor saved or published): the editor shows the new version.",
} as const;

/** The words for this page: the dev server's, or the live site's where they differ. */
export const words = () =>
  isHosted() ? { ...labels, ...hostedWording } : labels;
