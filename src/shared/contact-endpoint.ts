// Shared by the form (browser) and the server, so this file imports nothing.

/** The form's action, kept from the original site so old links and bookmarks still work. */
export const contactPath = '/backend/submit.php';

/** A field people never see or fill; bots that fill every field give themselves away. */
export const honeypotField = 'website';

/** The hidden field with the page's language (a BCP 47 code of the site's): the server answers and stores in it. */
export const localeField = 'locale';

/** A request as the form sends it, once the server has checked it (schema/contact-request.schema.json). */
export interface ContactRequest {
  name: string;
  email: string;
  phone: string;
  message?: string;
  /** the BCP 47 code of the page's language; absent: the site's default */
  locale?: string;
}
