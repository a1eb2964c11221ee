// Interface words of the page chrome, kept in one place; the site's content words come from site.json.
export const labels = {
  skipLink: 'Skip to main content',
  quickActions: 'Quick actions',
  mainNav: 'Main',
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
} as const;
