import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@/test/render';
import { ServiceList } from './service-list';
import { fixture } from './service-list.fixture';

describe('ServiceList', () => {
  it('is a section named by its h2, under the eyebrow', () => {
    renderWithSite(<ServiceList {...fixture} />);
    const section = screen.getByRole('region', { name: 'Services that grow with your business' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Services that grow with your business');
    expect(within(section).getByText('What we do')).toBeInTheDocument();
  });

  it('shows one card per service with its title as an h3 and its description', () => {
    renderWithSite(<ServiceList {...fixture} />);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Custom Software Development', 'Mobile App Development', 'Web Development', 'IT Consulting & Strategy']);
    expect(screen.getByText(/Native-quality iOS and Android apps/)).toBeInTheDocument();
  });

  it('gives each card a link with a unique name to its service page', () => {
    renderWithSite(<ServiceList {...fixture} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Learn more about Custom Software Development', '/custom-software-development'],
      ['Learn more about Mobile App Development', '/mobile-app-development'],
      ['Learn more about Web Development', '/web-development'],
      ['Learn more about IT Consulting & Strategy', '/it-consulting'],
    ]);
    expect(screen.getByRole('link', { name: 'Learn more about Web Development' })).toHaveAttribute('href', '/web-development');
  });

  it('shows only the services the block lists, in its order', () => {
    renderWithSite(<ServiceList {...fixture} services={['it-consulting', 'web-development']} cardLinkLabel={undefined} />);
    expect(screen.getAllByRole('link', { name: /^Learn more about/ }).map((link) => link.getAttribute('href'))).toEqual([
      '/it-consulting',
      '/web-development',
    ]);
  });
});
