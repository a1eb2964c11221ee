import type { ContactForm, Site } from '../generated/site.ts';
import { pageForms, pageSharedUses } from './page-summary.ts';
import { isSharedUse, sharedById, usedBlock } from './shared-sections.ts';
import { contactWordsOf } from '../shared/contact-words.ts';
import { languagesOf, localizeSite } from '../shared/localize.ts';
import type { ContactField, ContactWords } from '../shared/contact-words.ts';

/** What the contact endpoint answers in one of the site's languages. */
export interface ContactFormLanguage {
  /** the language's BCP 47 code (settings.locales) */
  code: string;
  /** the form's messages and the 422 page's words in it (settings.interface) */
  words: Partial<ContactWords>;
  /** the form's field labels in it (the contact-form block's fields), for the 422 page */
  labels: Partial<Record<ContactField, string>>;
}

/** The pages of the contact form: where a stored request lands, and the page the error pages link back to. */
export interface ContactFormPaths {
  /** the contact-form block's successPage */
  successPath: string;
  /** the page that holds the contact-form block */
  formPath: string;
  /** the site's languages, the default first (absent in releases made before languages: any code is taken as sent) */
  languages?: ContactFormLanguage[];
}

/** What the server and the release need to know of a validated site besides its pages' HTML. */
export interface SiteFacts {
  /** every page path, in site.json's order */
  routes: string[];
  /** the pages marked noindex: kept out of sitemap.xml */
  noindex: string[];
  contactForm: ContactFormPaths | null;
  /** the origin of settings.liveChat.scriptUrl: npm start warns when SCRIPT_ORIGINS does not list it (the CSP never takes it from content) */
  liveChatOrigin: string | null;
  /** the host of settings.siteUrl, as a browser sends it in Host: npm start suggests it for SITE_HOSTS (the editor never takes it from content) */
  siteHost: string | null;
}

/** The form's words and field labels in each of the site's languages, the default first. */
function contactLanguages(site: Site, form: ContactForm): ContactFormLanguage[] {
  // only the settings and the block are localized, not the whole site
  const part = { settings: site.settings, fields: form.fields };
  return languagesOf(site.settings).codes.map((code) => {
    const { settings, fields } = localizeSite(part, code);
    return { code, words: contactWordsOf(settings.interface), labels: { name: fields.name.label, email: fields.email.label, phone: fields.phone.label, message: fields.message.label } };
  });
}

/** The contact form's pages; the server has one success page, so every contact-form block must name the same one. */
function contactFormOf(site: Site): ContactFormPaths | null {
  // from each page's summary: a page read lazily is parsed only when it holds the first form (page-summary.ts)
  const sharedForms = sharedContactForms(site);
  const forms = published(site).flatMap((page) => {
    const loose = page as unknown as Record<string, unknown>;
    const own = pageForms(loose).map((successPage) => ({ page, successPage, block: undefined as ContactForm | undefined }));
    const shared = pageSharedUses(loose).flatMap((id) => sharedForms.get(id) ?? []).map((block) => ({ page, successPage: block.successPage, block }));
    return [...own, ...shared];
  });
  const [first] = forms;
  if (!first) return null;
  const other = forms.find((form) => form.successPage !== first.successPage);
  if (other) {
    throw new Error(
      `The contact forms on ${first.page.path} and ${other.page.path} name different success pages ("${first.successPage}" and "${other.successPage}"): ` +
        'the server sends every stored request to one page, so give every contact-form block the same successPage.',
    );
  }
  // The error pages link back to one form: the first page (in site.json order) that holds one, in its words.
  const block = first.block ?? (first.page.sections.find((section) => !isSharedUse(section) && section.type === 'contact-form') as ContactForm);
  return { successPath: first.successPage, formPath: first.page.path, languages: contactLanguages(site, block) };
}

/** The contact form each shared section shows, by id (a shared section that names another shows its form too). */
function sharedContactForms(site: Site): Map<string, ContactForm> {
  const byId = sharedById(site);
  const forms = new Map<string, ContactForm>();
  for (const { id } of site.sharedSections ?? []) {
    const block = usedBlock(byId, { shared: id });
    if (block.type === 'contact-form') forms.set(id, block);
  }
  return forms;
}

// a template page is not published: it has no route, no sitemap entry, and its form is nobody's
const published = (site: Site) => site.pages.filter((page) => page.template !== true);

/** The facts of a site that passed validation; throws when its contact forms disagree. */
export function manifestOf(site: Site): SiteFacts {
  const scriptUrl = site.settings.liveChat?.scriptUrl;
  return {
    routes: published(site).map((page) => page.path),
    noindex: published(site).filter((page) => page.noindex).map((page) => page.path),
    contactForm: contactFormOf(site),
    liveChatOrigin: scriptUrl ? new URL(scriptUrl).origin : null,
    siteHost: URL.canParse(site.settings.siteUrl) ? new URL(site.settings.siteUrl).host.toLowerCase() : null,
  };
}
