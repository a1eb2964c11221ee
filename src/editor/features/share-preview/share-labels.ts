// The words of the search result and link preview beside a page's fields.
export const shareLabels = {
  heading: 'Search result and link preview',
  intro: (language: string) => `As this page shows in ${language}, from the fields below; it changes as you type.`,
  search: 'Search result',
  link: 'Link preview (LinkedIn, WhatsApp, X, Facebook)',
  count: (what: string, length: number, limit: number) => `${what}: ${length} characters; search engines show about ${limit}.`,
  countCut: (what: string, length: number, limit: number) => `${what}: ${length} characters; search engines show about ${limit}, so it is cut.`,
  titleWord: 'Title with the site name',
  descriptionWord: 'Description',
  noDescription: 'No description: search engines make one up from the page’s first text. Write one in Description below.',
  imageAlt: (alt: string) => (alt ? `The shared picture: ${alt}` : 'The shared picture'),
  logoOnly: 'No share image: the logo is shown, in a small card. Choose one in Share › Image, or in Settings for every page.',
  fromSettings: 'The site’s share image (Settings), since this page has none of its own.',
  warnings: 'Worth fixing (npm run validate warns too)',
  goTo: (field: 'title' | 'description') => (field === 'title' ? 'Go to the title' : 'Go to the description'),
};
