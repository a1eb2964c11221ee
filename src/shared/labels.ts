// Interface words of the site's own controls, kept in one place; the words a marketer edits come from site.json.
export const labels = {
  skipLink: 'Skip to main content',
  quickActions: 'Quick actions',
  mainNav: 'Main',
  language: 'Language',
  submenu: (label: string) => `${label} submenu`,
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  back: 'Back',
  menuTitle: 'Menu',
  scrollTop: 'Scroll to top',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  established: (year: number) => `Established in ${year}`,
  phone: 'Phone',
  email: 'E-mail',
  address: 'Office address',
  rated: (stars: number, max: number) => `Rated ${stars} out of ${max}`,
  /** after a card's link text, for screen readers: "Learn more about Web Development" */
  about: (title: string) => `about ${title}`,
  honeypot: 'Leave this field empty',
  carousel: 'carousel',
  slide: 'slide',
  slideOf: (position: number, count: number) => `${position} of ${count}`,
  // Swiper's own a11y messages fill in {{index}} and {{slidesLength}}
  swiperSlideOf: '{{index}} of {{slidesLength}}',
  showProject: 'Show project {{index}}',
  previousProject: 'Previous project',
  nextProject: 'Next project',
  // the video modal's names are fixed by the specification (§9)
  videoDialog: 'You just opened the modal video',
  closeVideo: 'Close the modal by clicking here',
} as const;
