import type { Site } from '@/generated/site';

// A small site for the editor's unit tests: links to /about from the menu, the footer, a hero and an anchor.
export function testSite(): Site {
  return {
    $schema: './schema/site.schema.json',
    settings: { siteName: 'Test' },
    navigation: {
      items: [
        { label: 'About', to: '/about' },
        { label: 'Services', to: '/web', children: [{ service: 'web' }, { label: 'Team', to: '/about#team' }] },
      ],
      cta: { label: 'Contact', to: '/contact' },
    },
    footer: { columns: [{ title: 'Company', links: [{ label: 'About us', to: '/about' }] }] },
    systemPages: {},
    services: [{ id: 'web', title: 'Web', link: '/web' }],
    projects: [],
    testimonials: [],
    faqs: [],
    statistics: [],
    pages: [
      {
        path: '/',
        title: 'Home',
        sections: [
          { type: 'hero', heading: 'Welcome', cta: { label: 'About', to: '/about' } },
          { type: 'cta', heading: 'Talk to us', text: '/about', link: { label: 'Go', to: '/contact' } },
          { type: 'testimonials', eyebrow: 'Clients', testimonials: [] },
        ],
      },
      {
        path: '/about',
        title: 'About',
        breadcrumb: 'About',
        sections: [
          { type: 'story', id: 'team', heading: 'Team' },
          { type: 'cta', heading: 'Top', link: { label: 'Top', to: '/about#team' } },
        ],
      },
      { path: '/contact', title: 'Contact', sections: [{ type: 'contact-form', heading: 'Write', successPage: '/thanks' }] },
      { path: '/thanks', title: 'Thanks', sections: [] },
      { path: '/web', title: 'Web', sections: [] },
      { path: '/draft', title: 'Draft', sections: [] },
    ],
  } as unknown as Site;
}
