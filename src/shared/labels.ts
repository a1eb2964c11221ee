// The words of the site's own controls in the default language, as the specification gives them. A site sets
// them in settings.interface, where another language translates them (docs/languages.md); this is what a site
// without it shows. Words in braces are filled in.
export const defaultInterfaceWords = {
  skipLink: 'Skip to main content',
  quickActions: 'Quick actions',
  mainNav: 'Main',
  language: 'Language',
  submenu: '{label} submenu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  back: 'Back',
  menuTitle: 'Menu',
  scrollTop: 'Scroll to top',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  established: 'Established in {year}',
  phone: 'Phone',
  email: 'E-mail',
  address: 'Office address',
  rated: 'Rated {stars} out of {max}',
  about: 'about {title}',
  honeypot: 'Leave this field empty',
  carousel: 'carousel',
  slide: 'slide',
  slideOf: '{position} of {count}',
  swiperSlideOf: '{{index}} of {{slidesLength}}',
  showProject: 'Show project {{index}}',
  previousProject: 'Previous project',
  nextProject: 'Next project',
  videoDialog: 'You just opened the modal video',
  closeVideo: 'Close the modal by clicking here',
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  phoneRequired: 'Phone is required.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  phoneInvalid: 'Enter a phone number with 7 to 15 digits, like +91 98765 43210.',
  checkRequest: 'Please check your request',
  notSentYet: 'Your request was not sent yet. Please correct the following and send it again:',
  youEntered: "What you entered (your browser's Back button returns to the form with it filled in):",
  backToForm: 'Back to the contact form',
};

/** settings.interface: a text for each of the default words (schema/defs/settings.schema.json lists the same names). */
export type InterfaceWords = Record<keyof typeof defaultInterfaceWords, string>;

/** `template` with each {name} replaced by its value; Swiper's own {{name}}s are left for Swiper. */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/(?<!\{)\{(\w+)\}(?!\})/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The interface words of `words` (a page's settings.interface, or the defaults), the ones with values as functions. */
export function labelsOf(words: InterfaceWords = defaultInterfaceWords) {
  return {
    ...words,
    submenu: (label: string) => fill(words.submenu, { label }),
    established: (year: number) => fill(words.established, { year }),
    rated: (stars: number, max: number) => fill(words.rated, { stars, max }),
    /** after a card's link text, for screen readers: "Learn more about Web Development" */
    about: (title: string) => fill(words.about, { title }),
    slideOf: (position: number, count: number) => fill(words.slideOf, { position, count }),
  };
}

export type Labels = ReturnType<typeof labelsOf>;

/** The default language's words, for what shows no page's content (the editor, the block catalog, tests). */
export const labels: Labels = labelsOf();
